import { z } from "~/lib/zod";

/**
 * A coin's ticker symbol as an admin types it ("btc" is read as "BTC"): the launch calendar and
 * the research pages take it the same way, with the same Turkish messages.
 */
export const coinSymbolField = z
  .string({ error: "Sembol gereklidir." })
  .trim()
  .toUpperCase()
  .min(1, "Sembol gereklidir.")
  .max(15, "Sembol en fazla 15 karakter olabilir.")
  .regex(/^[A-Z0-9]+$/, "Sembol yalnızca harf ve rakamdan oluşabilir.");
