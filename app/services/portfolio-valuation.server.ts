import { getMarket, type MarketSource } from "~/services/market.server";
import { rateLookup, usdTryForDays } from "~/services/usd-try-history.server";
import type { RatesUsed } from "~/lib/market/usd-try-history";
import { describeRates } from "../lib/market/usd-try-history";
import type { Transaction } from "../lib/portfolio/schema";
import { pricesFromCoins, summarisePortfolio, type SummaryOutcome } from "../lib/portfolio/summary";

export interface Valuation {
  outcome: SummaryOutcome;
  source: MarketSource;
  updatedAt: string;
  usdTry: number | null;
  /** The USD/TRY rate each transaction date was converted at, and the fallbacks. */
  rates: RatesUsed;
}

/**
 * The transactions valued at the shared market snapshot (prices from each coin's USDT pair);
 * their lira cost at each transaction date's own USD/TRY, their lira value at today's.
 */
export async function valuePortfolio(transactions: readonly Transaction[]): Promise<Valuation> {
  const market = await getMarket();
  const rates = await usdTryForDays(
    transactions.map((transaction) => transaction.date),
    market.usdTry,
  );
  return {
    outcome: summarisePortfolio(transactions, pricesFromCoins(market.coins), market.usdTry, rateLookup(rates)),
    source: market.source,
    updatedAt: market.updatedAt,
    usdTry: market.usdTry,
    rates: describeRates([...rates.values()]),
  };
}
