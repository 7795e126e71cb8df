import { addDays, dayToMs } from "~/lib/market/usd-try-history";
import type { PricedTransaction } from "./convert";
import { formatDay } from "./format";

/**
 * The portfolio's value day by day and its returns by period (decision 037). Pure: the service
 * hands in the transactions, each coin's daily closes and each day's USD/TRY rate.
 *
 * - The value of a day is the coins held at its end times that day's close (today: the live
 *   price). A day on which a held coin has no close has no value (a gap), never a guess.
 * - Returns are modified Dietz: (V1 − V0 − F) / (V0 + Σ wᵢ·Fᵢ), where F is the money put in
 *   (buys, transfers in) less the money taken out (sells, transfers out) during the period and
 *   each flow is weighted by the share of the period it was invested. A transaction counts as
 *   made at the start of its day, so a flow on the period's first day after S weighs 1 and one
 *   on its last day 1/T: buying once and holding gives exactly the simple change in price.
 */

/** Days drawn at most: the daily candles the exchange gives in one call (a year and a day). */
export const HISTORY_MAX_DAYS = 366;

export type HistoryCurrency = "USD" | "TRY";

export interface DayValue {
  day: string;
  usd: number | null;
  try: number | null;
}

/** The USD close of a coin on a day, or null when none is known. */
export type CloseLookup = (symbol: string, day: string) => number | null;
/** The USD/TRY rate of a day, or null when none is known. */
export type RateLookup = (day: string) => number | null;

const DAY_MS = 86_400_000;
// Float sums of bought and sold amounts leave crumbs such as 1e-17 of a coin: that is nothing held.
const DUST = 1e-12;

export function daysBetween(from: string, to: string): number {
  return Math.round((dayToMs(to) - dayToMs(from)) / DAY_MS);
}

/** The days drawn: from the first transaction (or `maxDays` back) to today, oldest first. */
export function historyDays(firstDay: string, today: string, maxDays = HISTORY_MAX_DAYS): string[] {
  const earliest = addDays(today, -(maxDays - 1));
  const days: string[] = [];
  for (let day = firstDay > earliest ? firstDay : earliest; day <= today; day = addDays(day, 1)) days.push(day);
  return days;
}

function signedAmount(transaction: Pick<PricedTransaction, "type" | "amount">): number {
  return transaction.type === "sell" || transaction.type === "transfer_out" ? -transaction.amount : transaction.amount;
}

/** The coins held at the end of each of `days` (sorted), transactions before the first day included. */
export function replayHoldings(transactions: readonly PricedTransaction[], days: readonly string[]): Map<string, number>[] {
  const sorted = [...transactions].sort((a, b) => a.date.localeCompare(b.date));
  const held = new Map<string, number>();
  const result: Map<string, number>[] = [];
  let next = 0;
  for (const day of days) {
    while (next < sorted.length && sorted[next].date <= day) {
      const transaction = sorted[next++];
      const amount = (held.get(transaction.symbol) ?? 0) + signedAmount(transaction);
      if (Math.abs(amount) < DUST) held.delete(transaction.symbol);
      else held.set(transaction.symbol, amount);
    }
    result.push(new Map(held));
  }
  return result;
}

/** Each day's value in dollars and lira; null where a held coin has no close or the day no rate. */
export function dailyValues(
  transactions: readonly PricedTransaction[],
  days: readonly string[],
  close: CloseLookup,
  rate: RateLookup,
): DayValue[] {
  const holdings = replayHoldings(transactions, days);
  return days.map((day, index) => {
    let usd: number | null = 0;
    for (const [symbol, amount] of holdings[index]) {
      const price = close(symbol, day);
      if (price === null) {
        usd = null;
        break;
      }
      usd += amount * price;
    }
    const dayRate = rate(day);
    return { day, usd, try: usd === null || dayRate === null ? null : usd * dayRate };
  });
}

export interface Flow {
  day: string;
  usd: number | null;
  try: number | null;
  /** Why a value is missing, naming the transaction ("05.01.2024 tarihli ETH alışının ..."): a return it blocks says so. */
  unknown?: string;
}

const FLOW_NAMES: Record<PricedTransaction["type"], string> = {
  buy: "alışı",
  sell: "satışı",
  transfer_in: "transfer girişi",
  transfer_out: "transfer çıkışı",
  income: "geliri",
};

