import { describe, expect, it } from "vitest";
import { buildCoins } from "~/lib/market/analysis";
import { capsBySymbol, type CoinCap } from "~/lib/market/coin-caps";
import { coinMarketRowSchema } from "~/lib/market/coin-caps-schema";
import { filterMarketData, mergeMarketData } from "~/lib/market/market-data";
import { parseRows } from "~/services/outside/cached-source.server";
import { FAKE_COIN_MARKETS } from "../../fakes/coingecko-server";

const read = (rows: unknown) => {
  let skipped = 0;
  const caps = parseRows(coinMarketRowSchema, rows, { skipped: (count) => void (skipped += count) });
  return { caps, skipped };
};

const cap = (symbol: string, rank: number | null, marketCap: number | null, id = symbol.toLowerCase()): CoinCap => ({
  id,
  symbol,
  name: symbol,
  rank,
  marketCap,
  circulatingSupply: null,
  maxSupply: null,
  change1h: null,
  change7d: null,
});

describe("CoinGecko's /coins/markets rows", () => {
  it("reads rank, market cap, supply and the 1 h and 7 d changes, keeping nulls as unknown", () => {
    const { caps, skipped } = read(FAKE_COIN_MARKETS);
    expect(skipped).toBe(0);
    expect(caps).toHaveLength(11);
    // 64,250.5 × 19,750,000 = 1,268,947,375,000
    expect(caps[0]).toEqual({
      id: "bitcoin",
      symbol: "BTC",
      name: "Bitcoin",
      rank: 1,
      marketCap: 1_268_947_375_000,
      circulatingSupply: 19_750_000,
      maxSupply: 21_000_000,
      change1h: 0.12,
      change7d: 5.3,
    });
    const eth = caps.find((c) => c.symbol === "ETH")!;
    expect(eth.maxSupply).toBeNull();
    const steth = caps.find((c) => c.symbol === "STETH")!;
    // 3,118.2 × 9,700,000 = 30,246,540,000: above XRP's 0.5213 × 56.7 bn = 29,557,710,000.
    expect(steth).toMatchObject({ rank: 7, marketCap: 30_246_540_000, change1h: null, change7d: -2 });
  });

  it("reads an unranked coin's 0 market cap and 0 supply as unknown, and absent keys as null", () => {
    const { caps } = read([
      { id: "tiny", symbol: "tiny", name: "Tiny", market_cap: 0, market_cap_rank: null, circulating_supply: 0, max_supply: null },
    ]);
    expect(caps).toEqual([
      {
        id: "tiny",
        symbol: "TINY",
        name: "Tiny",
        rank: null,
        marketCap: null,
        circulatingSupply: null,
        maxSupply: null,
        change1h: null,
        change7d: null,
      },
    ]);
  });

  it("drops and counts a row it cannot read, keeping the rest", () => {
    const { caps, skipped } = read([
      FAKE_COIN_MARKETS[0],
      { ...FAKE_COIN_MARKETS[1], symbol: null },
      { ...FAKE_COIN_MARKETS[2], market_cap: "118023600000" },
      { ...FAKE_COIN_MARKETS[3], market_cap_rank: -4 },
      "not a coin",
      FAKE_COIN_MARKETS[4],
    ]);
    expect(caps.map((c) => c.symbol)).toEqual(["BTC", "SOL"]);
    expect(skipped).toBe(4);
    expect(() => read({ status: { error_code: 429 } })).toThrow("the answer is not a list");
  });
});

describe("matching CoinGecko's coins to our pairs", () => {
  it("matches a covered coin by CoinGecko's id only, another symbol only when no namesake shares it", () => {
    const bySymbol = capsBySymbol([
      cap("ETH", 812, 3_000_000, "ethereum-namesake"),
      cap("ETH", 2, 375_000_000_000, "ethereum"),
      cap("ETH", null, null, "bridged-eth"),
      // Chainlink is past the page; a namesake ranked higher than anything else under LINK is not taken for it.
      cap("LINK", 240, 4_200_000, "link-namesake"),
      cap("NEW", null, null, "new-first"),
      cap("NEW", null, null, "new-second"),
      cap("ONLY", 90, 1_000, "only-one"),
    ]);
    expect(bySymbol.get("ETH")?.id).toBe("ethereum");
    expect(bySymbol.has("LINK")).toBe(false);
    expect(bySymbol.has("NEW")).toBe(false);
    expect(bySymbol.get("ONLY")?.id).toBe("only-one");
  });

  it("gives LINKUSDT no figures from the fake CoinGecko's namesake", () => {
    const bySymbol = capsBySymbol(read(FAKE_COIN_MARKETS).caps);
    expect(bySymbol.has("LINK")).toBe(false);
    expect(bySymbol.get("BTC")?.id).toBe("bitcoin");
  });

  const coins = buildCoins(
    [
      ["BTCUSDT", 900],
      ["ETHUSDT", 800],
      ["LINKUSDT", 700],
      ["DOGEUSDT", 600],
      ["NEWUSDT", 500],
    ].map(([symbol, volume]) => ({
      symbol: symbol as string,
      lastPrice: 1,
      priceChangePercent: 0,
      highPrice: 1,
      lowPrice: 1,
      volume: 1,
      quoteVolume: (volume as number) * 1_000_000,
    })),
  );
  const caps = [
    cap("BTC", 1, 1_000, "bitcoin"),
    cap("ETH", 2, 500, "ethereum"),
    cap("DOGE", 9, 20, "dogecoin"),
    cap("ETH", 700, 1, "namesake"),
  ];
  const rows = mergeMarketData(coins, caps, new Set(["BTC", "DOGE", "USDT"]));

  it("adds CoinGecko's figures by symbol, null (not 0) for a coin it lacks, and links only existing research pages", () => {
    const bySymbol = new Map(rows.map((row) => [row.symbol, row]));
    expect(bySymbol.get("ETHUSDT")).toMatchObject({ rank: 2, marketCap: 500, researchPath: null });
    expect(bySymbol.get("BTCUSDT")).toMatchObject({ rank: 1, marketCap: 1_000, researchPath: "/crypto-research/btc" });
    expect(bySymbol.get("LINKUSDT")).toMatchObject({ rank: null, marketCap: null, circulatingSupply: null, change7d: null });
    expect(bySymbol.get("DOGEUSDT")?.researchPath).toBe("/crypto-research/doge");
    // Without CoinGecko at all, every pair is still there, its CoinGecko figures unknown.
    expect(mergeMarketData(coins, null, new Set()).map((row) => row.marketCap)).toEqual([null, null, null, null, null]);
  });

  it("sorts by market cap either way with the coins CoinGecko lacks last", () => {
    const order = (dir: "asc" | "desc") => filterMarketData(rows, { q: "", sort: "marketCap", dir }).map((row) => row.symbol);
    expect(order("desc")).toEqual(["BTCUSDT", "ETHUSDT", "DOGEUSDT", "LINKUSDT", "NEWUSDT"]);
    expect(order("asc")).toEqual(["DOGEUSDT", "ETHUSDT", "BTCUSDT", "LINKUSDT", "NEWUSDT"]);
    // The other columns sort as before: by volume, the exchange's own figure.
    expect(filterMarketData(rows, { q: "", sort: "volume", dir: "desc" }).map((row) => row.symbol)).toEqual([
      "BTCUSDT",
      "ETHUSDT",
      "LINKUSDT",
      "DOGEUSDT",
      "NEWUSDT",
    ]);
  });
});
