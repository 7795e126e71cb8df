import { describe, expect, it } from "vitest";
import { backtestRecord, candleAsTicker, dailySteps, replaySignals, type Observation } from "~/lib/bots/backtest";
import { analyse } from "~/lib/market/analysis";

// The backtest's pure rules (moved from backtest.test.ts, which keeps the comparison with the live
// path's database rows), and the replay on observations written out by hand.
describe("the backtest's rules", () => {
  it("reads a daily candle as the day's ticker row and scores it with the live analysis", () => {
    const candle = { openTime: 0, open: 100, high: 112, low: 99, close: 110, volume: 2_000_000, closeTime: 86_399_999 };
    expect(candleAsTicker("SOLUSDT", candle)).toEqual({
      symbol: "SOLUSDT",
      lastPrice: 110,
      priceChangePercent: 10,
      highPrice: 112,
      lowPrice: 99,
      volume: 2_000_000,
      quoteVolume: 220_000_000,
    });
    const [step] = dailySteps("SOLUSDT", [candle]);
    expect(step.at.toISOString()).toBe("1970-01-01T23:59:59.999Z");
    expect(step.observations[0]).toMatchObject({ band: analyse(candleAsTicker("SOLUSDT", candle)).recommendation, price: 110 });
  });

  it("hit rate, average result and worst loss, seen from each signal's side", () => {
    const record = backtestRecord([
      { direction: "buy", openPrice: 100, closePrice: 110 },
      { direction: "sell", openPrice: 100, closePrice: 95 },
      { direction: "buy", openPrice: 100, closePrice: 80 },
      { direction: "buy", openPrice: 100, closePrice: null },
    ]);
    expect(record).toMatchObject({ closed: 3, hits: 2, worstLoss: -20 });
    expect(record.hitRate).toBeCloseTo(66.667, 3);
    expect(record.averageResult).toBeCloseTo(-5 / 3, 12);
  });
});

describe("replaying the band rule", () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 10) + minutes * 60_000);
  const seen = (band: string, price = 100, score = 50, symbol = "BTCUSDT"): Observation => ({ symbol, band, score, price });
  const step = (minutes: number, ...observations: Observation[]) => ({ at: at(minutes), observations });

  it("opens nothing on the first sight of a coin, nor while its band stays", () => {
    expect(replaySignals([step(0, seen("Bekle")), step(120, seen("Bekle"))])).toEqual([]);
  });

  it("opens a buy on a move up and a sell on a move down, closing the one before at the new price", () => {
    const signals = replaySignals([step(0, seen("Bekle")), step(120, seen("Al", 110, 72.5)), step(240, seen("Dikkatli Ol", 99, 30.4))]);
    expect(signals).toEqual([
      {
        symbol: "BTCUSDT",
        direction: "buy",
        fromBand: "Bekle",
        toBand: "Al",
        score: 73,
        openPrice: 110,
        openedAt: "2026-11-20T12:00:00.000Z",
        closePrice: 99,
        closedAt: "2026-11-20T14:00:00.000Z",
      },
      {
        symbol: "BTCUSDT",
        direction: "sell",
        fromBand: "Al",
        toBand: "Dikkatli Ol",
        score: 30,
        openPrice: 99,
        openedAt: "2026-11-20T14:00:00.000Z",
        closePrice: null,
        closedAt: null,
      },
    ]);
  });

  it("keeps the quiet hour after a signal, and signals again once it has passed", () => {
    const quiet = replaySignals([step(0, seen("Bekle")), step(10, seen("Al")), step(69, seen("Bekle"))]);
    expect(quiet.map((s) => s.toBand)).toEqual(["Al"]);
    const after = replaySignals([step(0, seen("Bekle")), step(10, seen("Al")), step(70, seen("Bekle", 95))]);
    expect(after.map((s) => [s.toBand, s.openedAt])).toEqual([
      ["Al", "2026-11-20T10:10:00.000Z"],
      ["Bekle", "2026-11-20T11:10:00.000Z"],
    ]);
    expect(after[0]).toMatchObject({ closePrice: 95, closedAt: "2026-11-20T11:10:00.000Z" });
  });

  it("keeps the quiet hour through a snapshot where the band stays", () => {
    const signals = replaySignals([step(0, seen("Bekle")), step(10, seen("Al")), step(20, seen("Al")), step(30, seen("Bekle"))]);
    expect(signals.map((s) => s.toBand)).toEqual(["Al"]);
  });

  it("passes over an observation with an unknown band or no price, even as the first sight", () => {
    expect(replaySignals([step(0, seen("Bilinmez")), step(120, seen("Al"))])).toEqual([]);
    expect(replaySignals([step(0, seen("Bekle", 0)), step(120, seen("Al"))])).toEqual([]);
    expect(replaySignals([step(0, seen("Bekle", Number.NaN)), step(120, seen("Al"))])).toEqual([]);
    expect(replaySignals([step(0, seen("Bekle")), step(120, seen("Al", -1)), step(240, seen("Bilinmez"))])).toEqual([]);
  });

  it("follows each coin on its own", () => {
    const signals = replaySignals([
      step(0, seen("Bekle"), seen("Al", 10, 60, "ETHUSDT")),
      step(120, seen("Güçlü Al", 120), seen("Al", 11, 60, "ETHUSDT")),
      step(240, seen("Güçlü Al", 130), seen("Uzak Dur", 9, 10, "ETHUSDT")),
    ]);
    expect(signals.map((s) => [s.symbol, s.direction, s.fromBand, s.toBand, s.closePrice])).toEqual([
      ["BTCUSDT", "buy", "Bekle", "Güçlü Al", null],
      ["ETHUSDT", "sell", "Al", "Uzak Dur", null],
    ]);
  });
});

describe("candles and records at their edges", () => {
  it("reads a candle without an opening price as no change, and takes the exchange's quote volume when sent", () => {
    const candle = { openTime: 0, open: 0, high: 5, low: 0, close: 4, volume: 10, closeTime: 1, quoteVolume: 33 };
    expect(candleAsTicker("XUSDT", candle)).toMatchObject({ priceChangePercent: 0, quoteVolume: 33 });
    expect(candleAsTicker("XUSDT", { ...candle, open: 5 }).priceChangePercent).toBe(-20);
    expect(dailySteps("XUSDT", [])).toEqual([]);
  });

  it("has no worst loss without a closed signal, and takes the lowest result from each side", () => {
    expect(backtestRecord([{ direction: "buy", openPrice: 100, closePrice: null }])).toEqual({
      closed: 0,
      hits: 0,
      hitRate: null,
      averageResult: null,
      worstLoss: null,
    });
    expect(
      backtestRecord([
        { direction: "sell", openPrice: 100, closePrice: 130 },
        { direction: "buy", openPrice: 100, closePrice: 90 },
        { direction: "buy", openPrice: 100, closePrice: 150 },
      ]).worstLoss,
    ).toBe(-30);
    expect(backtestRecord([{ direction: "buy", openPrice: 100, closePrice: 105 }]).worstLoss).toBe(5);
  });
});
