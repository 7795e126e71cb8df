import { describe, expect, it } from "vitest";
import { analyse, buildCoins, parseTickerRows, recommendationFor, timeframeFor, trendFor, type TickerNumbers } from "~/lib/market/analysis";
import { coinName, COIN_NAMES } from "~/lib/market/coin-names";

// Price 100, high 101, low 94: a 7% range (no range rule), within 5% of the high (-5),
// not within 5% of the low, small volume (+10): 50 + 10 - 5 = 55.
const base: TickerNumbers = {
  symbol: "TESTUSDT",
  lastPrice: 100,
  priceChangePercent: 0,
  highPrice: 101,
  lowPrice: 94,
  volume: 10_000,
  quoteVolume: 1_000_000,
};
const row = (over: Partial<TickerNumbers>) => ({ ...base, ...over });

describe("analyse: every score rule and its edges", () => {
  it.each([
    ["base row", {}, 55],
    ["change above 5%", { priceChangePercent: 5.01 }, 75],
    ["change exactly 5% counts as above 2%", { priceChangePercent: 5 }, 65],
    ["change above 2%", { priceChangePercent: 2.01 }, 65],
    ["change exactly 2% gives nothing", { priceChangePercent: 2 }, 55],
    ["change exactly -2% gives nothing", { priceChangePercent: -2 }, 55],
    ["change below -2%", { priceChangePercent: -2.01 }, 45],
    ["change exactly -5% counts as below -2%", { priceChangePercent: -5 }, 45],
    ["change below -5%", { priceChangePercent: -5.01 }, 35],
    // high 101, low 92.9: 8.1% range (-5), near high (-5), 100 > 92.9 * 1.05 so not near low.
    ["daily range above 8%", { lowPrice: 92.9 }, 50],
    ["daily range exactly 8%", { lowPrice: 93 }, 55],
    // high 101, low 98.1: 2.9% range (+5), near high (-5), near low (+10).
    ["daily range below 3%", { lowPrice: 98.1 }, 70],
    // 3% range: no range rule; near high (-5), near low (+10).
    ["daily range exactly 3%", { lowPrice: 98 }, 65],
    ["quote volume above 100M", { quoteVolume: 100_000_001 }, 65],
    ["quote volume exactly 100M", { quoteVolume: 100_000_000 }, 60],
    ["quote volume above 50M", { quoteVolume: 50_000_001 }, 60],
    ["quote volume exactly 50M", { quoteVolume: 50_000_000 }, 55],
    // high 105.26: 100 >= 99.997 (near high, -5); low 98: 7.3% range, near low (+10).
    ["just within 5% of the high", { highPrice: 105.26, lowPrice: 98 }, 65],
    ["just outside 5% of the high", { highPrice: 105.27, lowPrice: 98 }, 70],
    // high 110, low 95.24: 14.8% range (-5), 100 <= 100.002 (near low, +10).
    ["just within 5% above the low", { highPrice: 110, lowPrice: 95.24 }, 65],
    ["just outside 5% above the low", { highPrice: 110, lowPrice: 95.23 }, 55],
    ["Bitcoin bonus", { symbol: "BTCUSDT" }, 60],
    ["Ethereum bonus", { symbol: "ETHUSDT" }, 60],
    ["BNB bonus", { symbol: "BNBUSDT" }, 58],
    ["Solana bonus", { symbol: "SOLUSDT" }, 59],
    ["Cardano bonus", { symbol: "ADAUSDT" }, 57],
    ["Polygon bonus (MATIC)", { symbol: "MATICUSDT" }, 58],
    ["Polygon bonus (POL)", { symbol: "POLUSDT" }, 58],
    ["Chainlink bonus", { symbol: "LINKUSDT" }, 59],
    ["no bonus for others", { symbol: "XRPUSDT" }, 55],
    // 50 + 20 + 5 + 20 + 5 (narrow range: near the high and the low) + 5 = 105, clamped.
    ["clamped at 100", { symbol: "BTCUSDT", priceChangePercent: 9, lowPrice: 98.5, quoteVolume: 2e9 }, 100],
  ])("%s", (_label, over, expected) => {
    expect(analyse(row(over)).score).toBe(expected);
  });

  it("gives Turkish reasons in rule order, at most four", () => {
    const result = analyse(row({ symbol: "BTCUSDT", priceChangePercent: 9, lowPrice: 98.5, quoteVolume: 2e9 }));
    expect(result.reasons).toEqual([
      "Güçlü yükseliş: son 24 saatte %9,00 artış",
      "Düşük oynaklık: günlük aralık %2,50",
      "Çok yüksek işlem hacmi (100 milyon USDT üzeri)",
      // Near both ends of a 2.5% range: one line, not "resistance" beside "support".
      "Dar günlük aralık: fiyat 24 saatlik zirveye de dibe de yakın, yön belirsiz",
    ]);
    expect(result).toMatchObject({ trend: "bullish", recommendation: "Güçlü Al", timeframe: "1-4 hafta" });
  });

  it("describes a falling coin as bearish", () => {
    const result = analyse(row({ priceChangePercent: -7.5, lowPrice: 90 }));
    // 50 - 20 (change) - 5 (11% range) + 10 (volume) - 5 (near high) = 30
    expect(result).toMatchObject({ score: 30, trend: "bearish", recommendation: "Dikkatli Ol", timeframe: "2-6 hafta" });
    expect(result.reasons[0]).toBe("Sert düşüş: son 24 saatte %7,50 kayıp");
  });
});

