import { describe, expect, it } from "vitest";
import { buildCoins } from "~/lib/market/analysis";
import { MARKET_DATA_PAGE_SIZE, marketDataPage, marketDataSearch, mergeMarketData, parseMarketDataQuery } from "~/lib/market/market-data";

const parse = (search: string) => parseMarketDataQuery(new URLSearchParams(search));

const coins = mergeMarketData(
  buildCoins(
    Array.from({ length: 120 }, (_, i) => ({
      symbol: i === 0 ? "BTCUSDT" : `C${i}USDT`,
      lastPrice: 1 + i,
      priceChangePercent: (i % 7) - 3,
      highPrice: 2 + i,
      lowPrice: 0.5 + i,
      volume: 1000,
      quoteVolume: 1_000_000 + (120 - i) * 1000,
    })),
  ),
  null,
  new Set(),
);

describe("parseMarketDataQuery", () => {
  it("reads search, sort, direction and page", () => {
    expect(parse("q=btc&sort=change&dir=asc&page=2")).toEqual({ query: { q: "btc", sort: "change", dir: "asc", page: 2 }, notices: [] });
    expect(parse("")).toEqual({ query: { q: "", sort: "volume", dir: "desc", page: 1 }, notices: [] });
    expect(parse("sort=name").query.dir).toBe("asc");
  });

  it("replaces bad values by defaults and says so in Turkish", () => {
    const bad = parse(`q=${"x".repeat(10_000)}&sort=drop&dir=up&page=-3`);
    expect(bad.query).toEqual({ q: "x".repeat(50), sort: "volume", dir: "desc", page: 1 });
    expect(bad.notices).toEqual([
      "Arama metni en fazla 50 karakter olabilir; ilk 50 karakter kullanıldı.",
      "Bilinmeyen sıralama seçildi; hacme göre sıralandı.",
      "Bilinmeyen sıralama yönü seçildi; varsayılan yön kullanıldı.",
      "Sayfa numarası 1 veya daha büyük bir tam sayı olmalı; ilk sayfa gösteriliyor.",
    ]);
    expect(parse("page=1.5").notices).toHaveLength(1);
    expect(parse("page=abc").query.page).toBe(1);
  });

  it("writes short URLs, leaving defaults out", () => {
    expect(marketDataSearch(parse("").query)).toBe("");
    expect(marketDataSearch(parse("q=eth&sort=name").query, { page: 3 })).toBe("?q=eth&sort=name&page=3");
    expect(marketDataSearch(parse("sort=price&dir=asc").query)).toBe("?sort=price&dir=asc");
  });
});

describe("marketDataPage", () => {
  it("pages every pair, not only the analysed hundred", () => {
    const first = marketDataPage(coins, parse("").query);
    expect(first.total).toBe(120);
    expect(first.pageCount).toBe(3);
    expect(first.rows).toHaveLength(MARKET_DATA_PAGE_SIZE);
    expect(first.rows[0].symbol).toBe("BTCUSDT");
    const last = marketDataPage(coins, parse("page=3").query);
    expect(last.rows.map((row) => row.symbol)).toEqual(coins.slice(100).map((c) => c.symbol));
  });

  it("shows the last page for a page past the end", () => {
    const past = marketDataPage(coins, parse("page=99").query);
    expect(past.page).toBe(3);
    expect(past.clamped).toBe(true);
  });

  it("searches name and symbol in any case and sorts by the chosen column", () => {
    expect(marketDataPage(coins, parse("q=BİTCOİN").query).rows.map((r) => r.symbol)).toEqual(["BTCUSDT"]);
    expect(marketDataPage(coins, parse("q=c11").query).rows.map((r) => r.symbol)).toEqual([
      "C11USDT",
      "C110USDT",
      "C111USDT",
      "C112USDT",
      "C113USDT",
      "C114USDT",
      "C115USDT",
      "C116USDT",
      "C117USDT",
      "C118USDT",
      "C119USDT",
    ]);
    const byHigh = marketDataPage(coins, parse("sort=high&dir=asc").query).rows;
    expect(byHigh[0].highPrice).toBe(2);
    expect(marketDataPage(coins, parse("q=nothing-like-this").query)).toMatchObject({ total: 0, page: 1, pageCount: 1, rows: [] });
  });
});
