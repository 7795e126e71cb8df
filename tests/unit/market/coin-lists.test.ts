import { describe, expect, it } from "vitest";
import type { Coin } from "~/lib/market/analysis";
import { capsBySymbol, COIN_CAPS_PER_PAGE, type CoinCap } from "~/lib/market/coin-caps";
import { coinChoices } from "~/lib/market/coin-choices";

// A tool's coin picker and the matching of CoinGecko's coins to our pairs, pure (their pages'
// tests read them through fake sources).
const coin = (symbol: string): Coin => ({
  symbol,
  name: symbol.replace(/USDT$/, ""),
  lastPrice: 1,
  priceChangePercent: 0,
  highPrice: 1,
  lowPrice: 1,
  volume: 1,
  quoteVolume: 1,
});

describe("a tool's coin picker", () => {
  const coins = ["AUSDT", "BUSDT", "CUSDT", "DUSDT"].map(coin);

  it("offers the top coins, and the chosen one after them when it is further down", () => {
    expect(coinChoices(coins, "AUSDT", 2)).toEqual([
      { symbol: "AUSDT", name: "A" },
      { symbol: "BUSDT", name: "B" },
    ]);
    expect(coinChoices(coins, "DUSDT", 2).map((c) => c.symbol)).toEqual(["AUSDT", "BUSDT", "DUSDT"]);
    expect(coinChoices(coins, "ZUSDT", 2).map((c) => c.symbol)).toEqual(["AUSDT", "BUSDT"]);
    expect(coinChoices(coins, "BUSDT", 2).map((c) => c.symbol)).toEqual(["AUSDT", "BUSDT"]);
  });

  it("offers a hundred by default", () => {
    const many = Array.from({ length: 120 }, (_, i) => coin(`C${i}USDT`));
    expect(coinChoices(many, "C0USDT")).toHaveLength(100);
    expect(coinChoices(many, "C110USDT").at(-1)).toEqual({ symbol: "C110USDT", name: "C110" });
  });
});

describe("CoinGecko's coins matched to our pairs", () => {
  const cap = (id: string, symbol: string): CoinCap => ({
    id,
    symbol,
    name: id,
    rank: 1,
    marketCap: 1,
    circulatingSupply: 1,
    maxSupply: null,
    change1h: null,
    change7d: null,
  });

  it("matches a covered coin by its id only, whatever namesakes carry its symbol", () => {
    const matched = capsBySymbol([cap("bitcoin-bridged", "BTC"), cap("bitcoin", "BTC"), cap("ethereum-copy", "ETH")]);
    expect(matched.get("BTC")?.id).toBe("bitcoin");
    expect(matched.has("ETH")).toBe(false);
  });

  it("matches another symbol only when one coin carries it", () => {
    const matched = capsBySymbol([cap("foo", "FOO"), cap("bar-1", "BAR"), cap("bar-2", "BAR")]);
    expect([...matched.keys()]).toEqual(["FOO"]);
    expect(matched.get("FOO")?.id).toBe("foo");
    expect(capsBySymbol([cap("x", "toString")]).get("toString")?.id).toBe("x");
  });

  it("asks for CoinGecko's largest page", () => {
    expect(COIN_CAPS_PER_PAGE).toBe(250);
  });
});
