import { describe, expect, it } from "vitest";
import { lastDays, seriesChange } from "~/lib/market/candle-views";
import type { Candle, CandleSet } from "~/lib/market/candles";

// The small charts' close series, pure (the pages' tests read candles through a fake exchange).
const day = 86_400_000;
const candle = (i: number, close: number): Candle => ({
  openTime: i * day,
  open: close,
  high: close,
  low: close,
  close,
  volume: 1,
  closeTime: (i + 1) * day - 1,
});
const set = (closes: number[], source: CandleSet["source"] = "live"): CandleSet => ({
  data: closes.map((close, i) => candle(i, close)),
  source,
  fetchedAt: null,
});

describe("the last days of a candle set", () => {
  it("takes days + 1 closes, so the line spans the whole period", () => {
    expect(lastDays(set([1, 2, 3, 4, 5]), 2)).toEqual({ times: [2 * day, 3 * day, 4 * day], closes: [3, 4, 5] });
    expect(lastDays(set([1, 2, 3]), 7)).toEqual({ times: [0, day, 2 * day], closes: [1, 2, 3] });
    expect(lastDays(set([1, 2], "stale"), 1)).toEqual({ times: [0, day], closes: [1, 2] });
  });

  it("gives nothing for sample candles, a missing set or fewer than two candles", () => {
    expect(lastDays(set([1, 2, 3], "demo"), 2)).toBeNull();
    expect(lastDays(undefined, 2)).toBeNull();
    expect(lastDays(set([1]), 2)).toBeNull();
  });
});

describe("a series' change", () => {
  it("is the change from the first close to the last, up or down", () => {
    expect(seriesChange({ times: [0, 1, 2], closes: [80, 200, 100] })).toBeCloseTo(25, 10);
    expect(seriesChange({ times: [0, 1], closes: [100, 90] })).toBeCloseTo(-10, 10);
    expect(seriesChange({ times: [0, 1], closes: [0, 90] })).toBe(0);
  });
});
