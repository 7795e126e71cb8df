import { runFifo, type FifoTransaction, type RealizedEvent } from "~/lib/portfolio/fifo";

/**
 * The March 2026 draft law on crypto assets, applied as written, to lira figures. It is a draft:
 * nothing here says what the law is. Its rules as the draft words them:
 * - Gains made on platforms licensed by SPK (Sermaye Piyasası Kurulu) are taxed each quarter by a
 *   10 % withholding that is the final tax; a quarter's net loss offsets the gains of the later
 *   quarters of the same year only (never an earlier quarter, never the next year).
 * - Gains made elsewhere (foreign exchanges, wallets) go on the annual income tax return; this page
 *   shows them apart, since their tax follows the income tax scale of the person.
 * - Sales and transfers through licensed platforms pay a 0.03 % transaction tax on their value.
 *
 * The caller converts every price and fee to lira first (today at one rate; at each transaction's
 * own date's rate once that is known), so these rules never see a currency.
 */

export const DRAFT_2026 = {
  title: "Mart 2026 taslağı",
  status: "komisyonda kabul edildi, Resmî Gazete'de yayımı bulunamadı",
  /** When the status above was last checked (YYYY-MM-DD). */
  checkedOn: "2026-11-25",
  withholdingPercent: 10,
  transactionTaxPercent: 0.03,
} as const;

export const PLATFORMS = ["licensed", "other"] as const;
export type Platform = (typeof PLATFORMS)[number];
export const PLATFORM_LABELS: Record<Platform, string> = { licensed: "Lisanslı (SPK)", other: "Diğer" };

/** A form value as a platform: anything but "other" is the licensed default. */
export function readPlatform(value: string | null | undefined): Platform {
  return value === "other" ? "other" : "licensed";
}

export interface DraftTransaction extends FifoTransaction {
  platform: Platform;
}

export interface DraftQuarter {
  year: number;
  /** 1 to 4. */
  quarter: number;
  /** The quarter's net realised gain on licensed platforms (negative: a loss). */
  gain: number;
  /** Loss of earlier quarters of the year set against this quarter's gain. */
  offset: number;
  /** What the withholding applies to. */
  base: number;
  withholding: number;
  /** Loss still to be offset after this quarter, within the year. */
  lossCarried: number;
}

export interface DraftYear {
  year: number;
  withholding: number;
  /** Licensed-platform loss no later quarter of the year absorbed: lost under the draft. */
  lossUnused: number;
  /** Net realised gain elsewhere, for the annual return (negative: a loss). */
  otherGain: number;
  transactionTax: number;
}

export interface TransactionTaxLine {
  index: number;
  date: string;
  symbol: string;
  type: "sell" | "transfer_in" | "transfer_out";
  /** amount × price; null for a transfer entered without a price, whose value is unknown. */
  value: number | null;
  tax: number;
}

export interface DraftReport {
  quarters: DraftQuarter[];
  years: DraftYear[];
  transactionTax: TransactionTaxLine[];
  /** Every sell and transfer out with the platform it was made on. */
  events: (RealizedEvent & { platform: Platform })[];
  totals: { withholding: number; transactionTax: number; otherGain: number };
}

export type DraftOutcome = { ok: true; report: DraftReport } | { ok: false; error: string; index: number };

export const quarterOf = (date: string) => Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1;

/** The draft's taxes on `transactions`, whose prices and fees are all in lira. */
export function calculateDraftTax(transactions: readonly DraftTransaction[]): DraftOutcome {
  const fifo = runFifo(transactions);
  if (!fifo.ok) return fifo;
  const events = fifo.result.events.map((event) => ({ ...event, platform: transactions[event.index].platform }));

  const quarters = licensedQuarters(events.filter((event) => event.platform === "licensed"));
  const transactionTax = transactionTaxLines(transactions);
  const yearNumbers = new Set([...events.map((event) => yearOf(event.date)), ...transactionTax.map((line) => yearOf(line.date))]);
  const years = [...yearNumbers]
    .sort((a, b) => a - b)
    .map((year): DraftYear => {
      const inYear = quarters.filter((quarter) => quarter.year === year);
      return {
        year,
        withholding: sum(inYear.map((quarter) => quarter.withholding)),
        lossUnused: inYear.length ? inYear[inYear.length - 1].lossCarried : 0,
        otherGain: sum(events.filter((event) => event.platform === "other" && yearOf(event.date) === year).map((event) => event.gain)),
        transactionTax: sum(transactionTax.filter((line) => yearOf(line.date) === year).map((line) => line.tax)),
      };
    });
  return {
    ok: true,
    report: {
      quarters,
      years,
      transactionTax,
      events,
      totals: {
        withholding: sum(years.map((year) => year.withholding)),
        transactionTax: sum(years.map((year) => year.transactionTax)),
        otherGain: sum(years.map((year) => year.otherGain)),
      },
    },
  };
}

/** Licensed-platform gains by quarter, each year's losses carried forward to its later quarters only. */
function licensedQuarters(events: readonly RealizedEvent[]): DraftQuarter[] {
  const gains = new Map<string, { year: number; quarter: number; gain: number }>();
  for (const event of events) {
    const year = yearOf(event.date);
    const quarter = quarterOf(event.date);
    const key = `${year}-${quarter}`;
    const entry = gains.get(key) ?? { year, quarter, gain: 0 };
    entry.gain += event.gain;
    gains.set(key, entry);
  }
  const ordered = [...gains.values()].sort((a, b) => a.year - b.year || a.quarter - b.quarter);
  const quarters: DraftQuarter[] = [];
  let carried = 0;
  let carriedYear = 0;
  for (const { year, quarter, gain } of ordered) {
    // A loss never crosses into the next year.
    if (year !== carriedYear) {
      carried = 0;
      carriedYear = year;
    }
    const offset = gain > 0 ? Math.min(carried, gain) : 0;
    const base = gain > 0 ? gain - offset : 0;
    carried = gain > 0 ? carried - offset : carried - gain;
    quarters.push({ year, quarter, gain, offset, base, withholding: (base * DRAFT_2026.withholdingPercent) / 100, lossCarried: carried });
  }
  return quarters;
}

function transactionTaxLines(transactions: readonly DraftTransaction[]): TransactionTaxLine[] {
  const lines: TransactionTaxLine[] = [];
  transactions.forEach((transaction, index) => {
    const { type, platform, amount, price, date, symbol } = transaction;
    if (platform !== "licensed" || type === "buy" || type === "income") return;
    const value = type !== "sell" && price === 0 ? null : amount * price;
    lines.push({ index, date, symbol, type, value, tax: value === null ? 0 : (value * DRAFT_2026.transactionTaxPercent) / 100 });
  });
  return lines.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.index - b.index));
}

const yearOf = (date: string) => Number(date.slice(0, 4));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
