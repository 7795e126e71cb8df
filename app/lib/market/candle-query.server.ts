import { z } from "~/lib/zod";
import { CANDLE_INTERVALS, type CandleInterval } from "./candle-intervals";

export const DEFAULT_SYMBOL = "BTCUSDT";

/** The trend page's query: a market symbol and a candle interval, both optional. */
export const CandleQuerySchema = z.object({
  symbol: z
    .string()
    .trim()
    .max(20, "Coin sembolü en fazla 20 karakter olabilir.")
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{2,20}$/, "Coin sembolü yalnızca harf ve rakamlardan oluşmalı (ör. BTCUSDT)."))
    .optional(),
  interval: z.enum(CANDLE_INTERVALS, { error: "Zaman aralığı 1d, 4h veya 1h olmalı." }).optional(),
});

export interface CandleQuery {
  symbol: string;
  interval: CandleInterval;
}

export type ParsedCandleQuery = { ok: true; query: CandleQuery } | { ok: false; query: CandleQuery; message: string };

/**
 * Reads `?symbol=` and `?interval=`; an empty field means the default. Bad input gives the
 * defaults back with a Turkish message, so the page can still show its form.
 */
export function parseCandleQuery(
  params: URLSearchParams,
  defaults: CandleQuery = { symbol: DEFAULT_SYMBOL, interval: "1d" },
): ParsedCandleQuery {
  const raw = {
    symbol: params.get("symbol") || undefined,
    interval: params.get("interval") || undefined,
  };
  const parsed = CandleQuerySchema.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, query: defaults, message: parsed.error.issues[0]?.message ?? "Geçersiz istek." };
  }
  return { ok: true, query: { symbol: parsed.data.symbol ?? defaults.symbol, interval: parsed.data.interval ?? defaults.interval } };
}
