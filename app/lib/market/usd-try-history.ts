/**
 * Which USD/TRY rate values a transaction of a given day. The rates are the exchange's daily
 * USDT/TRY closes (one per UTC day); the exchange trades every day, weekends included, so a
 * Saturday has its own close. Where a day has none (a gap in the exchange's history, or a day
 * before the pair was listed) the nearest earlier close within MAX_FALLBACK_DAYS is used, and
 * past that today's rate: each case is named so that the page can say which rate it used.
 */

export const MAX_FALLBACK_DAYS = 7;

export type RateKind = "exact" | "earlier" | "today" | "current" | "none";

export interface DatedRate {
  /** The transaction's day, YYYY-MM-DD. */
  day: string;
  rate: number | null;
  /**
   * exact: that day's close; earlier: the close of `usedDay`, a few days before; today: the
   * transaction is of today, valued at the live rate; current: no close near the day, the live
   * rate instead; none: neither.
   */
  kind: RateKind;
  usedDay: string | null;
}

const DAY_MS = 86_400_000;

export function dayToMs(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

export function msToDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return msToDay(dayToMs(day) + days * DAY_MS);
}

/** The rate for a transaction of `day`, by the rules above. */
export function rateForDay(
  closes: ReadonlyMap<string, number>,
  day: string,
  today: string,
  current: number | null,
  maxBack = MAX_FALLBACK_DAYS,
): DatedRate {
  const live = (kind: "today" | "current"): DatedRate =>
    current ? { day, rate: current, kind, usedDay: null } : { day, rate: null, kind: "none", usedDay: null };
  if (day >= today) return live("today");
  for (let back = 0; back <= maxBack; back += 1) {
    const candidate = back === 0 ? day : addDays(day, -back);
    const close = closes.get(candidate);
    if (close && close > 0) return { day, rate: close, kind: back === 0 ? "exact" : "earlier", usedDay: candidate };
  }
  return live("current");
}

/**
 * The calendar years (UTC) of daily closes needed to look up every day in `days` by the rules
 * above: each past day's year, and the year before when the fallback week reaches into it.
 * The exchange is asked per year (a year's 366 candles fit one call of its 1,000), so that a
 * settled year is one stored answer that never changes. Today has no closed candle: never asked.
 */
export function yearsToAsk(days: readonly string[], today: string): number[] {
  const years = new Set<number>();
  for (const day of days) {
    if (day >= today) continue;
    years.add(Number(day.slice(0, 4)));
    years.add(Number(addDays(day, -MAX_FALLBACK_DAYS).slice(0, 4)));
  }
  return [...years].sort((a, b) => a - b);
}

/** The last day of `year` whose daily candle has closed by `now`: the year's end, or yesterday (UTC). */
export function lastClosedDay(year: number, now: number): string {
  const yesterday = msToDay(now - DAY_MS);
  const end = `${year}-12-31`;
  return yesterday < end ? yesterday : end;
}

/** Own-day rates listed by name on a page; past this many the rest are counted. */
export const LISTED_RATES = 12;

/**
 * What the page says about the rates used: the days that got their own close (the newest
 * LISTED_RATES of them by name, with the count of all), and each fallback.
 */
export interface RatesUsed {
  /** Transaction days valued at their own day's close (or today's rate for today's). */
  exact: number;
  /** The newest of those days, with their rates. */
  listed: DatedRate[];
  fallbacks: DatedRate[];
}

export function describeRates(rates: readonly DatedRate[]): RatesUsed {
  const unique = new Map(rates.map((rate) => [rate.day, rate]));
  const all = [...unique.values()].sort((a, b) => a.day.localeCompare(b.day));
  const own = all.filter((rate) => rate.kind === "exact" || rate.kind === "today");
  return {
    exact: own.length,
    listed: own.slice(-LISTED_RATES),
    fallbacks: all.filter((rate) => rate.kind === "earlier" || rate.kind === "current" || rate.kind === "none"),
  };
}
