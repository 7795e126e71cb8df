import type { PriceBook } from "~/lib/lira/converter";
import { getLiraTicker, type LiraTickerResult } from "~/services/btcturk.server";
import { getMarket, type Market } from "~/services/market.server";

/** The converter's and the coin pages' prices: Binance's market (with USDT/TRY) and BtcTurk's lira ticker, read together. */
export interface LiraPrices {
  market: Market;
  book: PriceBook;
  btcturk: LiraTickerResult;
}

export async function getLiraPrices(): Promise<LiraPrices> {
  const [market, btcturk] = await Promise.all([getMarket(), getLiraTicker()]);
  const prices = new Map(market.coins.map((coin) => [coin.symbol, coin.lastPrice]));
  return {
    market,
    btcturk,
    book: { usdPrice: (coin) => prices.get(`${coin}USDT`) ?? null, usdTry: market.usdTry },
  };
}

/** BtcTurk's last lira price of `coin`, when BtcTurk answered (live or stale) and lists it. */
export function btcturkPrice(btcturk: LiraTickerResult, coin: string): number | null {
  if (!btcturk.configured || !btcturk.ok) return null;
  return btcturk.data.quotes.find((quote) => quote.base === coin)?.last ?? null;
}