/**
 * The money a transaction put in (positive) or took out (negative). A buy puts in what was paid,
 * fee included; a sale takes out what was received, fee deducted; both in the currency paid,
 * converted at the day's rate. A transfer moves coins, not money: it is valued at the day's
 * close, or at the price recorded with it when no close is known. Income (staking, airdrop,
 * interest) is no money put in: its coins raise the value without a flow, so they count as return.
 */
export function transactionFlow(transaction: PricedTransaction, close: number | null, rate: number | null): Flow {
  const flow = valueFlow(transaction, close, rate);
  if (flow.usd !== null && flow.try !== null) return flow;
  const { type, symbol, date } = transaction;
  const what = `${symbol} ${FLOW_NAMES[type]}`;
  // A buy or a sale lacks only the day's rate; a transfer may lack its value altogether.
  const unknown =
    flow.usd === null && flow.try === null
      ? `${formatDay(date)} tarihli ${what} için o günün kapanışı da kayıtlı fiyatı da yok; değeri bilinmiyor.`
      : `${formatDay(date)} günü için USD/TRY kuru bilinmiyor; o günkü ${what} çevrilemedi.`;
  return { ...flow, unknown };
}

function valueFlow(transaction: PricedTransaction, close: number | null, rate: number | null): Flow {
  const { type, amount, price, fee, currency, date } = transaction;
  if (type === "income") return { day: date, usd: 0, try: 0 };
  const sign = type === "buy" || type === "transfer_in" ? 1 : -1;
  const inCurrency = (native: number): Flow => ({
    day: date,
    usd: currency === "USD" ? sign * native : rate ? (sign * native) / rate : null,
    try: currency === "TRY" ? sign * native : rate ? sign * native * rate : null,
  });
  if (type === "buy") return inCurrency(amount * price + fee);
  if (type === "sell") return inCurrency(amount * price - fee);
  if (close !== null) return { day: date, usd: sign * amount * close, try: rate ? sign * amount * close * rate : null };
  if (price > 0) return inCurrency(amount * price);
  return { day: date, usd: null, try: null };
}

/**
 * Modified Dietz return between the end of `startDay` (worth `startValue`) and the end of
 * `endDay`: flows are on days after `startDay`, each weighted (T − (d − S) + 1) / T. Null when
 * nothing was invested (the denominator is not positive) or the period is empty.
 */
export function modifiedDietz(
  startDay: string,
  startValue: number,
  endDay: string,
  endValue: number,
  flows: ReadonlyArray<{ day: string; amount: number }>,
): number | null {
  const span = daysBetween(startDay, endDay);
  if (span <= 0) return null;
  let net = 0;
  let weighted = 0;
  for (const flow of flows) {
    net += flow.amount;
    weighted += (flow.amount * (span - daysBetween(startDay, flow.day) + 1)) / span;
  }
  const invested = startValue + weighted;
  if (!(invested > 0)) return null;
  return (endValue - startValue - net) / invested;
}

export const RETURN_PERIODS = [
  { key: "1w", label: "1 hafta", days: 7 },
  { key: "1m", label: "1 ay", days: 30 },
  { key: "1y", label: "1 yıl", days: 365 },
  { key: "all", label: "Tüm zamanlar", days: null },
] as const;

export type PeriodKey = (typeof RETURN_PERIODS)[number]["key"];

export interface ReturnFigure {
  /** The return as a fraction (0.12 is 12 %); null with a Turkish reason when it cannot be computed. */
  rate: number | null;
  /** What the period earned: end value less start value less the money put in. */
  gain: number | null;
  reason: string | null;
}

export interface PeriodReturn {
  key: PeriodKey;
  label: string;
  /** The period's start: the end of this day (for all time, the day before the first transaction). */
  startDay: string;
  usd: ReturnFigure;
  try: ReturnFigure;
}

const unavailable = (reason: string): ReturnFigure => ({ rate: null, gain: null, reason });

