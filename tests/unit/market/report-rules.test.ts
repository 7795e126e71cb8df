import { describe, expect, it } from "vitest";
import { buildCoins, type Coin } from "~/lib/market/analysis";
import { buildReport, marketBreadth, MAX_RATING_CHANGES, ratingChanges, REPORT_LIST_SIZE, signedPercent } from "~/lib/market/report";

// The daily market report's rules, pure (moved from report.test.ts, which keeps the service's
// tests against a fake exchange and a database).
const coins = buildCoins([
  { symbol: "BTCUSDT", lastPrice: 100, priceChangePercent: 2, highPrice: 101, lowPrice: 99, volume: 10, quoteVolume: 3_000_000 },
  { symbol: "ETHUSDT", lastPrice: 10, priceChangePercent: -4, highPrice: 11, lowPrice: 9, volume: 10, quoteVolume: 1_000_000 },
  { symbol: "SOLUSDT", lastPrice: 1, priceChangePercent: 0, highPrice: 1.1, lowPrice: 0.9, volume: 10, quoteVolume: 1_000_000 },
]);

describe("report maths", () => {
  it("counts breadth, with the average, the median and the volume-weighted change", () => {
    expect(marketBreadth(coins)).toEqual({
      coins: 3,
      gainers: 1,
      losers: 1,
      unchanged: 1,
      averageChange: -2 / 3,
      medianChange: 0,
      // (2 × 3M - 4 × 1M + 0) / 5M = 0.4
      volumeWeightedChange: 0.4,
      totalQuoteVolume: 5_000_000,
    });
  });

  it("lists grade moves against the previous report, biggest first", () => {
    const current = [
      { symbol: "AUSDT", name: "A", grade: "B" as const, quoteVolume: 5 },
      { symbol: "BUSDT", name: "B", grade: "E" as const, quoteVolume: 1 },
      { symbol: "CUSDT", name: "C", grade: "C" as const, quoteVolume: 9 },
      { symbol: "NEWUSDT", name: "New", grade: "A" as const, quoteVolume: 9 },
    ];
    expect(ratingChanges({ AUSDT: "A", BUSDT: "B", CUSDT: "C" }, current)).toEqual([
      { symbol: "BUSDT", name: "B", from: "B", to: "E" },
      { symbol: "AUSDT", name: "A", from: "A", to: "B" },
    ]);
  });

  it("writes movers, leaders, a Turkish summary and an empty sentiment slot", () => {
    const report = buildReport({
      date: "2026-11-23",
      snapshotAt: "2026-11-23T09:00:00Z",
      source: "live",
      coins,
      usdTry: 34,
      previous: undefined,
      sentiment: null,
    });
    expect(report.topGainers.map((c) => c.symbol)).toEqual(["BTCUSDT"]);
    expect(report.topLosers.map((c) => c.symbol)).toEqual(["ETHUSDT"]);
    expect(report.volumeLeaders.map((c) => c.symbol)).toEqual(["BTCUSDT", "ETHUSDT", "SOLUSDT"]);
    expect(report.summary).toBe(
      "3 USDT paritesinden 1 tanesi yükseldi, 1 tanesi düştü; ortalama 24 saatlik değişim -%0,67, hacim ağırlıklı değişim +%0,40. Günün en çok yükseleni Bitcoin (+%2,00). En çok düşen Ethereum (-%4,00).",
    );
    expect(report.previousDate).toBeNull();
    expect(report.sentiment).toBeNull();
    expect(Object.keys(report.grades).sort()).toEqual(["BTCUSDT", "ETHUSDT", "SOLUSDT"]);
  });
});

const coin = (symbol: string, priceChangePercent: number, quoteVolume: number): Coin => ({
  symbol,
  name: symbol.replace(/USDT$/, ""),
  lastPrice: 1,
  priceChangePercent,
  highPrice: 1.1,
  lowPrice: 0.9,
  volume: 1,
  quoteVolume,
});

describe("signed percentages", () => {
  it("writes the sign a Turkish reader expects on both sides of zero", () => {
    expect(signedPercent(1.5)).toBe("+%1,50");
    expect(signedPercent(-1.5)).toBe("-%1,50");
    expect(signedPercent(0)).toBe("%0,00");
    expect(signedPercent(0.004)).toBe("+%0,00");
    expect(signedPercent(-12.345)).toBe("-%12,35");
  });
});

describe("market breadth", () => {
  it("takes the mean of the middle two changes when the count is even", () => {
    const breadth = marketBreadth([coin("AUSDT", 3, 1), coin("BUSDT", -1, 1), coin("CUSDT", 5, 1), coin("DUSDT", 1, 1)]);
    expect(breadth.medianChange).toBe(2);
    expect(breadth.averageChange).toBe(2);
    expect(breadth.volumeWeightedChange).toBe(2);
    expect([breadth.gainers, breadth.losers, breadth.unchanged]).toEqual([3, 1, 0]);
  });

  it("takes the middle change of an odd count, sorted by value rather than as text", () => {
    expect(marketBreadth([coin("AUSDT", 10, 1), coin("BUSDT", 9, 1), coin("CUSDT", -20, 1)]).medianChange).toBe(9);
    expect(marketBreadth([coin("AUSDT", 7, 1)]).medianChange).toBe(7);
  });

  it("is all zeros for no coins, and for coins with no volume the weighted change is zero", () => {
    expect(marketBreadth([])).toEqual({
      coins: 0,
      gainers: 0,
      losers: 0,
      unchanged: 0,
      averageChange: 0,
      medianChange: 0,
      volumeWeightedChange: 0,
      totalQuoteVolume: 0,
    });
    expect(marketBreadth([coin("AUSDT", 4, 0)]).volumeWeightedChange).toBe(0);
  });
});

