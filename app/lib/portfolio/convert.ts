import type { FifoTransaction, TransactionType } from "./fifo";

export type Currency = "USD" | "TRY";

/** A transaction as the user records it: its price and fee in the currency they paid in. */
export interface PricedTransaction {
  type: TransactionType;
  symbol: string;
  amount: number;
  price: number;
  currency: Currency;
  fee: number;
  date: string;
}

/**
 * The rate of a transaction's own date is not known to the site, so one rate, the current
 * USDT/TRY price, converts every lira figure to dollars and back. With a single rate the
 * conversion is linear: a history entered wholly in lira gives the same lira results as
 * working in lira throughout.
 */
export function convertAmount(value: number, from: Currency, to: Currency, usdTry: number): number {
  if (from === to) return value;
  return from === "USD" ? value * usdTry : value / usdTry;
}

/** The transactions with prices and fees in `to`; null when a conversion is needed and no rate is known. */
export function toWorkingCurrency(
  transactions: readonly PricedTransaction[],
  to: Currency,
  usdTry: number | null,
): FifoTransaction[] | null {
  if (!usdTry && transactions.some((transaction) => transaction.currency !== to)) return null;
  return transactions.map(({ type, symbol, amount, price, currency, fee, date }) => ({
    type,
    symbol,
    amount,
    date,
    price: usdTry ? convertAmount(price, currency, to, usdTry) : price,
    fee: usdTry ? convertAmount(fee, currency, to, usdTry) : fee,
  }));
}
