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
 * The USD/TRY rate a conversion uses: one rate for every transaction (the current USDT/TRY
 * price, where no history is known), or a rate per transaction date (the exchange's daily close
 * of that day, see app/lib/market/usd-try-history.ts). With a single rate the conversion is
 * linear: a history entered wholly in lira gives the same lira results as working in lira throughout.
 */
export type UsdTryRate = number | null | ((date: string) => number | null);

function rateOn(rate: UsdTryRate, date: string): number | null {
  return typeof rate === "function" ? rate(date) : rate;
}

export function convertAmount(value: number, from: Currency, to: Currency, usdTry: number): number {
  if (from === to) return value;
  return from === "USD" ? value * usdTry : value / usdTry;
}

/** The transactions with prices and fees in `to`; null when a conversion is needed and no rate is known for its date. */
export function toWorkingCurrency(transactions: readonly PricedTransaction[], to: Currency, usdTry: UsdTryRate): FifoTransaction[] | null {
  const converted: FifoTransaction[] = [];
  for (const { type, symbol, amount, price, currency, fee, date } of transactions) {
    const rate = rateOn(usdTry, date);
    if (!rate && currency !== to) return null;
    converted.push({
      type,
      symbol,
      amount,
      date,
      price: rate ? convertAmount(price, currency, to, rate) : price,
      fee: rate ? convertAmount(fee, currency, to, rate) : fee,
    });
  }
  return converted;
}
