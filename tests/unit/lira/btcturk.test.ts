import { describe, expect, it } from "vitest";
import { BtcTurkShapeError, liraTickerSchema, parseBtcTurkTicker } from "~/lib/lira/btcturk";

// BtcTurk's all-pairs ticker, pure, with rows written out here as its documentation shows them
// (lira.test.ts reads the fake exchange's rows).
const row = (numeratorSymbol: string, denominatorSymbol: string, last: number, extra: Record<string, unknown> = {}) => ({
  pair: `${numeratorSymbol}${denominatorSymbol}`,
  pairNormalized: `${numeratorSymbol}_${denominatorSymbol}`,
  numeratorSymbol,
  denominatorSymbol,
  last,
  ...extra,
});

describe("BtcTurk's ticker rows", () => {
  it("reads a TRY pair with every figure, and one without the optional figures as unknown", () => {
    const ticker = parseBtcTurkTicker({
      success: true,
      data: [
        row("BTC", "TRY", 2_222_585.42, {
          bid: 2_222_000,
          ask: 2_223_000,
          volume: 123.4,
          dailyPercent: -2.1,
          timestamp: 1_764_086_400_000,
        }),
        row("eth", " try ", 120_000, { bid: null, ask: null, volume: null, dailyPercent: null, timestamp: null }),
        row("SOL", "TRY", 7000),
      ],
    });
    expect(ticker).toEqual({
      quotes: [
        { base: "BTC", last: 2_222_585.42, bid: 2_222_000, ask: 2_223_000, volume: 123.4, changePercent: -2.1, time: 1_764_086_400_000 },
        { base: "ETH", last: 120_000, bid: null, ask: null, volume: null, changePercent: null, time: null },
        { base: "SOL", last: 7000, bid: null, ask: null, volume: null, changePercent: null, time: null },
      ],
      skipped: 0,
    });
    expect(liraTickerSchema.parse(ticker)).toEqual(ticker);
  });

  it("ignores other quote currencies without counting them, and keeps a coin's last row", () => {
    const ticker = parseBtcTurkTicker({
      data: [row("BTC", "USDT", 90_000), row("BTC", "TRY", 1), row("BTC", "TRY", 2), row("ETH", "USDT", 3000)],
    });
    expect(ticker).toEqual({
      quotes: [{ base: "BTC", last: 2, bid: null, ask: null, volume: null, changePercent: null, time: null }],
      skipped: 0,
    });
  });

  it("drops and counts a row with a bad price, figure or symbol", () => {
    const bad = [
      row("A", "TRY", 0),
      row("B", "TRY", -1),
      { ...row("C", "TRY", 1), last: "1" },
      row("D", "TRY", 1, { bid: 0 }),
      row("E", "TRY", 1, { ask: -5 }),
      row("F", "TRY", 1, { volume: -1 }),
      row("G", "TRY", 1, { timestamp: 1.5 }),
      row("H", "TRY", 1, { timestamp: -1 }),
      row("", "TRY", 1),
      row("I", "", 1),
      row("X".repeat(21), "TRY", 1),
      row("I", "T".repeat(21), 1),
      row("BT-C", "TRY", 1),
      row("ÇAY", "TRY", 1),
      null,
      "BTCTRY",
    ];
    expect(parseBtcTurkTicker({ data: [...bad, row("OK", "TRY", 1, { volume: 0, dailyPercent: 0, timestamp: 0 })] })).toEqual({
      quotes: [{ base: "OK", last: 1, bid: null, ask: null, volume: 0, changePercent: 0, time: 0 }],
      skipped: bad.length,
    });
    expect(parseBtcTurkTicker({ data: [row("X".repeat(20), "TRY", 1)] }).quotes[0]!.base).toBe("X".repeat(20));
    expect(parseBtcTurkTicker({ data: [row("1INCH", "TRY", 1)] }).skipped).toBe(0);
  });

  it("refuses the answer as a whole when it is not a ticker, in Turkish", () => {
    for (const raw of [{ success: false, data: [] }, { data: "x" }, {}, "<html>", null]) {
      expect(() => parseBtcTurkTicker(raw)).toThrow(BtcTurkShapeError);
      expect(() => parseBtcTurkTicker(raw)).toThrow("BtcTurk anlaşılmayan bir yanıt verdi.");
    }
    expect(new BtcTurkShapeError("x").name).toBe("BtcTurkShapeError");
    expect(parseBtcTurkTicker({ data: [] })).toEqual({ quotes: [], skipped: 0 });
  });

  it("checks a stored ticker's shape when it is read back", () => {
    expect(liraTickerSchema.safeParse({ quotes: [], skipped: -1 }).success).toBe(false);
    expect(liraTickerSchema.safeParse({ quotes: [], skipped: 1.5 }).success).toBe(false);
    expect(liraTickerSchema.safeParse({ quotes: [{ base: "BTC", last: 1 }], skipped: 0 }).success).toBe(false);
  });
});
