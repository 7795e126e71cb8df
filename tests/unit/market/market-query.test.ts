import { describe, expect, it } from "vitest";
import { buildCoins, type TickerNumbers } from "~/lib/market/analysis";
import { formatChange, formatCompactUsd, formatTry, formatUsd } from "~/lib/market/format";
import { listCoins, marketOverview, marketSearch, parseMarketQuery } from "~/lib/market/overview";

const row = (symbol: string, lastPrice: number, priceChangePercent: number, quoteVolume: number): TickerNumbers => ({
  symbol,
  lastPrice,
  priceChangePercent,
  highPrice: lastPrice * 1.1,
  lowPrice: lastPrice * 0.9,
  volume: 1,
  quoteVolume,
});

const coins = buildCoins([
  row("BTCUSDT", 60000, 2, 9e8),
  row("ETHUSDT", 3000, -1, 8e8),
  row("ADAUSDT", 0.45, 7, 7e8),
  row("SOLUSDT", 140, -6, 6e8),
  row("XRPUSDT", 0.5, 0, 5e8),
]);
const query = (search: string) => parseMarketQuery(new URLSearchParams(search));
const symbols = (search: string, favourites: string[] = []) => listCoins(coins, query(search), favourites).coins.map((c) => c.symbol);

describe("coin list query", () => {
  it("sorts by quote volume, largest first, by default", () => {
    expect(symbols("")).toEqual(["BTCUSDT", "ETHUSDT", "ADAUSDT", "SOLUSDT", "XRPUSDT"]);
    expect(symbols("dir=asc")).toEqual(["XRPUSDT", "SOLUSDT", "ADAUSDT", "ETHUSDT", "BTCUSDT"]);
  });

  it("sorts by name A to Z, by price and by change", () => {
    expect(symbols("sort=name")).toEqual(["BTCUSDT", "ADAUSDT", "ETHUSDT", "SOLUSDT", "XRPUSDT"]);
    expect(symbols("sort=price")).toEqual(["BTCUSDT", "ETHUSDT", "SOLUSDT", "XRPUSDT", "ADAUSDT"]);
    expect(symbols("sort=change")).toEqual(["ADAUSDT", "BTCUSDT", "XRPUSDT", "ETHUSDT", "SOLUSDT"]);
    expect(symbols("sort=change&dir=asc")).toEqual(["SOLUSDT", "ETHUSDT", "XRPUSDT", "BTCUSDT", "ADAUSDT"]);
  });

  it("searches names and symbols regardless of case", () => {
    expect(symbols("q=bit")).toEqual(["BTCUSDT"]);
    expect(symbols("q=sol")).toEqual(["SOLUSDT"]);
    expect(symbols("q=CARDANO")).toEqual(["ADAUSDT"]);
    expect(symbols("q=nothing")).toEqual([]);
  });

  it("filters to favourites", () => {
    expect(symbols("fav=1", ["SOLUSDT", "BTCUSDT"])).toEqual(["BTCUSDT", "SOLUSDT"]);
    expect(symbols("fav=1")).toEqual([]);
  });

  it("pages 50 at a time and clamps the page", () => {
    const many = buildCoins(Array.from({ length: 120 }, (_, i) => row(`C${i}USDT`, 1, 0, 1e6 + i)));
    const second = listCoins(many, query("page=2"));
    expect(second).toMatchObject({ total: 120, page: 2, pageCount: 3 });
    expect(second.coins).toHaveLength(50);
    expect(second.coins[0]!.symbol).toBe("C69USDT");
    expect(listCoins(many, query("page=9")).page).toBe(3);
    expect(listCoins(many, query("page=9")).coins).toHaveLength(20);
  });

  it("falls back to defaults on unknown parameters and writes short URLs", () => {
    expect(query("sort=evil&dir=up&page=-3&coin=<x>")).toEqual({
      q: "",
      sort: "volume",
      dir: "desc",
      favourites: false,
      page: 1,
      coin: null,
    });
    expect(marketSearch(query("sort=name&dir=asc&page=1"))).toBe("?sort=name");
    expect(marketSearch(query("q=btc"), { coin: "BTCUSDT" })).toBe("?q=btc&coin=BTCUSDT");
  });
});

describe("market overview", () => {
  it("counts gainers and losers and names the top movers", () => {
    const overview = marketOverview(coins);
    expect(overview).toMatchObject({ coinCount: 5, totalQuoteVolume: 3.5e9, gainers: 2, losers: 2 });
    expect(overview.topGainers.map((c) => c.symbol)).toEqual(["ADAUSDT", "BTCUSDT"]);
    expect(overview.topLosers.map((c) => c.symbol)).toEqual(["SOLUSDT", "ETHUSDT"]);
  });
});

describe("Turkish formatting", () => {
  it("formats dollars, lira, volumes and changes", () => {
    expect(formatUsd(64250.5)).toBe("$64.250,50");
    expect(formatUsd(0.1234)).toBe("$0,1234");
    expect(formatTry(100, 34.25)).toBe("₺3.425,00");
    expect(formatCompactUsd(1_850_000_000).replace(/\u00a0/g, " ")).toBe("$1,85 Mr");
    expect(formatChange(2.4)).toBe("+%2,40");
    expect(formatChange(-1.2)).toBe("-%1,20");
    expect(formatChange(0)).toBe("%0,00");
  });
});
