import { type Decimal, roundToPlaces, roundToSignificant, shift, toDecimal, writeDigits } from "./decimal";

/** "22 Kasım 2026". SQLite's "YYYY-MM-DD HH:MM:SS" is read as UTC. */
export function formatTurkishDate(value: string): string {
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(value) ? `${value.replace(" ", "T")}Z` : value;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? value : formatDate(date, "long");
}

/** The machine-readable form for `<time dateTime>`. */
export function isoDate(value: string): string {
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(value) ? `${value.replace(" ", "T")}Z` : value;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** "şimdi", "5 dakika önce", "3 saat önce", "2 gün önce"; an unreadable time is 'Bilinmiyor'. */
export function relativeTime(value: string | null | undefined, now: number = Date.now()): string {
  const time = value ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) return "Bilinmiyor";
  const minutes = Math.floor((now - time) / 60_000);
  if (minutes < 1) return "şimdi";
  if (minutes < 60) return `${minutes} dakika önce`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} saat önce`;
  return `${Math.floor(hours / 24)} gün önce`;
}

/** Date and time as Turks write it, in Istanbul time: "22.11.2026 14:05", "3.04.2026 09:30". */
export function formatDateTime(value: string | null | undefined): string {
  const time = value ? new Date(value) : null;
  if (!time || Number.isNaN(time.getTime())) return "Bilinmiyor";
  return formatDate(time, "shortDateTime");
}

/**
 * The date shapes the site writes, each as Turks write it. Times of day are shown in
 * Istanbul time; a bare day ("2024-03-05", read as midnight UTC) is formatted in UTC so
 * that it stays the same day. Each shape is written by hand from the calendar's parts (no
 * Intl object to load: decision 054); the Intl options beside it write the moments the
 * hand cannot, and tests/unit/format/decimal.test.ts holds the two to the same text.
 */
const DATE_PATTERNS = {
  /** "22 Kasım 2026" */
  long: [{ day: "numeric", month: "long", year: "numeric" }, (p) => `${p.day} ${MONTHS[p.month]} ${p.year}`],
  /** "22 Kasım" */
  dayMonth: [{ day: "numeric", month: "long" }, (p) => `${p.day} ${MONTHS[p.month]}`],
  /** "22 Kas" */
  dayShortMonth: [{ day: "numeric", month: "short" }, (p) => `${p.day} ${SHORT_MONTHS[p.month]}`],
  /** "22 Kas 2026" */
  shortMonth: [{ day: "numeric", month: "short", year: "numeric" }, (p) => `${p.day} ${SHORT_MONTHS[p.month]} ${p.year}`],
  /** "Kas 26" */
  monthYear: [{ month: "short", year: "2-digit" }, (p) => `${SHORT_MONTHS[p.month]} ${two(p.year % 100)}`],
  /** "Kasım 2026" */
  monthLong: [{ month: "long", year: "numeric" }, (p) => `${MONTHS[p.month]} ${p.year}`],
  /** "22.11.2026" */
  numeric: [{ day: "2-digit", month: "2-digit", year: "numeric" }, (p) => `${two(p.day)}.${two(p.month + 1)}.${p.year}`],
  /** "22 Kas 2026" as dateStyle medium */
  medium: [{ dateStyle: "medium" }, (p) => `${p.day} ${SHORT_MONTHS[p.month]} ${p.year}`],
  /** "22 Kasım 2026 Pazar" */
  longWeekday: [
    { day: "numeric", month: "long", year: "numeric", weekday: "long" },
    (p) => `${p.day} ${MONTHS[p.month]} ${p.year} ${WEEKDAYS[p.weekday]}`,
  ],
  /** "14:05" */
  time: [{ hour: "2-digit", minute: "2-digit" }, (p) => clock(p)],
  /** "22 Kas 14:05" */
  dayShortMonthTime: [
    { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" },
    (p) => `${p.day} ${SHORT_MONTHS[p.month]} ${clock(p)}`,
  ],
  /** "22.11.2026 14:05"; ICU leaves the day unpadded here: "3.04.2026 14:05" */
  shortDateTime: [{ dateStyle: "short", timeStyle: "short" }, (p) => `${p.day}.${two(p.month + 1)}.${p.year} ${clock(p)}`],
  /** "22 Kas 2026 14:05" */
  mediumDateTime: [{ dateStyle: "medium", timeStyle: "short" }, (p) => `${p.day} ${SHORT_MONTHS[p.month]} ${p.year} ${clock(p)}`],
  /** "22/11 14:05": ICU writes a Turkish day and month without a year with a slash */
  numericDayMonthTime: [
    { day: "2-digit", month: "2-digit", hour: "2-digit", minute: "2-digit" },
    (p) => `${two(p.day)}/${two(p.month + 1)} ${clock(p)}`,
  ],
  /** "22.11.2026 14:05:09" */
  numericSeconds: [
    { day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit" },
    (p) => `${two(p.day)}.${two(p.month + 1)}.${p.year} ${clock(p)}:${two(p.second)}`,
  ],
} satisfies Record<string, [Intl.DateTimeFormatOptions, (parts: CalendarParts) => string]>;

export type DatePattern = keyof typeof DATE_PATTERNS;

const MONTHS = ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"];
const SHORT_MONTHS = ["Oca", "Şub", "Mar", "Nis", "May", "Haz", "Tem", "Ağu", "Eyl", "Eki", "Kas", "Ara"];
const WEEKDAYS = ["Pazar", "Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma", "Cumartesi"];

interface CalendarParts {
  year: number;
  /** 0 for January */
  month: number;
  day: number;
  /** 0 for Sunday */
  weekday: number;
  hour: number;
  minute: number;
  second: number;
}

const two = (value: number) => String(value).padStart(2, "0");
const clock = (p: CalendarParts) => `${two(p.hour)}:${two(p.minute)}`;

// Istanbul has kept UTC+3 all year since 7 September 2016; an earlier moment, or a year that is
// not four digits, goes to Intl.
const FIXED_ISTANBUL_FROM = Date.UTC(2016, 8, 7);
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;
const FOUR_DIGIT_YEARS = [Date.UTC(1000, 0, 1), Date.UTC(10_000, 0, 1)] as const;

function calendarParts(time: number, timeZone: "Europe/Istanbul" | "UTC"): CalendarParts | undefined {
  if (!(time >= (timeZone === "UTC" ? FOUR_DIGIT_YEARS[0] : FIXED_ISTANBUL_FROM) && time < FOUR_DIGIT_YEARS[1] - ISTANBUL_OFFSET_MS))
    return undefined;
  const local = new Date(timeZone === "UTC" ? time : time + ISTANBUL_OFFSET_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

// Intl, for the moments the hand does not write; built on first use, so a page that never shows
// one never loads ICU's data.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment in one of the site's date shapes, in Istanbul time unless `timeZone` says UTC (a bare
 * day). A fixed time zone keeps the server's and the browser's rendering identical.
 */
export function formatDate(value: Date | number, pattern: DatePattern, timeZone: "Europe/Istanbul" | "UTC" = "Europe/Istanbul"): string {
  const [options, write] = DATE_PATTERNS[pattern];
  const parts = calendarParts(Number(value), timeZone);
  if (parts) return write(parts);
  const key = `${pattern}@${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("tr-TR", { ...options, timeZone });
    dateFormats.set(key, format);
  }
  return format.format(value);
}

