import { describe, expect, it } from "vitest";
import type { Candle } from "~/lib/market/candles";
import { recordBacksCall, recordLine } from "~/lib/market/record-line";
import {
  bandRecords,
  calibrateRanges,
  closeBook,
  gradeRecords,
  measureCalls,
  recordSpan,
  replayCalls,
  signalBaseline,
  type CoinHistory,
} from "~/lib/market/track-record";

const DAY = 86_400_000;
const START = Date.UTC(2026, 0, 1);
const NOW = START + 100 * DAY;

/**
 * Daily candles of `days` days: each day opens at the last close and closes `step` × open; the high
 * and low are the open and close unless `low` widens the day downwards. Quote volume per day as given.
 */
function history(symbol: string, days: number, step: number, quoteVolume: number, low = 1): CoinHistory {
  const candles: Candle[] = [];
  let price = 100;
  for (let i = 0; i < days; i += 1) {
    const close = price * step;
    candles.push({
      openTime: START + i * DAY,
      open: price,
      high: Math.max(price, close),
      low: Math.min(price, close) * low,
      close,
      volume: quoteVolume / close,
      closeTime: START + (i + 1) * DAY - 1,
      quoteVolume,
    });
    price = close;
  }
  return { symbol, candles };
}

function recordOf(histories: CoinHistory[]) {
  const measured = measureCalls(replayCalls(histories, NOW), closeBook(histories, NOW));
  return { measured, bands: bandRecords(measured), grades: gradeRecords(measured) };
}

const band = (records: ReturnType<typeof bandRecords>, name: string) => records.find((r) => r.band === name)!;

describe("the replay of the score rule on daily candles", () => {
  it("a flat market: a flat day scores 50 + 5 (calm) + 20 (volume) + 5 (narrow range) = 80, Güçlü Al, and earns nothing", () => {
    // 40 days: the first 10 have their 30 days after them.
    const { measured, bands } = recordOf([history("AAAUSDT", 40, 1, 200e6), history("BBBUSDT", 40, 1, 1e6)]);
    expect(measured).toHaveLength(20);
    // A thin coin: 50 + 5 + 10 + 5 = 70, Al.
    expect(band(bands, "strong_buy")).toEqual({
      band: "strong_buy",
      label: "Güçlü Al",
      calls: 10,
      avgReturn7d: 0,
      avgReturn30d: 0,
      marketReturn30d: 0,
      hitRate30d: 0,
    });
    expect(band(bands, "buy")).toMatchObject({ calls: 10, avgReturn30d: 0, hitRate30d: 0 });
    expect(band(bands, "avoid")).toEqual({
      band: "avoid",
      label: "Uzak Dur",
      calls: 0,
      avgReturn7d: null,
      avgReturn30d: null,
      marketReturn30d: null,
      hitRate30d: null,
    });
    expect(recordSpan(measured)).toEqual({ from: "2026-01-01", to: "2026-01-10" });
  });

  it("a steady rise: +3 % a day scores 90 and beats a flat market by 1,03^30 - 1 = 142,7 % against 71,4 %", () => {
    const { bands, grades } = recordOf([history("UPUSDT", 40, 1.03, 200e6), history("FLATUSDT", 40, 1, 1e6)]);
    const strong = band(bands, "strong_buy");
    expect(strong.calls).toBe(10);
    expect(strong.avgReturn7d).toBeCloseTo(1.03 ** 7 - 1, 10);
    expect(strong.avgReturn30d).toBeCloseTo(1.03 ** 30 - 1, 10);
    expect(strong.marketReturn30d).toBeCloseTo((1.03 ** 30 - 1) / 2, 10);
    expect(strong.hitRate30d).toBe(1);
    // The flat coin's "Al" trailed the rising market every time.
    expect(band(bands, "buy")).toMatchObject({ calls: 10, avgReturn30d: 0, hitRate30d: 0 });
    // Rating: 90 × 0,5 + liquidity(200 M) 76,7 × 0,3 + calm(2,9 %) 100 × 0,2 = 88 → A.
    expect(grades.find((g) => g.grade === "A")).toMatchObject({ calls: 10, hitRate30d: 1 });
  });

  it("a crash: -10 % a day with a deep low scores 50 - 20 - 5 + 10 = 35, Dikkatli Ol, and trails the market", () => {
    const { bands } = recordOf([history("DOWNUSDT", 40, 0.9, 1e6, 0.9), history("FLATUSDT", 40, 1, 1e6)]);
    const careful = band(bands, "careful");
    expect(careful.calls).toBe(10);
    expect(careful.avgReturn30d).toBeCloseTo(0.9 ** 30 - 1, 10);
    expect(careful.marketReturn30d).toBeCloseTo((0.9 ** 30 - 1) / 2, 10);
    // A caution that the coin then trailed the market is a hit.
    expect(careful.hitRate30d).toBe(1);
    // "Bekle" says no direction: measured, but without a hit rate.
    expect(band(bands, "wait").hitRate30d).toBeNull();
  });

  it("leaves out the day still open and the calls whose 30 days are not over", () => {
    const rising = history("UPUSDT", 40, 1.03, 200e6);
    // "Now" inside the 40th day: that candle is still open, so 39 calls, of which 9 are measured.
    const now = START + 39 * DAY + 1000;
    const calls = replayCalls([rising], now);
    expect(calls).toHaveLength(39);
    expect(measureCalls(calls, closeBook([rising], now))).toHaveLength(9);
  });
});

