import { describe, expect, it } from "vitest";
import { demoCandles, INTERVAL_MS, parseKlines } from "~/lib/market/candles";

// The exchange's klines answer and the sample candles shown when it never answered, pure (the
// candle source's tests reach them through a fake exchange).
const row = (openTime: number, open: string, high: string, low: string, close: string, ...rest: unknown[]) => [
  openTime,
  open,
  high,
  low,
  close,
  "12.5",
  openTime + 59_999,
  ...rest,
];

describe("reading the exchange's klines", () => {
  it("reads each row's numbers, with the quote volume when the exchange sent it", () => {
    expect(parseKlines([row(60_000, "10", "12", "9", "11", "137.5", 42, "ignored"), row(120_000, "11", "11", "11", "11")])).toEqual([
      { openTime: 60_000, open: 10, high: 12, low: 9, close: 11, volume: 12.5, closeTime: 119_999, quoteVolume: 137.5 },
      { openTime: 120_000, open: 11, high: 11, low: 11, close: 11, volume: 12.5, closeTime: 179_999 },
    ]);
  });

  it("leaves out a quote volume that is not a non-negative decimal string", () => {
    expect(parseKlines([row(0, "1", "1", "1", "1", 5)])[0]).not.toHaveProperty("quoteVolume");
    expect(parseKlines([row(0, "1", "1", "1", "1", "-1")])[0]).not.toHaveProperty("quoteVolume");
    expect(parseKlines([row(0, "1", "1", "1", "1", "x")])[0]).not.toHaveProperty("quoteVolume");
    expect(parseKlines([row(0, "1", "1", "1", "1", "0")])[0]).toHaveProperty("quoteVolume", 0);
  });

  it("refuses prices that are not plain non-negative decimals", () => {
    for (const bad of ["1e3", "abc", "1.", ".5", "-1", " 1", "1 ", ""])
      expect(() => parseKlines([row(0, bad, "2", "0", "1")]), bad).toThrow();
    expect(parseKlines([row(0, "0.5", "2.25", "0", "1")])[0]).toMatchObject({ open: 0.5, high: 2.25, low: 0 });
    // The volume, which no candle rule checks: neither negative nor beyond a double.
    expect(() => parseKlines([[0, "1", "1", "1", "1", "-1", 10]])).toThrow();
    expect(() => parseKlines([[0, "1", "1", "1", "1", `1${"0".repeat(400)}`, 10]])).toThrow();
    expect(parseKlines([[0, "1", "1", "1", "1", "0", 10]])[0]!.volume).toBe(0);
    expect(() => parseKlines([[0.5, "1", "1", "1", "1", "1", 10]])).toThrow();
    expect(() => parseKlines([[-1, "1", "1", "1", "1", "1", 10]])).toThrow();
    expect(() => parseKlines([[0, "1", "1", "1", "1", "1"]])).toThrow();
  });

  it("refuses a candle whose high, low, open, close and times do not fit together", () => {
    expect(() => parseKlines([row(0, "1", "1", "2", "1")])).toThrow(); // high under low
    expect(() => parseKlines([row(0, "3", "2", "1", "1")])).toThrow(); // open over high
    expect(() => parseKlines([row(0, "1", "2", "1", "3")])).toThrow(); // close over high
    expect(() => parseKlines([row(0, "0.5", "2", "1", "1")])).toThrow(); // open under low
    expect(() => parseKlines([row(0, "1", "2", "1", "0.5")])).toThrow(); // close under low
    expect(parseKlines([row(0, "1", "2", "1", "2")])[0]!.close).toBe(2); // close at the high, open at the low
    expect(() => parseKlines([[100, "1", "1", "1", "1", "1", 100]])).toThrow(); // closes when it opens
    expect(parseKlines([[100, "1", "1", "1", "1", "1", 101]])[0]!.closeTime).toBe(101);
  });

  it("refuses an empty answer and candles out of order or repeated", () => {
    expect(() => parseKlines([])).toThrow();
    expect(() => parseKlines([row(120_000, "1", "1", "1", "1"), row(60_000, "1", "1", "1", "1")])).toThrow();
    expect(() => parseKlines([row(60_000, "1", "1", "1", "1"), row(60_000, "1", "1", "1", "1")])).toThrow();
    expect(parseKlines([row(60_000, "1", "1", "1", "1"), row(60_001, "1", "1", "1", "1")])).toHaveLength(2);
  });
});

