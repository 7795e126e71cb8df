import { formatPlain } from "~/lib/format";
import { numberInput } from "~/lib/numbers";
import { z } from "~/lib/zod";
import { toWorkingCurrency, type PricedTransaction, type UsdTryRate } from "~/lib/portfolio/convert";
import { runFifo, type RealizedEvent } from "~/lib/portfolio/fifo";
import { transactionSchema, type TransactionInput } from "~/lib/portfolio/schema";
import { readPlatform, type Platform } from "./tax-draft";

/**
 * Realised gains per calendar year in Turkish lira, by FIFO (the portfolio tracker's maths), and
 * the tax a visitor's own rate gives on them. An arithmetic aid: the rate is the visitor's, and a
 * year's tax is the rate applied to that year's net gain, nothing for a year with a net loss, and
 * no loss carried from one year to the next.
 *
 * Lira prices are used as given; a dollar price or fee is converted at one rate, the market
 * snapshot's USDT/TRY price, because the site does not know the rate of each transaction's date.
 */

export const TAX_PAGE = "/crypto-tax-calculator";

/** The inputs of one typed-in row, named as the portfolio CSV's columns, and the platform the draft mode asks for. */
export const ROW_FIELDS = ["date", "type", "symbol", "amount", "price", "currency", "fee", "platform"] as const;
export type RowField = (typeof ROW_FIELDS)[number];
export type RowValues = Record<RowField, string>;
export type RowErrors = Partial<Record<RowField, string[]>>;

export const DEFAULT_ROWS = 5;
export const MAX_ROWS = 30;
export const EMPTY_ROW: RowValues = {
  date: "",
  type: "buy",
  symbol: "",
  amount: "",
  price: "",
  currency: "TRY",
  fee: "",
  platform: "licensed",
};

export const NO_RATE_MESSAGE =
  "USD/TRY kuru şu anda alınamadığı için dolar fiyatlı işlemler TL'ye çevrilemiyor. Fiyatları TL olarak girin ya da daha sonra tekrar deneyin.";

export const taxRateSchema = z.preprocess(
  numberInput,
  z
    .number({ error: "Vergi oranı bir sayı olmalıdır (ör. 15 ya da 12,5)." })
    .min(0, "Vergi oranı negatif olamaz.")
    .max(100, "Vergi oranı en fazla 100 olabilir."),
);

/** The visitor's rate in percent: a blank field is 0. */
export function parseTaxRate(value: string | null): { rate: number; error: string | null } {
  if (value === null || value.trim() === "") return { rate: 0, error: null };
  const parsed = taxRateSchema.safeParse(value);
  return parsed.success ? { rate: parsed.data, error: null } : { rate: 0, error: parsed.error.issues[0].message };
}

/** A row the visitor left blank: no date, coin, amount, price or fee (the two choices always have a value). */
export function isBlankRow(row: RowValues): boolean {
  return [row.date, row.symbol, row.amount, row.price, row.fee].every((value) => value.trim() === "");
}

export interface TypedRows {
  /** What was typed, as typed, so the form can show it again. */
  rows: RowValues[];
  /** The filled rows' transactions, each with its row number (from 1) and platform. */
  transactions: { row: number; transaction: TransactionInput; platform: Platform }[];
  /** Errors by row number. */
  errors: Record<number, RowErrors>;
}

/**
 * Reads the typed-in rows: each field name repeats once per row, in row order, as a form with the
 * same inputs on every row sends them. At most `MAX_ROWS` rows are read.
 */
export function readTypedRows(params: URLSearchParams): TypedRows {
  const columns = Object.fromEntries(ROW_FIELDS.map((name) => [name, params.getAll(name)])) as Record<RowField, string[]>;
  const count = Math.min(MAX_ROWS, Math.max(...ROW_FIELDS.map((name) => columns[name].length)));
  const rows: RowValues[] = [];
  const transactions: TypedRows["transactions"] = [];
  const errors: TypedRows["errors"] = {};
  for (let index = 0; index < count; index++) {
    const row = Object.fromEntries(ROW_FIELDS.map((name) => [name, (columns[name][index] ?? "").slice(0, 200)])) as RowValues;
    rows.push(row);
    if (isBlankRow(row)) continue;
    // An empty optional cell is an absent value, as in the CSV import.
    const input = Object.fromEntries(ROW_FIELDS.map((name) => [name, row[name].trim() === "" ? undefined : row[name]]));
    const parsed = transactionSchema.safeParse(input);
    if (parsed.success) {
      transactions.push({ row: index + 1, transaction: parsed.data, platform: readPlatform(row.platform) });
      continue;
    }
    const rowErrors: RowErrors = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as RowField;
      rowErrors[name] = [...new Set([...(rowErrors[name] ?? []), issue.message])];
    }
    errors[index + 1] = rowErrors;
  }
  return { rows, transactions, errors };
}