describe("bands", () => {
  it.each([
    [100, "bullish"],
    [70, "bullish"],
    [69, "neutral"],
    [41, "neutral"],
    [40, "bearish"],
    [0, "bearish"],
  ] as const)("trend of %i is %s", (score, trend) => expect(trendFor(score)).toBe(trend));

  it.each([
    [80, "Güçlü Al"],
    [79, "Al"],
    [65, "Al"],
    [64, "Bekle"],
    [45, "Bekle"],
    [44, "Dikkatli Ol"],
    [30, "Dikkatli Ol"],
    [29, "Uzak Dur"],
    [0, "Uzak Dur"],
  ])("recommendation for %i is %s", (score, text) => expect(recommendationFor(score)).toBe(text));

  it("timeframe follows the trend", () => {
    expect(timeframeFor("bullish")).toBe("1-4 hafta");
    expect(timeframeFor("bearish")).toBe("2-6 hafta");
    expect(timeframeFor("neutral")).toBe("1-3 hafta");
  });
});

describe("buildCoins", () => {
  it("keeps USDT pairs above 100000 quote volume, by volume, with names", () => {
    const coins = buildCoins([
      row({ symbol: "ETHUSDT", quoteVolume: 5e8 }),
      row({ symbol: "BTCUSDT", quoteVolume: 9e8 }),
      row({ symbol: "ETHBTC", quoteVolume: 9e9 }),
      row({ symbol: "USDTTRY", quoteVolume: 9e9 }),
      row({ symbol: "EDGEUSDT", quoteVolume: 100_000 }),
      row({ symbol: "JUSTUSDT", quoteVolume: 100_001 }),
    ]);
    expect(coins.map((c) => [c.symbol, c.name])).toEqual([
      ["BTCUSDT", "Bitcoin"],
      ["ETHUSDT", "Ethereum"],
      ["JUSTUSDT", "JUST"],
    ]);
  });

  it("analyses only the top 100 by quote volume", () => {
    const rows = Array.from({ length: 120 }, (_, i) => row({ symbol: `C${i}USDT`, quoteVolume: 1e6 + i }));
    const coins = buildCoins(rows);
    expect(coins).toHaveLength(120);
    expect(coins[0]!.symbol).toBe("C119USDT");
    expect(coins.filter((c) => c.analysis)).toHaveLength(100);
    expect(coins[99]!.analysis).toBeDefined();
    expect(coins[100]!.analysis).toBeUndefined();
  });
});

describe("parseTickerRows", () => {
  it("parses string numbers and drops malformed rows", () => {
    const rows = parseTickerRows([
      { symbol: "BTCUSDT", lastPrice: "1.5", priceChangePercent: "-2", highPrice: "2", lowPrice: "1", volume: "10", quoteVolume: "15" },
      { symbol: "BADUSDT", lastPrice: "x", priceChangePercent: "0", highPrice: "1", lowPrice: "1", volume: "1", quoteVolume: "1" },
      { symbol: "<script>", lastPrice: "1", priceChangePercent: "0", highPrice: "1", lowPrice: "1", volume: "1", quoteVolume: "1" },
      null,
    ]);
    expect(rows).toEqual([
      { symbol: "BTCUSDT", lastPrice: 1.5, priceChangePercent: -2, highPrice: 2, lowPrice: 1, volume: 10, quoteVolume: 15 },
    ]);
  });

  it("refuses a payload that is not a list", () => {
    expect(() => parseTickerRows({ code: -1 })).toThrow();
  });
});

describe("coin names", () => {
  it("maps about 130 USDT pairs and falls back to the base asset", () => {
    expect(Object.keys(COIN_NAMES).length).toBeGreaterThanOrEqual(130);
    expect(Object.keys(COIN_NAMES).every((symbol) => symbol.endsWith("USDT"))).toBe(true);
    expect(coinName("SOLUSDT")).toBe("Solana");
    expect(coinName("NEWUSDT")).toBe("NEW");
  });
});