describe("sample candles", () => {
  const end = Date.UTC(2026, 10, 28, 9, 30);

  it("spans whole intervals up to the one that holds the end time", () => {
    expect(INTERVAL_MS).toEqual({ "1d": 86_400_000, "4h": 14_400_000, "1h": 3_600_000 });
    const daily = demoCandles("BTCUSDT", "1d", 3, 100, end);
    expect(daily.map((c) => [c.openTime, c.closeTime])).toEqual([
      [Date.UTC(2026, 10, 26), Date.UTC(2026, 10, 27) - 1],
      [Date.UTC(2026, 10, 27), Date.UTC(2026, 10, 28) - 1],
      [Date.UTC(2026, 10, 28), Date.UTC(2026, 10, 29) - 1],
    ]);
    const fourHourly = demoCandles("BTCUSDT", "4h", 2, 100, end);
    expect(fourHourly.map((c) => c.openTime)).toEqual([Date.UTC(2026, 10, 28, 4), Date.UTC(2026, 10, 28, 8)]);
    expect(demoCandles("BTCUSDT", "1h", 1, 100, end)[0]!.openTime).toBe(Date.UTC(2026, 10, 28, 9));
  });

  it("waves around the last price and ends on it", () => {
    const candles = demoCandles("ETHUSDT", "1d", 10, 100, end);
    expect(candles).toHaveLength(10);
    expect(candles[9]!.close).toBeCloseTo(100, 9);
    expect(candles[0]!.close).toBeCloseTo(93.4256, 4); // 100 × (1 − sin(1) × 0.06 − sin(9/23) × 0.04)
    expect(candles[5]!.close).toBeCloseTo(97.4528, 4);
    expect(demoCandles("ETHUSDT", "1d", 1, 2500, end)[0]!.close).toBeCloseTo(2500, 9);
  });

  it("takes 100 as the price when there is none", () => {
    expect(demoCandles("X", "1d", 1, 0, end)[0]!.close).toBeCloseTo(100, 9);
    expect(demoCandles("X", "1d", 1, -5, end)[0]!.close).toBeCloseTo(100, 9);
    expect(demoCandles("X", "1d", 1, 0.5, end)[0]!.close).toBeCloseTo(0.5, 9);
  });

  it("keeps each candle consistent: open within 1 % of the close, high and low around both, volume 1000 to 2000", () => {
    for (const c of demoCandles("SOLUSDT", "1h", 200, 150, end)) {
      expect(Math.abs(c.open / c.close - 1)).toBeLessThanOrEqual(0.01);
      expect(c.high).toBeGreaterThanOrEqual(Math.max(c.open, c.close));
      expect(c.high).toBeLessThanOrEqual(Math.max(c.open, c.close) * 1.01);
      expect(c.low).toBeLessThanOrEqual(Math.min(c.open, c.close));
      expect(c.low).toBeGreaterThanOrEqual(Math.min(c.open, c.close) * 0.99);
      expect(c.volume).toBeGreaterThanOrEqual(1000);
      expect(c.volume).toBeLessThanOrEqual(2000);
      expect(Number.isInteger(c.volume)).toBe(true);
    }
  });

  it("is the same for a symbol every time and different for another symbol or interval", () => {
    const once = demoCandles("BTCUSDT", "1d", 5, 100, end);
    expect(demoCandles("BTCUSDT", "1d", 5, 100, end)).toEqual(once);
    const other = demoCandles("ETHUSDT", "1d", 5, 100, end);
    expect(other.map((c) => c.open)).not.toEqual(once.map((c) => c.open));
    expect(other.map((c) => c.close)).toEqual(once.map((c) => c.close));
    expect(demoCandles("BTCUSDT", "4h", 5, 100, end).map((c) => c.open)).not.toEqual(once.map((c) => c.open));
    // The opens do not all sit on one side of the closes: the noise is centred.
    const opens = demoCandles("BTCUSDT", "1h", 200, 100, end);
    expect(opens.some((c) => c.open > c.close)).toBe(true);
    expect(opens.some((c) => c.open < c.close)).toBe(true);
    expect(new Set(opens.map((c) => c.volume)).size).toBeGreaterThan(100);
  });
});
