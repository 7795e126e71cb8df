import { formatDate } from "~/lib/format";
import type { UnitPrice } from "./yardsticks";

/**
 * The "lira adjusted by TÜFE" yardstick (issue 50): what the lira put in would be worth had it
 * kept pace with Turkish consumer prices. TÜİK publishes a month's TÜFE early in the next month,
 * so no index for today exists yet. As CPI-linked bonds do, a day's level is a reference index
 * built only from published months: on day d of month M, the TÜFE of M−3 plus (d − 1) / D of
 * the step to that of M−2 (D: the days of M). The first of December is September's TÜFE; the
 * level climbs evenly through December towards October's. Pure.
 */

/** A month as YYYY-MM. */
const MONTH = /^(\d{4})-(\d{2})$/;

export function monthOfDay(day: string): string {
  return day.slice(0, 7);
}

/** The month `count` months after `month` (before, when negative). */
export function addMonths(month: string, count: number): string {
  const [, year, number] = MONTH.exec(month)!;
  const index = Number(year) * 12 + Number(number) - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

function daysInMonth(month: string): number {
  const [, year, number] = MONTH.exec(month)!;
  return new Date(Date.UTC(Number(year), Number(number), 0)).getUTCDate();
}

/** "Eylül 2026". */
export function formatMonth(month: string): string {
  return formatDate(Date.parse(`${month}-01T00:00:00Z`), "monthLong", "UTC");
}

/** The reference index of a day from the months entered, or null when M−3 or M−2 is missing. */
export function referenceIndex(day: string, index: ReadonlyMap<string, number>): number | null {
  const month = monthOfDay(day);
  const from = index.get(addMonths(month, -3));
  const to = index.get(addMonths(month, -2));
  if (from === undefined || to === undefined) return null;
  return from + ((Number(day.slice(8, 10)) - 1) / daysInMonth(month)) * (to - from);
}

/** The yardstick's unit price: one "unit" of lira kept at the day's reference index. */
export function cpiPrice(index: ReadonlyMap<string, number>): UnitPrice {
  return (day) => referenceIndex(day, index);
}

/** The months whose TÜFE the reference index needs for every day from `firstDay` to `lastDay`. */
export function monthsNeeded(firstDay: string, lastDay: string): string[] {
  const months: string[] = [];
  const last = addMonths(monthOfDay(lastDay), -2);
  for (let month = addMonths(monthOfDay(firstDay), -3); month <= last; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** Whether the months entered cover the days; if not, which are missing and the latest month entered. */
export type CpiCoverage = { covered: true } | { covered: false; last: string | null; missing: string[] };

export function cpiCoverage(entered: readonly string[], firstDay: string, lastDay: string): CpiCoverage {
  const have = new Set(entered);
  const last = entered.length ? entered.reduce((latest, month) => (month > latest ? month : latest)) : null;
  const missing = monthsNeeded(firstDay, lastDay).filter((month) => !have.has(month));
  return missing.length ? { covered: false, last, missing } : { covered: true };
}

/** Why the TÜFE yardstick is not shown, in a sentence the page prints. */
export function cpiMissingNote(coverage: Extract<CpiCoverage, { covered: false }>): string {
  const named = coverage.missing.slice(0, 3).map(formatMonth).join(", ");
  const more = coverage.missing.length > 3 ? ` ve ${coverage.missing.length - 3} ay daha` : "";
  if (coverage.last === null) return "TÜFE endeksi henüz girilmedi; TÜFE'ye göre kıyas gösterilmiyor.";
  const stale = coverage.missing.some((month) => month > coverage.last!);
  return (
    `TÜFE endeksi ${stale ? "güncel değil" : "bu dönemin tamamını kapsamıyor"} (girilen son ay: ${formatMonth(coverage.last)}); ` +
    `TÜFE'ye göre kıyas için eksik aylar: ${named}${more}.`
  );
}