/** "1,5 MB": steps of 1024 through Bytes, KB, MB and GB, one decimal above Bytes. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return "—";
  const units = ["Bytes", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : formatFixed(value, 1)} ${units[unit]}`;
}

// Numbers, prices, percents and scores as Turks write them: every view formats through these,
// so "91,5" on one page is "91,5" on the next. Written by app/lib/decimal.ts, as Intl writes them.

const CURRENCY_SIGNS = { USD: "$", TRY: "₺" } as const;

interface NumberShape {
  round: (decimal: Decimal) => Decimal;
  /** Decimals padded up to this many. */
  minPlaces?: number;
  grouping?: boolean;
  /** "$", "₺" or "%", after the minus sign. */
  sign?: string;
  /** A percent: the value is a fraction, written times 100. */
  percent?: boolean;
}

const places = (count: number) => (decimal: Decimal) => roundToPlaces(decimal, count);
const significant = (count: number) => (decimal: Decimal) => roundToSignificant(decimal, count);

function writeNumber(value: number | bigint, shape: NumberShape): string {
  const sign = shape.sign ?? "";
  if (typeof value === "number" && !Number.isFinite(value)) return Number.isNaN(value) ? `${sign}NaN` : `${value < 0 ? "-" : ""}${sign}∞`;
  const decimal = shape.percent ? shift(toDecimal(value), 2) : toDecimal(value);
  const digits = writeDigits(shape.round(decimal), { minPlaces: shape.minPlaces ?? 0, groupFrom: shape.grouping === false ? Infinity : 4 });
  return `${decimal.negative ? "-" : ""}${sign}${digits}`;
}

