import type { CandleSet } from "./candles";

/** What a small chart needs from a candle set: closing prices and their times, oldest first. */
export interface CloseSeries {
  times: number[];
  closes: number[];
}

/**
 * The last `days` days of a daily candle set (days + 1 closes, so the line spans the whole period).
 * Sample candles are never drawn as if they were a coin's history: they give null.
 */
export function lastDays(set: CandleSet | undefined, days: number): CloseSeries | null {
  if (!set || set.source === "demo" || set.data.length < 2) return null;
  const tail = set.data.slice(-(days + 1));
  return { times: tail.map((c) => c.openTime), closes: tail.map((c) => c.close) };
}

/** The change from the first to the last close, in percent. */
export function seriesChange(series: CloseSeries): number {
  const first = series.closes[0]!;
  return first > 0 ? (series.closes.at(-1)! / first - 1) * 100 : 0;
}
