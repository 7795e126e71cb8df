import type { Coin } from "~/lib/market/analysis";

/** One coin of a list as its page shows it; a coin the market no longer lists keeps its row, without figures. */
export type WatchlistRow =
  | {
      symbol: string;
      name: string;
      listed: true;
      price: number;
      change: number;
      /** Our score and band; only the top 100 by volume are analysed. */
      score: number | null;
      band: string | null;
    }
  | { symbol: string; name: string; listed: false };

export function watchlistRows(symbols: readonly string[], coins: readonly Coin[]): WatchlistRow[] {
  const bySymbol = new Map(coins.map((coin) => [coin.symbol, coin]));
  return symbols.map((symbol) => {
    const coin = bySymbol.get(symbol);
    if (!coin) return { symbol, name: symbol.replace(/USDT$/, ""), listed: false };
    return {
      symbol,
      name: coin.name,
      listed: true,
      price: coin.lastPrice,
      change: coin.priceChangePercent,
      score: coin.analysis?.score ?? null,
      band: coin.analysis?.recommendation ?? null,
    };
  });
}

/** The market's coins a list does not hold yet, A to Z, narrowed by a search on name or symbol. */
export function addableCoins(coins: readonly Coin[], held: readonly string[], search: string) {
  const heldSet = new Set(held);
  const needle = search.trim().toLocaleLowerCase("tr-TR");
  return coins
    .filter((coin) => !heldSet.has(coin.symbol))
    .filter(
      (coin) => !needle || coin.name.toLocaleLowerCase("tr-TR").includes(needle) || coin.symbol.toLocaleLowerCase("tr-TR").includes(needle),
    )
    .map((coin) => ({ symbol: coin.symbol, name: coin.name }))
    .sort((a, b) => a.name.localeCompare(b.name, "tr-TR") || a.symbol.localeCompare(b.symbol));
}
