import { getMarket, type MarketSource } from "~/services/market.server";
import type { Transaction } from "../lib/portfolio/schema";
import { pricesFromCoins, summarisePortfolio, type SummaryOutcome } from "../lib/portfolio/summary";

export interface Valuation {
  outcome: SummaryOutcome;
  source: MarketSource;
  updatedAt: string;
  usdTry: number | null;
}

/** The transactions valued at the shared market snapshot (prices from each coin's USDT pair). */
export async function valuePortfolio(transactions: readonly Transaction[]): Promise<Valuation> {
  const market = await getMarket();
  return {
    outcome: summarisePortfolio(transactions, pricesFromCoins(market.coins), market.usdTry),
    source: market.source,
    updatedAt: market.updatedAt,
    usdTry: market.usdTry,
  };
}
