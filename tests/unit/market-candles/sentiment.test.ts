import { describe, expect, it } from "vitest";
import type { TickerNumbers } from "~/lib/market/analysis";
import { computeSentiment, sentimentLabel } from "~/lib/market/sentiment";

const coin = (change: number, quoteVolume: number, last: number, low: number, high: number): TickerNumbers => ({
  symbol: "XUSDT",
  lastPrice: last,
  priceChangePercent: change,
  highPrice: high,
  lowPrice: low,
  volume: 1,
  quoteVolume,
});

describe("computeSentiment", () => {
  it("averages breadth, weighted change, range position and the share above the 25-day average", () => {
    const coins = [
      coin(4, 300, 10, 8, 12), // gainer, position (10-8)/(12-8) = 50%
      coin(2, 100, 12, 8, 12), // gainer, at the high: 100%
      coin(-2, 100, 8, 8, 12), // loser, at the low: 0%
      coin(0, 0, 5, 5, 5), // unchanged, no range: left out of breadth and position
    ];
    // breadth: 2 gainers of 3 movers = 66.67
    // momentum: (4·300 + 2·100 − 2·100 + 0) / 500 = 2.4% → 50 + 2.4·5 = 62
    // position: (50 + 100 + 0) / 3 = 50
    // trend: 3 of 4 above → 75
    // value: (66.67 + 62 + 50 + 75) / 4 = 63.42 → 63, 'Açgözlülük'
    const result = computeSentiment({ coins, aboveAverage: { above: 3, total: 4 } })!;
    expect(result.parts.map((p) => [p.key, p.value])).toEqual([
      ["breadth", 67],
      ["momentum", 62],
      ["position", 50],
      ["trend", 75],
    ]);
    expect(result.value).toBe(63);
    expect(result.label).toBe("Açgözlülük");
    expect(result.parts[0]!.detail).toBe("2 coin yükseldi, 1 coin düştü.");
    expect(result.parts[1]!.detail).toBe("İşlem hacmine göre ağırlıklı 24 saatlik değişim +%2,4.");
    expect(result.parts[3]!.detail).toBe("İlk 4 coinin 3 tanesi 25 günlük ortalamasının üzerinde.");
  });

  it("leaves the trend part out when the candles are unknown, and caps momentum at ±10%", () => {
    // breadth 0, momentum −20% → 0, position 0 → value 0, 'Aşırı Korku'
    const result = computeSentiment({ coins: [coin(-20, 100, 1, 1, 2)], aboveAverage: null })!;
    expect(result.parts.map((p) => p.key)).toEqual(["breadth", "momentum", "position"]);
    expect(result.value).toBe(0);
    expect(result.label).toBe("Aşırı Korku");
    expect(computeSentiment({ coins: [], aboveAverage: null })).toBeNull();
  });

  it("names the bands", () => {
    expect([0, 24, 25, 44, 45, 55, 56, 75, 76, 100].map(sentimentLabel)).toEqual([
      "Aşırı Korku",
      "Aşırı Korku",
      "Korku",
      "Korku",
      "Nötr",
      "Nötr",
      "Açgözlülük",
      "Açgözlülük",
      "Aşırı Açgözlülük",
      "Aşırı Açgözlülük",
    ]);
  });
});
