import { z } from "~/lib/zod";

/** A required text field of the admin forms: trimmed, at most `max` characters, its Turkish messages naming `label`. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} gereklidir.` })
    .trim()
    .min(1, `${label} gereklidir.`)
    .max(max, `${label} en fazla ${max} karakter olabilir.`);

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
