import { describe, expect, it } from "vitest";
import type { Coin } from "~/lib/market/analysis";
import { addableCoins, watchlistRows } from "~/lib/watchlists/rows";

// A watchlist's rows and the coins that can be added to it, pure.
const coin = (symbol: string, name: string, over: Partial<Coin> = {}) =>
  ({ symbol, name, lastPrice: 1, priceChangePercent: 2, quoteVolume: 3, ...over }) as Coin;

describe("a watchlist's rows", () => {
  it("shows a listed coin's figures and a delisted one by its symbol without figures, in the list's order", () => {
    const coins = [
      coin("BTCUSDT", "Bitcoin", {
        lastPrice: 64_000,
        priceChangePercent: -1.5,
        analysis: { score: 72, recommendation: "Al" } as Coin["analysis"],
      }),
      coin("ETHUSDT", "Ethereum"),
    ];
    expect(watchlistRows(["LUNAUSDT", "BTCUSDT", "ETHUSDT"], coins)).toEqual([
      { symbol: "LUNAUSDT", name: "LUNA", listed: false },
      { symbol: "BTCUSDT", name: "Bitcoin", listed: true, price: 64_000, change: -1.5, score: 72, band: "Al" },
      { symbol: "ETHUSDT", name: "Ethereum", listed: true, price: 1, change: 2, score: null, band: null },
    ]);
  });

  it("offers the coins not held, A to Z in Turkish, narrowed by name or symbol in any case", () => {
    const coins = [
      coin("SOLUSDT", "Solana"),
      coin("ADAUSDT", "Cardano"),
      coin("BTCUSDT", "Bitcoin"),
      coin("IOTAUSDT", "IOTA"),
      coin("ICPUSDT", "Internet Computer"),
    ];
    expect(addableCoins(coins, ["BTCUSDT"], "").map((c) => c.symbol)).toEqual(["ADAUSDT", "ICPUSDT", "IOTAUSDT", "SOLUSDT"]);
    expect(addableCoins(coins, [], " SOL ")).toEqual([{ symbol: "SOLUSDT", name: "Solana" }]);
    expect(addableCoins(coins, [], "ada").map((c) => c.symbol)).toEqual(["ADAUSDT"]);
    expect(addableCoins(coins, [], "cardano").map((c) => c.symbol)).toEqual(["ADAUSDT"]);
    // Two coins of one name: by symbol.
    expect(addableCoins([coin("XBUSDT", "Aynı"), coin("XAUSDT", "Aynı")], [], "").map((c) => c.symbol)).toEqual(["XAUSDT", "XBUSDT"]);
  });
});