function periodFigure(
  currency: HistoryCurrency,
  startDay: string,
  startValue: number | null,
  end: DayValue,
  flows: readonly Flow[],
): ReturnFigure {
  const pick = (value: { usd: number | null; try: number | null }) => (currency === "USD" ? value.usd : value.try);
  const endValue = pick(end);
  if (endValue === null) return unavailable("Bugünkü değer hesaplanamadı.");
  if (startValue === null) return unavailable(`${formatDay(startDay)} günü için kapanış fiyatı ya da kur yok.`);
  const inPeriod = flows.filter((flow) => flow.day > startDay && flow.day <= end.day);
  const amounts = inPeriod.map((flow) => ({ day: flow.day, amount: pick(flow) }));
  const blocking = inPeriod.find((flow) => pick(flow) === null);
  if (blocking) return unavailable(blocking.unknown ?? "Dönemdeki bir işlemin o günkü değeri bilinmiyor.");
  const known = amounts as Array<{ day: string; amount: number }>;
  const rate = modifiedDietz(startDay, startValue, end.day, endValue, known);
  if (rate === null) return unavailable("Dönemde yatırılmış para yok.");
  const net = known.reduce((sum, flow) => sum + flow.amount, 0);
  return { rate, gain: endValue - startValue - net, reason: null };
}

/**
 * Returns for a week, a month, a year and all time, in dollars and lira, ending at the last
 * day of `series` (today). `firstDay` is the first transaction's day; a period reaching back
 * before it is not given (its start value would be an empty portfolio, which overstates).
 */
export function periodReturns(series: readonly DayValue[], flows: readonly Flow[], firstDay: string): PeriodReturn[] {
  const end = series.at(-1);
  const byDay = new Map(series.map((point) => [point.day, point]));
  const beforeFirst = addDays(firstDay, -1);
  return RETURN_PERIODS.map((period) => {
    if (!end) {
      const none = unavailable("Portföyde işlem yok.");
      return { key: period.key, label: period.label, startDay: beforeFirst, usd: none, try: none };
    }
    const startDay = period.days === null ? beforeFirst : addDays(end.day, -period.days);
    const figure = (currency: HistoryCurrency): ReturnFigure => {
      if (startDay < beforeFirst) return unavailable("Portföy bu dönemden yeni; tüm zamanlar satırına bakın.");
      if (startDay === beforeFirst) return periodFigure(currency, startDay, 0, end, flows);
      const start = byDay.get(startDay);
      if (!start) return unavailable("Bu dönemin başı grafiğin kapsadığı günlerden eski.");
      return periodFigure(currency, startDay, currency === "USD" ? start.usd : start.try, end, flows);
    };
    return { key: period.key, label: period.label, startDay, usd: figure("USD"), try: figure("TRY") };
  });
}

/**
 * The rows of the chart's table: the last day of each month drawn, and the last day, so that a
 * year is about thirteen rows.
 */
export function monthEnds(series: readonly DayValue[]): DayValue[] {
  return series.filter((point, index) => index === series.length - 1 || series[index + 1].day.slice(0, 7) !== point.day.slice(0, 7));
}

/** A coin left out of the value history, with the Turkish reason the page shows. */
export interface ExcludedCoin {
  symbol: string;
  reason: string;
}

export type YardstickKey = "usd" | "gold" | "cpi";

export type CpiUse = { shown: true; first: string; last: string; source: string; enteredAt: string } | { shown: false; note: string };

/** What the page draws: the days, the returns and the coins left out, with why. */
export interface PortfolioHistory {
  points: DayValue[];
  returns: PeriodReturn[];
  /**
   * The same flows held in dollars, in gram gold and kept at TÜFE (app/lib/portfolio/yardsticks.ts,
   * cpi.ts): each day's value, on the days of `points` (so without the day again), and the returns.
   */
  yardsticks: Array<{ key: YardstickKey; label: string; values: Array<Omit<DayValue, "day">>; returns: PeriodReturn[] }>;
  /** The exchange's PAX Gold closes were not available, so there is no gold yardstick. */
  goldMissing: boolean;
  /** Whether the TÜFE yardstick is shown: the months it used (the latest with its source), or why not. */
  cpi: CpiUse | null;
  excluded: ExcludedCoin[];
  /** The worst state among the candles used: sample candles make the whole chart sample data. */
  source: "live" | "stale" | "demo";
  /** The oldest candle answer used, when one is not live. */
  fetchedAt: string | null;
  /** The portfolio is older than the days drawn (HISTORY_MAX_DAYS). */
  capped: boolean;
  firstDay: string;
}
