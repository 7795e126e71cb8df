import { toWorkingCurrency, type PricedTransaction } from "./convert";
import { runFifo, type IncomeEvent, type YearTotal } from "./fifo";

export interface HoldingSummary {
  symbol: string;
  amount: number;
  /** FIFO average cost of the coins still held, in dollars, fees included. */
  averageCost: number;
  costBasisUsd: number;
  /** Null when the market snapshot has no USDT pair for the coin. */
  priceUsd: number | null;
  valueUsd: number | null;
  valueTry: number | null;
  /** The lira paid for the coins still held: at each purchase date's rate when those are known. */
  costBasisTry: number | null;
  unrealizedPnlUsd: number | null;
  unrealizedPnlTry: number | null;
  realizedPnlUsd: number;
  realizedPnlTry: number | null;
  /** Part of the valued total, 0 to 1. */
  share: number | null;
}

export interface PortfolioSummary {
  holdings: HoldingSummary[];
  totals: {
    valueUsd: number;
    valueTry: number | null;
    costBasisUsd: number;
    costBasisTry: number | null;
    unrealizedPnlUsd: number;
    unrealizedPnlTry: number | null;
    realizedPnlUsd: number;
    realizedPnlTry: number | null;
  };
  /**
   * Income received (staking, airdrop, interest) at its value on receipt: dollars, and lira at
   * each receipt date's rate when those are known. Null when there is no income transaction.
   */
  income: { usd: number; try: number | null } | null;
  /** Realised profit and loss per calendar year, in dollars. */
  years: YearTotal[];
  /** Coins held that the snapshot cannot price; they are left out of the totals. */
  unpriced: string[];
}

export type SummaryOutcome = { ok: true; summary: PortfolioSummary } | { ok: false; error: string };

export const NO_RATE_MESSAGE =
  "USD/TRY kuru şu anda alınamadığı için TL ile girilmiş işlemler dolara çevrilemiyor; kur geldiğinde özet yeniden hesaplanır.";

const sumValues = (incomes: readonly IncomeEvent[]) => incomes.reduce((sum, income) => sum + income.value, 0);

/** Dollar prices by coin ("BTC") from the snapshot's USDT pairs ("BTCUSDT"). */
export function pricesFromCoins(coins: readonly { symbol: string; lastPrice: number }[]): Map<string, number> {
  const prices = new Map<string, number>();
  for (const coin of coins) {
    if (coin.symbol.endsWith("USDT") && coin.lastPrice > 0) prices.set(coin.symbol.slice(0, -4), coin.lastPrice);
  }
  // USDT is what the pairs are quoted in, so a USDT holding is worth its count in the pairs' unit.
  prices.set("USDT", 1);
  return prices;
}

/**
 * Values the holdings that `transactions` leave, at the given dollar prices and today's USD/TRY
 * rate. With `ratesByDate` (each transaction date's own rate) the lira cost and realised lira
 * figures are the lira of the day each coin was bought and sold; without it, today's rate converts all.
 */
export function summarisePortfolio(
  transactions: readonly PricedTransaction[],
  prices: ReadonlyMap<string, number>,
  usdTry: number | null,
  ratesByDate?: (date: string) => number | null,
): SummaryOutcome {
  const inUsd = toWorkingCurrency(transactions, "USD", ratesByDate ?? usdTry);
  if (!inUsd) return { ok: false, error: NO_RATE_MESSAGE };
  const fifo = runFifo(inUsd);
  if (!fifo.ok) return { ok: false, error: fifo.error };
  const inTry = ratesByDate && usdTry ? toWorkingCurrency(transactions, "TRY", ratesByDate) : null;
  const tryFifo = inTry ? runFifo(inTry) : null;
  const tryHoldings = new Map(tryFifo?.ok ? tryFifo.result.holdings.map((holding) => [holding.symbol, holding]) : []);

  const toTry = (usd: number | null) => (usd === null || !usdTry ? null : usd * usdTry);
  const rows = fifo.result.holdings.map((holding) => {
    const priceUsd = prices.get(holding.symbol) ?? null;
    const valueUsd = priceUsd === null ? null : holding.amount * priceUsd;
    const unrealizedPnlUsd = valueUsd === null ? null : valueUsd - holding.costBasis;
    const inLira = tryHoldings.get(holding.symbol);
    const valueTry = toTry(valueUsd);
    return {
      symbol: holding.symbol,
      amount: holding.amount,
      averageCost: holding.averageCost,
      costBasisUsd: holding.costBasis,
      priceUsd,
      valueUsd,
      valueTry,
      costBasisTry: inLira ? inLira.costBasis : toTry(holding.costBasis),
      unrealizedPnlUsd,
      unrealizedPnlTry: inLira && valueTry !== null ? valueTry - inLira.costBasis : toTry(unrealizedPnlUsd),
      realizedPnlUsd: holding.realizedPnl,
      realizedPnlTry: inLira ? inLira.realizedPnl : toTry(holding.realizedPnl),
      share: null as number | null,
    };
  });

  const priced = rows.filter((row) => row.valueUsd !== null);
  const valueUsd = priced.reduce((sum, row) => sum + (row.valueUsd ?? 0), 0);
  for (const row of priced) row.share = valueUsd > 0 ? (row.valueUsd ?? 0) / valueUsd : 0;
  const unrealizedPnlUsd = priced.reduce((sum, row) => sum + (row.unrealizedPnlUsd ?? 0), 0);
  const realizedPnlUsd = rows.reduce((sum, row) => sum + row.realizedPnlUsd, 0);
  const sumTry = (list: typeof rows, pick: (row: (typeof rows)[number]) => number | null) =>
    usdTry ? list.reduce((sum, row) => sum + (pick(row) ?? 0), 0) : null;

  rows.sort((a, b) => (b.valueUsd ?? -1) - (a.valueUsd ?? -1) || a.symbol.localeCompare(b.symbol));
  return {
    ok: true,
    summary: {
      holdings: rows,
      totals: {
        valueUsd,
        valueTry: toTry(valueUsd),
        costBasisUsd: priced.reduce((sum, row) => sum + row.costBasisUsd, 0),
        unrealizedPnlUsd,
        costBasisTry: sumTry(priced, (row) => row.costBasisTry),
        unrealizedPnlTry: sumTry(priced, (row) => row.unrealizedPnlTry),
        realizedPnlUsd,
        realizedPnlTry: sumTry(rows, (row) => row.realizedPnlTry),
      },
      income: fifo.result.incomes.length
        ? {
            usd: sumValues(fifo.result.incomes),
            try: tryFifo?.ok ? sumValues(tryFifo.result.incomes) : toTry(sumValues(fifo.result.incomes)),
          }
        : null,
      years: fifo.result.years,
      unpriced: rows.filter((row) => row.priceUsd === null && row.amount > 0).map((row) => row.symbol),
    },
  };
}
