import { describe, expect, it } from "vitest";
import { homeMarketView, marketSectionSizes } from "~/lib/home/market-view";
import type { Coin } from "~/lib/market/analysis";

const coin = (symbol: string, lastPrice: number, priceChangePercent: number, quoteVolume: number): Coin => ({
  symbol,
  name: symbol.replace(/USDT$/, ""),
  lastPrice,
  priceChangePercent,
  highPrice: lastPrice,
  lowPrice: lastPrice,
  volume: 1,
  quoteVolume,
});

// Sorted by quote volume, as the market service gives them.
const coins = [
  coin("BTCUSDT", 64000, 1.5, 9e9),
  coin("ETHUSDT", 3000, -2.25, 5e9),
  coin("SOLUSDT", 150, 8, 2e9),
  coin("XRPUSDT", 0.5, -6, 1e9),
];

describe("home market view", () => {
  it("lists the top coins by volume with USD and TRY prices, change and sparkline", () => {
    const view = homeMarketView({
      coins,
      usdTry: 40,
      source: "live",
      updatedAt: "2026-11-25T12:00:00.000Z",
      sparks: new Map([["BTCUSDT", { times: [1, 2], closes: [60000, 64000] }]]),
      sentiment: { value: 55, label: "Nötr" },
      sizes: { top: 2, movers: 1 },
    });
    expect(view.top.map((row) => row.symbol)).toEqual(["BTCUSDT", "ETHUSDT"]);
    expect(view.top[0]).toMatchObject({ href: "/crypto-analysis?q=BTC", spark: [60000, 64000], change: 1.5 });
    expect(view.top[0]!.priceUsd).toContain("64.000");
    expect(view.top[0]!.priceTry).toContain("2.560.000");
    expect(view.top[1]!.spark).toBeNull();
    expect(view.gainers.map((row) => row.symbol)).toEqual(["SOLUSDT"]);
    expect(view.losers.map((row) => row.symbol)).toEqual(["XRPUSDT"]);
    expect(view.sentiment).toEqual({ value: 55, label: "Nötr" });
  });

  it("gives no TRY price without a lira rate and no movers on a flat day", () => {
    const flat = coins.map((c) => ({ ...c, priceChangePercent: 0 }));
    const view = homeMarketView({
      coins: flat,
      usdTry: null,
      source: "demo",
      updatedAt: "",
      sparks: new Map(),
      sentiment: null,
      sizes: { top: 5, movers: 3 },
    });
    expect(view.top).toHaveLength(4);
    expect(view.top.every((row) => row.priceTry === null)).toBe(true);
    expect(view.gainers).toEqual([]);
    expect(view.losers).toEqual([]);
  });

  it("reads the section's sizes within bounds", () => {
    expect(marketSectionSizes({})).toEqual({ top: 5, movers: 3 });
    expect(marketSectionSizes({ count: 50, movers: "2" })).toEqual({ top: 10, movers: 2 });
    expect(marketSectionSizes({ count: -1, movers: 1.5 })).toEqual({ top: 5, movers: 3 });
  });
});
