import { describe, expect, it } from "vitest";
import { analyse } from "~/lib/market/analysis";
import { RANGE_REASONS, rangePosition } from "~/lib/market/range-position";

const row = (lastPrice: number, lowPrice: number, highPrice: number) => ({
  symbol: "XYZUSDT",
  lastPrice,
  priceChangePercent: 0,
  highPrice,
  lowPrice,
  volume: 1,
  quoteVolume: 10_000_000,
});

describe("range position rule", () => {
  it("reads near the high as resistance and near the low as support", () => {
    expect(rangePosition(row(99, 80, 100))).toEqual({ points: -5, reason: RANGE_REASONS.high });
    expect(rangePosition(row(81, 80, 100))).toEqual({ points: 10, reason: RANGE_REASONS.low });
    expect(rangePosition(row(90, 80, 100))).toBeNull();
  });

  it("merges the two into one line in a narrow range, keeping their summed points", () => {
    // 100-104: 102 is within 5% of both ends.
    expect(rangePosition(row(102, 100, 104))).toEqual({ points: 5, reason: RANGE_REASONS.narrow });
  });

  it("never puts the contradicting reasons side by side on one coin", () => {
    const { reasons, score } = analyse(row(102, 100, 104));
    expect(reasons).toContain(RANGE_REASONS.narrow);
    expect(reasons).not.toContain(RANGE_REASONS.high);
    expect(reasons).not.toContain(RANGE_REASONS.low);
    // 50 + 0 change (3.9% range: neither low nor high volatility) + 10 volume + 5 narrow range.
    expect(score).toBe(65);
  });

  it("ignores a missing range", () => {
    expect(rangePosition(row(0, 0, 0))).toBeNull();
  });
});
