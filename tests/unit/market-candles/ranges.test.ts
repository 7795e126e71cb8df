import { describe, expect, it } from "vitest";
import { priceRange, volatilityRanges } from "~/lib/market/ranges";

describe("volatility ranges", () => {
  it("takes σ of the log returns and scales it by √t", () => {
    // closes 100, 110, 99 → returns ln(1.1) = 0.09531, ln(0.9) = -0.10536
    // two values: sample σ = |a − b| / √2 = (ln 1.1 − ln 0.9) / √2 = 0.141896
    const sigma = (Math.log(1.1) - Math.log(0.9)) / Math.SQRT2;
    const result = volatilityRanges([100, 110, 99], [1, 7])!;
    expect(result.dailySigma).toBeCloseTo(sigma, 12);
    expect(result.dailySigma).toBeCloseTo(0.141896, 6);
    expect(result.lastClose).toBe(99);
    expect(result.returnsUsed).toBe(2);
    // 1 day: e^0.141896 = 1.152456, so 99 · e^(±σ) = 85.90 … 114.09; e^(2σ) = 1.328156, so 74.54 … 131.49
    expect(result.ranges[0]!.low1).toBeCloseTo(99 * Math.exp(-sigma), 10);
    expect(result.ranges[0]!.high1).toBeCloseTo(114.09, 2);
    expect(result.ranges[0]!.low2).toBeCloseTo(74.54, 2);
    expect(result.ranges[0]!.high2).toBeCloseTo(131.49, 2);
    // 7 days: spread σ·√7 = 0.375420 → 99 · e^(−0.375420) = 68.01, 99 · e^(0.375420) = 144.10
    expect(result.ranges[1]!.low1).toBeCloseTo(68.01, 2);
    expect(result.ranges[1]!.high1).toBeCloseTo(144.1, 2);
  });

  it("uses only the last 90 closes", () => {
    const wild = [1, 1000, 1, 1000];
    const calm = Array.from({ length: 90 }, (_, i) => 100 * 1.01 ** i);
    const result = volatilityRanges([...wild, ...calm])!;
    expect(result.returnsUsed).toBe(89);
    // Every return is ln 1.01: no spread at all, so every range is the last close.
    expect(result.dailySigma).toBeCloseTo(0, 12);
    expect(result.ranges[1]!.high2).toBeCloseTo(result.lastClose, 8);
  });

  it("draws the fan from the last close outwards, one step per day", () => {
    const result = volatilityRanges([100, 110, 99], [1, 7])!;
    expect(result.fan).toHaveLength(8);
    expect(result.fan[0]).toEqual(priceRange(99, result.dailySigma, 0));
    expect(result.fan[0]!.low2).toBe(99);
    expect(result.fan[7]).toEqual(result.ranges[1]);
    expect(volatilityRanges([100, 101])).toBeNull();
  });
});