describe("grade moves", () => {
  it("orders equal moves by volume, and keeps the first ten", () => {
    const current = Array.from({ length: 12 }, (_, i) => ({ symbol: `C${i}USDT`, name: `C${i}`, grade: "B" as const, quoteVolume: i }));
    const previous = Object.fromEntries(current.map((rating) => [rating.symbol, "A" as const]));
    const changes = ratingChanges(previous, current);
    expect(MAX_RATING_CHANGES).toBe(10);
    expect(changes.map((change) => change.symbol)).toEqual([
      "C11USDT",
      "C10USDT",
      "C9USDT",
      "C8USDT",
      "C7USDT",
      "C6USDT",
      "C5USDT",
      "C4USDT",
      "C3USDT",
      "C2USDT",
    ]);
  });

  it("orders by the size of the move, not by where the grades sit", () => {
    const current = [
      { symbol: "LOWUSDT", name: "Low", grade: "E" as const, quoteVolume: 1 },
      { symbol: "TOPUSDT", name: "Top", grade: "C" as const, quoteVolume: 0 },
    ];
    // Top moved two grades (A to C), Low one (D to E), though Low's grades sit further down.
    expect(ratingChanges({ LOWUSDT: "D", TOPUSDT: "A" }, current).map((change) => change.symbol)).toEqual(["TOPUSDT", "LOWUSDT"]);
    expect(ratingChanges({ LOWUSDT: "D", TOPUSDT: "A" }, [...current].reverse()).map((change) => change.symbol)).toEqual([
      "TOPUSDT",
      "LOWUSDT",
    ]);
  });

  it("measures a move up and a move down alike", () => {
    const current = [
      { symbol: "UPUSDT", name: "Up", grade: "A" as const, quoteVolume: 1 },
      { symbol: "DOWNUSDT", name: "Down", grade: "D" as const, quoteVolume: 2 },
      { symbol: "BIGUSDT", name: "Big", grade: "A" as const, quoteVolume: 0 },
    ];
    expect(ratingChanges({ UPUSDT: "C", DOWNUSDT: "B", BIGUSDT: "E" }, current)).toEqual([
      { symbol: "BIGUSDT", name: "Big", from: "E", to: "A" },
      { symbol: "DOWNUSDT", name: "Down", from: "B", to: "D" },
      { symbol: "UPUSDT", name: "Up", from: "C", to: "A" },
    ]);
  });
});

describe("the day's report", () => {
  const many = [
    ...[1, 2, 3, 4, 5, 6].map((n) => coin(`G${n}USDT`, n, 1000 * n)),
    ...[1, 2, 3, 4, 5, 6].map((n) => coin(`L${n}USDT`, -n, 100 * n)),
    coin("ZUSDT", 0, 50_000),
  ];

  it("lists the five biggest risers, fallers and volumes, the biggest first", () => {
    const report = buildReport({
      date: "2026-11-28",
      snapshotAt: "t",
      source: "stale",
      coins: many,
      usdTry: null,
      previous: undefined,
      sentiment: null,
    });
    expect(REPORT_LIST_SIZE).toBe(5);
    expect(report.topGainers.map((c) => c.symbol)).toEqual(["G6USDT", "G5USDT", "G4USDT", "G3USDT", "G2USDT"]);
    expect(report.topLosers.map((c) => c.symbol)).toEqual(["L6USDT", "L5USDT", "L4USDT", "L3USDT", "L2USDT"]);
    expect(report.volumeLeaders.map((c) => c.symbol)).toEqual(["ZUSDT", "G6USDT", "G5USDT", "G4USDT", "G3USDT"]);
    expect(report.topGainers[0]).toEqual({ symbol: "G6USDT", name: "G6", lastPrice: 1, priceChangePercent: 6, quoteVolume: 6000 });
    expect(report).toMatchObject({ date: "2026-11-28", snapshotAt: "t", source: "stale", usdTry: null, aiSummary: null });
  });

  it("names no riser or faller on a day without one", () => {
    const flat = buildReport({
      date: "d",
      snapshotAt: "t",
      source: "live",
      coins: [coin("ZUSDT", 0, 1)],
      usdTry: 34,
      previous: undefined,
      sentiment: { value: 40, label: "Korku" },
    });
    expect(flat.topGainers).toEqual([]);
    expect(flat.topLosers).toEqual([]);
    expect(flat.summary).toBe(
      "1 USDT paritesinden 0 tanesi yükseldi, 0 tanesi düştü; ortalama 24 saatlik değişim %0,00, hacim ağırlıklı değişim %0,00.",
    );
    expect(flat.sentiment).toEqual({ value: 40, label: "Korku" });
  });

  it("measures grade moves against the previous report's grades and names its date", () => {
    const first = buildReport({
      date: "2026-11-27",
      snapshotAt: "t",
      source: "live",
      coins,
      usdTry: 34,
      previous: undefined,
      sentiment: null,
    });
    expect(first.ratingChanges).toEqual([]);
    const grades = Object.fromEntries(Object.entries(first.grades).map(([symbol, grade]) => [symbol, grade === "A" ? "E" : "A"] as const));
    const next = buildReport({
      date: "2026-11-28",
      snapshotAt: "t",
      source: "live",
      coins,
      usdTry: 34,
      previous: { ...first, grades },
      sentiment: null,
    });
    expect(next.previousDate).toBe("2026-11-27");
    expect(next.ratingChanges.map((change) => change.symbol).sort()).toEqual(["BTCUSDT", "ETHUSDT", "SOLUSDT"]);
    expect(Object.values(next.gradeCounts).reduce((sum, count) => sum + count, 0)).toBe(3);
  });
});
