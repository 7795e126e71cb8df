/**
 * When the weekly digest is due. NEWSLETTER_DAY reads "<day> HH:MM" in Istanbul time, the
 * day in English ("monday 09:00", the default), or "off" for no schedule (an admin can still
 * send it from /admin/newsletter). A week is the ISO week in Istanbul time: once its slot has
 * passed, the digest is due until it is sent, so a server that was down at 09:00 sends it
 * when it comes back, in the same week, and never twice.
 */
export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

export interface DigestSchedule {
  /** 1 = Monday … 7 = Sunday (ISO). */
  weekday: number;
  hour: number;
  minute: number;
}

/** The schedule NEWSLETTER_DAY describes, "off", or null when it is not in the format. */
export function parseNewsletterDay(text: string): DigestSchedule | "off" | null {
  const value = text.trim().toLowerCase();
  if (value === "off") return "off";
  const match = /^([a-z]+)\s+(\d{1,2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const weekday = WEEKDAYS.indexOf(match[1] as (typeof WEEKDAYS)[number]) + 1;
  const hour = Number(match[2]);
  const minute = Number(match[3]);
  if (weekday === 0 || hour > 23 || minute > 59) return null;
  return { weekday, hour, minute };
}

// Turkey has kept UTC+3 all year since 2016; a fixed offset keeps the arithmetic exact.
const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The Istanbul wall clock of an instant, as a Date whose UTC fields carry it. */
function istanbulClock(instant: Date): Date {
  return new Date(instant.getTime() + ISTANBUL_OFFSET_MS);
}

function isoWeekday(clock: Date): number {
  return clock.getUTCDay() === 0 ? 7 : clock.getUTCDay();
}

/** "2026-W48": the ISO week (Monday to Sunday, Istanbul time) an instant falls in. */
export function isoWeekKey(instant: Date): string {
  const clock = istanbulClock(instant);
  // The ISO year is the year of the week's Thursday.
  const thursday = new Date(Date.UTC(clock.getUTCFullYear(), clock.getUTCMonth(), clock.getUTCDate() + 4 - isoWeekday(clock)));
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.floor((thursday.getTime() - yearStart) / 86_400_000 / 7) + 1;
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/** The instant of this week's slot (the week `now` is in). */
export function slotOfWeek(now: Date, schedule: DigestSchedule): Date {
  const clock = istanbulClock(now);
  const day = clock.getUTCDate() - isoWeekday(clock) + schedule.weekday;
  const wall = Date.UTC(clock.getUTCFullYear(), clock.getUTCMonth(), day, schedule.hour, schedule.minute);
  return new Date(wall - ISTANBUL_OFFSET_MS);
}

/** Whether this week's slot has come (the caller checks that the week was not sent yet). */
export function isDigestDue(now: Date, schedule: DigestSchedule): boolean {
  return now.getTime() >= slotOfWeek(now, schedule).getTime();
}

/**
 * The seven whole Istanbul days before `now`'s day, which the digest covers: `from`..`to`
 * (YYYY-MM-DD) for the daily reports, `since`..`until` (instants) for posts and lessons.
 * Sent on the same weekday each week, the periods meet without gap or overlap.
 */
export function digestPeriod(now: Date): { from: string; to: string; since: Date; until: Date } {
  const clock = istanbulClock(now);
  const day = (offset: number) =>
    new Date(Date.UTC(clock.getUTCFullYear(), clock.getUTCMonth(), clock.getUTCDate() + offset)).toISOString().slice(0, 10);
  const start = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - ISTANBUL_OFFSET_MS);
  return { from: day(-7), to: day(-1), since: start(day(-7)), until: start(day(0)) };
}
