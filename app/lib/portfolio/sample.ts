import type { Transaction } from "./schema";

/**
 * The portfolio a visitor is shown, labelled 'Örnek': made-up transactions, valued at the same
 * market snapshot as real ones. Dollar prices only, so it can be valued even without a lira rate.
 */
export const SAMPLE_TRANSACTIONS: Transaction[] = [
  { id: 1, type: "buy", symbol: "BTC", amount: 0.15, price: 42_000, currency: "USD", fee: 6, date: "2024-01-15", note: "Örnek alış" },
  { id: 2, type: "buy", symbol: "ETH", amount: 2, price: 2_400, currency: "USD", fee: 4, date: "2024-02-10", note: "" },
  { id: 3, type: "buy", symbol: "SOL", amount: 20, price: 110, currency: "USD", fee: 2, date: "2024-03-05", note: "" },
  { id: 4, type: "sell", symbol: "ETH", amount: 0.5, price: 3_500, currency: "USD", fee: 2, date: "2024-06-20", note: "Kısmi satış" },
  {
    id: 5,
    type: "transfer_in",
    symbol: "BTC",
    amount: 0.05,
    price: 88_000,
    currency: "USD",
    fee: 0,
    date: "2024-11-12",
    note: "Başka cüzdandan",
  },
  { id: 6, type: "sell", symbol: "SOL", amount: 5, price: 140, currency: "USD", fee: 1, date: "2025-03-01", note: "" },
];
