import { describe, expect, it } from "vitest";
import { ema, lastValue, logReturns, macd, mean, rsi, sma, standardDeviation } from "~/lib/market/indicators";

// Each expected value below is worked out by hand in the comment beside it.
const close = (actual: Array<number | null>, expected: Array<number | null>) => {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((value, i) => {
    if (expected[i] === null) expect(value).toBeNull();
    else expect(value).toBeCloseTo(expected[i]!, 10);
  });
};

describe("sma", () => {
  it("averages the last n values", () => {
    // (1+2+3)/3 = 2, (2+3+4)/3 = 3, (3+4+5)/3 = 4
    close(sma([1, 2, 3, 4, 5], 3), [null, null, 2, 3, 4]);
    // (10+20)/2 = 15, (20+60)/2 = 40
    close(sma([10, 20, 60], 2), [null, 15, 40]);
  });

  it("has nothing until it has n values, and refuses a bad period", () => {
    close(sma([1, 2], 3), [null, null]);
    expect(() => sma([1, 2, 3], 0)).toThrow(RangeError);
  });
});

describe("ema", () => {
  it("starts from the simple average and then weighs 2/(n+1)", () => {
    // n = 3, k = 0.5. Seed (2+4+6)/3 = 4; 8·0.5 + 4·0.5 = 6; 12·0.5 + 6·0.5 = 9
    close(ema([2, 4, 6, 8, 12], 3), [null, null, 4, 6, 9]);
  });
});

describe("rsi (Wilder)", () => {
  it("matches the hand computation", () => {
    // changes: +1, -1, +2, +1, -1 (period 3)
    // first averages over 3 changes: gain (1+0+2)/3 = 1, loss (0+1+0)/3 = 1/3, RS 3 → 100 - 100/4 = 75
    // next (+1): gain (1·2+1)/3 = 1, loss (1/3·2+0)/3 = 2/9, RS 4.5 → 100 - 100/5.5 = 81.8181…
    // next (-1): gain (1·2+0)/3 = 2/3, loss (2/9·2+1)/3 = 13/27, RS 18/13 → 100 - 1300/31 = 58.0645…
    close(rsi([10, 11, 10, 12, 13, 12], 3), [null, null, null, 75, 100 - 100 / 5.5, 100 - 1300 / 31]);
  });

  it("is 100 with no losses and 50 with no moves", () => {
    expect(lastValue(rsi([1, 2, 3, 4, 5], 3))).toBe(100);
    expect(lastValue(rsi([5, 5, 5, 5, 5], 3))).toBe(50);
    expect(rsi([1, 2, 3], 14)).toEqual([null, null, null]);
  });
});

describe("macd", () => {
  it("is EMA(fast) - EMA(slow) with an EMA signal line", () => {
    // prices 2, 4, 8, 4, 2, 4 with (fast 2, slow 3, signal 2)
    // EMA2 (k 2/3): seed (2+4)/2 = 3; 19/3; 43/9; 79/27; 295/81
    // EMA3 (k 1/2): seed (2+4+8)/3 = 14/3; 13/3; 19/6; 43/12
    // MACD: 19/3-14/3 = 5/3; 43/9-13/3 = 4/9; 79/27-19/6 = -13/54; 295/81-43/12 = 19/324
    // signal (EMA2 of MACD): seed (5/3+4/9)/2 = 19/18; -13/54·2/3 + 19/54 = 31/162; 19/324·2/3 + 31/486 = 25/243
    const result = macd([2, 4, 8, 4, 2, 4], 2, 3, 2);
    close(result.macd, [null, null, 5 / 3, 4 / 9, -13 / 54, 19 / 324]);
    close(result.signal, [null, null, null, 19 / 18, 31 / 162, 25 / 243]);
    close(result.histogram, [null, null, null, 4 / 9 - 19 / 18, -13 / 54 - 31 / 162, 19 / 324 - 25 / 243]);
  });

  it("needs slow + signal - 1 values for its first signal with the default (12, 26, 9)", () => {
    const prices = Array.from({ length: 40 }, (_, i) => 100 + i);
    const result = macd(prices);
    expect(result.macd.findIndex((v) => v !== null)).toBe(25);
    expect(result.signal.findIndex((v) => v !== null)).toBe(33);
    // A steady climb: EMA12 sits above EMA26 by a constant (26-12)/2 = 7 steps of 1.
    expect(lastValue(result.macd)).toBeCloseTo(7, 6);
  });
});

describe("log returns and standard deviation", () => {
  it("takes ln of each price over the one before", () => {
    // ln(110/100) = 0.0953101798, ln(99/110) = ln(0.9) = -0.1053605157
    const returns = logReturns([100, 110, 99]);
    expect(returns[0]).toBeCloseTo(0.0953101798, 9);
    expect(returns[1]).toBeCloseTo(-0.1053605157, 9);
    expect(() => logReturns([1, 0])).toThrow(RangeError);
  });

  it("uses the sample standard deviation", () => {
    // mean 5, squared deviations 9+1+1+1+0+0+4+16 = 32, 32/7 → √(32/7) = 2.1380899…
    expect(mean([2, 4, 4, 4, 5, 5, 7, 9])).toBe(5);
    expect(standardDeviation([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(Math.sqrt(32 / 7), 12);
    expect(standardDeviation([1])).toBeNaN();
  });
});
