import { turkishCollator } from "~/lib/sort";
import type { TickerNumbers } from "./analysis";

/** What the coin list and the market table both sort and search by. */
type ListedCoin = Pick<TickerNumbers, "symbol" | "quoteVolume" | "lastPrice" | "priceChangePercent"> & { name: string };

/** The orders the coin list and the market table share, ascending: names alphabetically (ties by symbol), figures by size. */
export const coinOrders = {
  volume: (a: ListedCoin, b: ListedCoin) => a.quoteVolume - b.quoteVolume,
  name: (a: ListedCoin, b: ListedCoin) => turkishCollator().compare(a.name, b.name) || a.symbol.localeCompare(b.symbol),
  price: (a: ListedCoin, b: ListedCoin) => a.lastPrice - b.lastPrice,
  change: (a: ListedCoin, b: ListedCoin) => a.priceChangePercent - b.priceChangePercent,
};

/** The coins whose name or symbol holds the search text, in any case (Turkish letters as Turkish). */
export function searchCoins<T extends ListedCoin>(coins: readonly T[], q: string): T[] {
  const needle = q.toLocaleLowerCase("tr-TR");
  if (!needle) return [...coins];
  return coins.filter(
    (coin) => coin.name.toLocaleLowerCase("tr-TR").includes(needle) || coin.symbol.toLocaleLowerCase("tr-TR").includes(needle),
  );
}