/** A count or an amount: "1.234", "294.800,93" (at most `decimals` decimals, none padded). */
export function formatNumber(value: number | bigint, decimals = 2): string {
  return writeNumber(value, { round: places(decimals) });
}

/** Exactly `decimals` decimals, padded: "2,40", "1.234,00". */
export function formatFixed(value: number, decimals: number): string {
  return writeNumber(value, { round: places(decimals), minPlaces: decimals });
}

/** Between `min` and `max` decimals: formatDecimals(0.5, 2, 8) is "0,50", formatDecimals(0.12345678, 2, 8) "0,12345678". */
export function formatDecimals(value: number, min: number, max: number): string {
  return writeNumber(value, { round: places(max), minPlaces: min });
}

/** At most `digits` significant digits: "64.250,5", "0,00012345". */
export function formatSignificant(value: number, digits: number): string {
  return writeNumber(value, { round: significant(digits) });
}

/** A number as a form field takes it back: a decimal comma and no grouping ("1234,5"). */
export function formatPlain(value: number, decimals = 12): string {
  return writeNumber(value, { round: places(decimals), grouping: false });
}

// Turkish short scale: bin, milyon, milyar, trilyon.
const COMPACT_UNITS = ["", "\u00a0B", "\u00a0Mn", "\u00a0Mr", "\u00a0Tn"];

/** The compact unit of a figure whose integer part has `point` digits. */
const compactUnit = (point: number) => Math.min(Math.max(Math.floor((point - 1) / 3), 0), COMPACT_UNITS.length - 1);

/** A large figure shortened: "1,85 Mr", "12,3 Mn", "950". */
export function formatCompact(value: number): string {
  if (!Number.isFinite(value)) return writeNumber(value, { round: places(2) });
  const decimal = toDecimal(value);
  let unit = compactUnit(decimal.point);
  let rounded = roundToPlaces(shift(decimal, -3 * unit), 2);
  // 999.999 rounds to 1000: Intl writes it as "1 B", in the next unit.
  const carried = compactUnit(rounded.point + 3 * unit);
  if (carried !== unit) {
    unit = carried;
    rounded = roundToPlaces(shift(decimal, -3 * unit), 2);
  }
  // A compact figure is grouped from five digits on ("1000 Tn", "10.000 Tn"), as CLDR has it.
  return `${decimal.negative ? "-" : ""}${writeDigits(rounded, { minPlaces: 0, groupFrom: 5 })}${COMPACT_UNITS[unit]}`;
}

/** Money with `decimals` decimals (up to `maxDecimals` when more are needed): "₺34,25", "$1.250,00", "₺34,2512". */
export function formatMoney(value: number, currency: "USD" | "TRY", decimals = 2, maxDecimals = decimals): string {
  return writeNumber(value, { round: places(maxDecimals), minPlaces: decimals, sign: CURRENCY_SIGNS[currency] });
}

/** Money with as many decimals as its size needs, up to `digits` significant ones: "$64.250,5", "₺2.200.579". */
export function formatMoneySignificant(value: number, currency: "USD" | "TRY", digits = 8): string {
  return writeNumber(value, { round: significant(digits), sign: CURRENCY_SIGNS[currency] });
}

/**
 * A price: "$64.250,50", "$0,0487", "$0,00001234" (small prices keep four significant digits
 * instead of rounding to zero) and "$0" for nothing at all, never "$0,00000000".
 */
export function formatPrice(value: number, currency: "USD" | "TRY" = "USD"): string {
  const abs = Math.abs(value);
  // Zero is below 0.0001 too: "$0".
  if (abs < 0.0001) return formatMoneySignificant(value, currency, 4);
  return formatMoney(value, currency, abs >= 1 ? 2 : abs >= 0.01 ? 4 : 6);
}

/** A lira sum in whole lira: "₺3.346.500". */
export function formatLira(value: number): string {
  return formatMoney(value, "TRY", 0);
}

/** A percent given as a percent (7.2 for 7.2 %), the sign before it as Turks write it: "%7,2", "-%3,0". */
export function formatPercent(value: number, decimals = 1): string {
  return writeNumber(value / 100, { round: places(decimals), minPlaces: decimals, sign: "%", percent: true });
}

/** A percent given as a percent, at most `decimals` decimals and none padded: "%7,25", "%7", "-%3,5". */
export function formatPercentUpTo(value: number, decimals: number): string {
  return writeNumber(value / 100, { round: places(decimals), sign: "%", percent: true });
}

/** A score out of 100 with at most one decimal: "91,5", "90". */
export function formatScore(value: number): string {
  return formatNumber(value, 1);
}
