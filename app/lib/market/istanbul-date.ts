import { formatDate } from "~/lib/format";
import { lazily } from "~/lib/lazy";

// Market days are counted in Turkey's time zone, where the site's readers are.
const dayFormat = lazily(
  () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul", year: "numeric", month: "2-digit", day: "2-digit" }),
);

/** YYYY-MM-DD of an instant in Europe/Istanbul, or null for an invalid date. */
export function istanbulDate(instant: Date): string | null {
  return Number.isNaN(instant.getTime()) ? null : dayFormat().format(instant);
}

/** A real calendar day written as YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** "23 Kasım 2026 Pazartesi" for a YYYY-MM-DD day. */
export function formatReportDay(day: string): string {
  return formatDate(new Date(`${day}T00:00:00Z`), "longWeekday", "UTC");
}