describe("the calibration of the volatility ranges", () => {
  it("a price that swings by the same step each day stays inside its 1σ band every time", () => {
    const closes = Array.from({ length: 40 }, (_, i) => 100 * Math.exp(i % 2 ? 0.02 : 0));
    expect(calibrateRanges([closes], 1, 10)).toEqual({ days: 30, inside1Sigma: 1, inside2Sigma: 1 });
  });

  it("a jump after calm days falls outside both bands", () => {
    expect(calibrateRanges([[100, 100, 100, 100, 100, 110]], 1, 5)).toEqual({ days: 1, inside1Sigma: 0, inside2Sigma: 0 });
  });

  it("has nothing to say without the look-back", () => {
    expect(calibrateRanges([[100, 101]], 1, 5)).toEqual({ days: 0, inside1Sigma: null, inside2Sigma: null });
  });
});

describe("signals against buy-and-hold of the same coin", () => {
  it("a buy can only equal holding; a sell beats it when the coin falls", () => {
    expect(
      signalBaseline([
        { direction: "buy", openPrice: 100, closePrice: 110 },
        { direction: "sell", openPrice: 100, closePrice: 90 },
        { direction: "buy", openPrice: 100, closePrice: null },
      ]),
    ).toEqual({ closed: 2, hitRate: 0.5, avgReturn: expect.closeTo(0.1, 10), holdReturn: expect.closeTo(0, 10) });
    expect(signalBaseline([])).toEqual({ closed: 0, hitRate: null, avgReturn: null, holdReturn: null });
  });
});

describe("the record line", () => {
  it("reads as the issue writes it, and says plainly when there is no record", () => {
    expect(recordLine({ calls: 412, avgReturn30d: -0.012, marketReturn30d: 0.008, hitRate30d: 0.44 })).toBe(
      "Bu banttaki 412 geçmiş çağrı: 30 günde ort. -%1,2; aynı dönemde piyasa +%0,8; isabet %44",
    );
    expect(recordLine({ calls: 1200, avgReturn30d: 0, marketReturn30d: 0.1, hitRate30d: null }, "nottaki")).toBe(
      "Bu nottaki 1.200 geçmiş çağrı: 30 günde ort. %0,0; aynı dönemde piyasa +%10,0",
    );
    expect(recordLine(null)).toBe("Kayıt henüz hesaplanıyor");
    expect(recordBacksCall({ calls: 412, avgReturn30d: -0.012, marketReturn30d: 0.008, hitRate30d: 0.44 })).toBe(false);
    expect(recordBacksCall({ calls: 412, avgReturn30d: 0.02, marketReturn30d: 0.008, hitRate30d: 0.56 })).toBe(true);
  });
});
