import { describe, expect, it } from "vitest";
import type { Coin } from "~/lib/market/analysis";
import { calmPoints, gradeCounts, gradeFor, liquidityPoints, parseGradeFilter, rateCoin, rateCoins } from "~/lib/market/rating";

function coin(symbol: string, score: number | null, quoteVolume: number, high: number, low: number, last = 100): Coin {
  return {
    symbol,
    name: symbol.replace(/USDT$/, ""),
    lastPrice: last,
    priceChangePercent: 1,
    highPrice: high,
    lowPrice: low,
    volume: quoteVolume / last,
    quoteVolume,
    ...(score === null ? {} : { analysis: { score, trend: "neutral", recommendation: "Bekle", timeframe: "1-3 hafta", reasons: [] } }),
  };
}

describe("rating parts", () => {
  it("scores liquidity on a log scale between 1 million and 1 billion USDT", () => {
    expect(liquidityPoints(0)).toBe(0);
    expect(liquidityPoints(1_000_000)).toBe(0);
    expect(liquidityPoints(10_000_000)).toBeCloseTo(33.333, 2);
    expect(liquidityPoints(100_000_000)).toBeCloseTo(66.667, 2);
    expect(liquidityPoints(1_000_000_000)).toBe(100);
    expect(liquidityPoints(5_000_000_000)).toBe(100);
  });

  it("scores calm from the 24 h range: 3 % or less is 100, 20 % or more is 0", () => {
    expect(calmPoints(2)).toBe(100);
    expect(calmPoints(3)).toBe(100);
    expect(calmPoints(11.5)).toBe(50);
    expect(calmPoints(20)).toBe(0);
    expect(calmPoints(35)).toBe(0);
  });

  it("draws the grade lines at 75, 60, 45 and 30", () => {
    expect([90, 75, 74.9, 60, 59.9, 45, 44.9, 30, 29.9, 0].map(gradeFor)).toEqual(["A", "A", "B", "B", "C", "C", "D", "D", "E", "E"]);
  });
});

describe("rateCoin", () => {
  it("weights score 50 %, liquidity 30 % and calm 20 %, with a reason for each part", () => {
    // Score 80; 1 billion USDT → 100; range (103 - 97) / 100 = 6 % → (20 - 6) / 17 × 100 = 82,35.
    const rating = rateCoin(coin("BTCUSDT", 80, 1_000_000_000, 103, 97))!;
    expect(rating.parts).toEqual({ score: 80, liquidity: 100, calm: 82.4 });
    // 40 + 30 + 16,47 = 86,5
    expect(rating.total).toBe(86.5);
    expect(rating.grade).toBe("A");
    expect(rating.reasons).toEqual([
      "Analiz puanı 80/100 (olumlu)",
      "24 saatlik hacim 1\u00a0Mr USDT (yüksek likidite)",
      "Günlük fiyat aralığı %6,00 (sakin)",
    ]);
  });

  it("grades a thin, wild coin with a weak score low", () => {
    // Score 30; 10 million → 33,33; range 25 % → 0. 15 + 10 + 0 = 25.
    const rating = rateCoin(coin("WILDUSDT", 30, 10_000_000, 115, 90))!;
    expect(rating.total).toBe(25);
    expect(rating.grade).toBe("E");
    expect(rating.reasons[0]).toBe("Analiz puanı 30/100 (olumsuz)");
    expect(rating.reasons[2]).toBe("Günlük fiyat aralığı %25,00 (yüksek oynaklık)");
  });

  it("leaves coins without an analysis unrated and counts the grades", () => {
    expect(rateCoin(coin("QUIETUSDT", null, 200_000, 101, 99))).toBeNull();
    const ratings = rateCoins([coin("A1USDT", 80, 1e9, 101, 99), coin("Q1USDT", null, 1e6, 101, 99), coin("E1USDT", 20, 1e6, 130, 90)]);
    expect(ratings.map((r) => r.symbol)).toEqual(["A1USDT", "E1USDT"]);
    expect(gradeCounts(ratings)).toEqual({ A: 1, B: 0, C: 0, D: 0, E: 1 });
  });
});

describe("parseGradeFilter", () => {
  it("keeps known grades in order, any case, and reports unknown ones", () => {
    expect(parseGradeFilter(["c", "A", "A"])).toEqual({ grades: ["A", "C"], invalid: false });
    expect(parseGradeFilter(["Z", "B"])).toEqual({ grades: ["B"], invalid: true });
    expect(parseGradeFilter([])).toEqual({ grades: [], invalid: false });
  });
});