/** Which rules the page applies: the visitor's own rate (the default) or the 2026 draft as written. */
export const TAX_MODES = ["current", "draft"] as const;
export type TaxMode = (typeof TAX_MODES)[number];
export const readTaxMode = (value: string | null): TaxMode => (value === "draft" ? "draft" : "current");

/**
 * Which USD/TRY values a dollar amount: TCMB's indicative buying rate of the day (the default:
 * the rate tax law names) or the exchange's USDT/TRY close of the day (`rates=exchange`).
 */
export const RATE_SOURCES = ["tcmb", "exchange"] as const;
export type RateSource = (typeof RATE_SOURCES)[number];
export const readRateSource = (value: string | null): RateSource => (value === "exchange" ? "exchange" : "tcmb");

/** What the page says when TCMB gave no rate for some dollar rows' days. */
export const NO_TCMB_RATE_MESSAGE =
  "TCMB gösterge kuru şu anda alınamadığı için dolar fiyatlı işlemler TL'ye çevrilemiyor. Daha sonra tekrar deneyin ya da kur kaynağı olarak borsanın USDT/TRY kurunu seçin.";

/**
 * The query that shows these transactions as typed-in rows (a pasted CSV's result gets a URL this way).
 * Figures are written as the form's reader takes them back: a decimal comma, no grouping, no exponent.
 */
export function rowsQuery(
  transactions: readonly TransactionInput[],
  taxRate: number,
  mode: TaxMode = "current",
  rateSource: RateSource = "tcmb",
): URLSearchParams {
  const params = new URLSearchParams();
  for (const transaction of transactions) {
    params.append("date", transaction.date);
    params.append("type", transaction.type);
    params.append("symbol", transaction.symbol);
    params.append("amount", formatPlain(transaction.amount, 20));
    params.append("price", transaction.type === "transfer_out" && transaction.price === 0 ? "" : formatPlain(transaction.price, 20));
    params.append("currency", transaction.currency);
    params.append("fee", transaction.fee === 0 ? "" : formatPlain(transaction.fee, 20));
  }
  if (taxRate !== 0) params.set("taxRate", formatPlain(taxRate, 20));
  if (mode === "draft") params.set("mode", mode);
  if (rateSource === "exchange") params.set("rates", rateSource);
  return params;
}

export interface TaxYear {
  year: number;
  proceeds: number;
  cost: number;
  /** Net realised gain (negative: a loss). */
  gain: number;
  /** The rate applied to a positive net gain; 0 for a year with a net loss. */
  tax: number;
  /** Income received (staking, airdrop, interest) at its value on receipt: shown beside the gain, not part of it. */
  income: number;
}

export interface TaxReport {
  ratePercent: number;
  years: TaxYear[];
  /** Every sell and transfer out, in lira, in date order. */
  events: RealizedEvent[];
  /** What is still held after the last transaction, with its lira cost basis. */
  holdings: { symbol: string; amount: number; costBasis: number }[];
  totals: { gain: number; tax: number; income: number };
  /** Whether any dollar figure was converted at the snapshot's rate. */
  convertedUsd: boolean;
}

export type TaxOutcome =
  | { ok: true; report: TaxReport }
  | {
      ok: false;
      error: string;
      /** Index into the given transactions of the one that could not be applied, when one is to blame. */
      index: number | null;
    };

/** The realised gains of `transactions` per year in lira, the tax at `ratePercent`, and each year's income beside them. */
/** `usdTry` is one rate for all, or each transaction date's own rate (the lira cost of a 2024 purchase is its 2024 lira). */
export function calculateTax(transactions: readonly PricedTransaction[], usdTry: UsdTryRate, ratePercent: number): TaxOutcome {
  const inTry = toWorkingCurrency(transactions, "TRY", usdTry);
  if (!inTry) return { ok: false, error: NO_RATE_MESSAGE, index: null };
  const fifo = runFifo(inTry);
  if (!fifo.ok) return { ok: false, error: fifo.error, index: fifo.index };

  const years = fifo.result.years.map(({ year, proceeds, cost, gain, income }) => ({
    year,
    proceeds,
    cost,
    gain,
    tax: gain > 0 ? (gain * ratePercent) / 100 : 0,
    income,
  }));
  return {
    ok: true,
    report: {
      ratePercent,
      years,
      events: fifo.result.events,
      holdings: fifo.result.holdings
        .filter((holding) => holding.amount > 0)
        .map(({ symbol, amount, costBasis }) => ({ symbol, amount, costBasis }))
        .sort((a, b) => a.symbol.localeCompare(b.symbol)),
      totals: {
        gain: years.reduce((sum, year) => sum + year.gain, 0),
        tax: years.reduce((sum, year) => sum + year.tax, 0),
        income: years.reduce((sum, year) => sum + year.income, 0),
      },
      convertedUsd: transactions.some((transaction) => transaction.currency === "USD"),
    },
  };
}
