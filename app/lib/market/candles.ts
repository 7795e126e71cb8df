import { z } from "~/lib/zod";

import type { CandleInterval } from "./candle-intervals";

/** One candle with its numbers parsed; times are milliseconds since the epoch (UTC). */
export interface Candle {
  openTime: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  closeTime: number;
  /** The day's turnover in the quote asset (USDT), when the exchange sent it. */
  quoteVolume?: number;
}

/** Where candles come from: the exchange now, the last good answer, or fixed sample data. */
export type CandleSource = "live" | "stale" | "demo";

export interface CandleSet {
  data: Candle[];
  source: CandleSource;
  /** When the exchange gave these candles; null for sample data, which nobody fetched. */
  fetchedAt: string | null;
}

// The exchange sends prices as decimal strings; anything else is not its answer.
const decimal = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/)
  .transform(Number)
  .refine((value) => Number.isFinite(value) && value >= 0);
const millis = z.number().int().nonnegative();

/** One kline row: [openTime, open, high, low, close, volume, closeTime, quoteVolume?, ...fields we do not use]. */
const KlineRowSchema = z
  .tuple([millis, decimal, decimal, decimal, decimal, decimal, millis])
  .rest(z.unknown())
  .transform(([openTime, open, high, low, close, volume, closeTime, ...rest]): Candle => {
    const quoteVolume = typeof rest[0] === "string" ? Number(rest[0]) : NaN;
    return {
      openTime,
      open,
      high,
      low,
      close,
      volume,
      closeTime,
      ...(Number.isFinite(quoteVolume) && quoteVolume >= 0 ? { quoteVolume } : {}),
    };
  })
  .refine((c) => c.high >= c.low && c.high >= Math.max(c.open, c.close) && c.low <= Math.min(c.open, c.close) && c.closeTime > c.openTime, {
    message: "inconsistent candle",
  });

export const KlinesSchema = z
  .array(KlineRowSchema)
  .min(1)
  .refine((rows) => rows.every((row, i) => i === 0 || row.openTime > rows[i - 1]!.openTime), { message: "candles out of order" });

/** Parses the exchange's klines answer; a wrong shape throws, so it is never taken for data. */
export function parseKlines(value: unknown): Candle[] {
  return KlinesSchema.parse(value);
}

export const INTERVAL_MS: Record<CandleInterval, number> = {
  "1d": 86_400_000,
  "4h": 4 * 3_600_000,
  "1h": 3_600_000,
};

// A small deterministic generator, so sample candles are the same on every start and in every test.
function seeded(text: string) {
  let state = 0;
  for (const char of text) state = (state * 31 + char.charCodeAt(0)) >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Fixed example candles for when the exchange has never answered: a gentle wave around the given
 * price, the same for a symbol every time. Pages label them 'Örnek veri'; they are not prices.
 */
export function demoCandles(symbol: string, interval: CandleInterval, count: number, lastPrice: number, endTime: number): Candle[] {
  const random = seeded(`${symbol}:${interval}`);
  const step = INTERVAL_MS[interval];
  const lastOpen = Math.floor(endTime / step) * step;
  const base = lastPrice > 0 ? lastPrice : 100;
  const candles: Candle[] = [];
  for (let i = 0; i < count; i += 1) {
    const back = count - 1 - i;
    const wave = Math.sin(i / 9) * 0.06 + Math.sin(i / 23) * 0.04;
    const close = base * (1 + wave - Math.sin((count - 1) / 9) * 0.06 - Math.sin((count - 1) / 23) * 0.04);
    const open = close * (1 + (random() - 0.5) * 0.02);
    const high = Math.max(open, close) * (1 + random() * 0.01);
    const low = Math.min(open, close) * (1 - random() * 0.01);
    const openTime = lastOpen - back * step;
    candles.push({ openTime, open, high, low, close, volume: 1000 + Math.round(random() * 1000), closeTime: openTime + step - 1 });
  }
  return candles;
}
