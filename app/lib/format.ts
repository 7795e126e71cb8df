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

/** Date and time as Turks write it, in Istanbul time: "22.11.2026 14:05". */
export function formatDateTime(value: string | null | undefined): string {
  const time = value ? new Date(value) : null;
  if (!time || Number.isNaN(time.getTime())) return "Bilinmiyor";
  return formatDate(time, "shortDateTime");
}

/**
 * The date shapes the site writes, each as Turks write it. Times of day are shown in
 * Istanbul time; a bare day ("2024-03-05", read as midnight UTC) is formatted in UTC so
 * that it stays the same day.
 */
const DATE_PATTERNS = {
  /** "22 Kasım 2026" */
  long: { day: "numeric", month: "long", year: "numeric" },
  /** "22 Kasım" */
  dayMonth: { day: "numeric", month: "long" },
  /** "22 Kas" */
  dayShortMonth: { day: "numeric", month: "short" },
  /** "22 Kas 2026" */
  shortMonth: { day: "numeric", month: "short", year: "numeric" },
  /** "Kas 26" */
  monthYear: { month: "short", year: "2-digit" },
  /** "Kasım 2026" */
  monthLong: { month: "long", year: "numeric" },
  /** "22.11.2026" */
  numeric: { day: "2-digit", month: "2-digit", year: "numeric" },
  /** "22 Kas 2026" as dateStyle medium */
  medium: { dateStyle: "medium" },
  /** "22 Kasım 2026 Pazar" */
  longWeekday: { day: "numeric", month: "long", year: "numeric", weekday: "long" },
  /** "14:05" */
  time: { hour: "2-digit", minute: "2-digit" },
  /** "22 Kas 14:05" */
  dayShortMonthTime: { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" },
  /** "22.11.2026 14:05" */
  shortDateTime: { dateStyle: "short", timeStyle: "short" },
  /** "22 Kas 2026 14:05" */
  mediumDateTime: { dateStyle: "medium", timeStyle: "short" },
  /** "22/11 14:05": ICU writes a Turkish day and month without a year with a slash */
  numericDayMonthTime: { day: "2-digit", month: "2-digit", hour: "2-digit", minute: "2-digit" },
  /** "22.11.2026 14:05:09" */
  numericSeconds: { day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DatePattern = keyof typeof DATE_PATTERNS;

// Built on first use, never when the module loads: the first Intl object a page creates loads the
// locale's data (20-25 ms in the browser), which would otherwise lengthen the task that evaluates
// every script of the page.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment in one of the site's date shapes, in Istanbul time unless `timeZone` says UTC (a bare
 * day). A fixed time zone keeps the server's and the browser's rendering identical.
 */
export function formatDate(value: Date | number, pattern: DatePattern, timeZone: "Europe/Istanbul" | "UTC" = "Europe/Istanbul"): string {
  const key = `${pattern}@${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("tr-TR", { ...DATE_PATTERNS[pattern], timeZone });
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
// so "91,5" on one page is "91,5" on the next. Formatters are cached: Intl objects are costly.
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat("tr-TR", options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A count or an amount: "1.234", "294.800,93" (at most `decimals` decimals, none padded). */
export function formatNumber(value: number | bigint, decimals = 2): string {
  return numberFormat(`n${decimals}`, { maximumFractionDigits: decimals }).format(value);
}

/** Exactly `decimals` decimals, padded: "2,40", "1.234,00". */
export function formatFixed(value: number, decimals: number): string {
  return numberFormat(`f${decimals}`, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}

/** Between `min` and `max` decimals: formatDecimals(0.5, 2, 8) is "0,50", formatDecimals(0.12345678, 2, 8) "0,12345678". */
export function formatDecimals(value: number, min: number, max: number): string {
  return numberFormat(`d${min}-${max}`, { minimumFractionDigits: min, maximumFractionDigits: max }).format(value);
}

/** At most `digits` significant digits: "64.250,5", "0,00012345". */
export function formatSignificant(value: number, digits: number): string {
  return numberFormat(`g${digits}`, { maximumSignificantDigits: digits }).format(value);
}

/** A number as a form field takes it back: a decimal comma and no grouping ("1234,5"). */
export function formatPlain(value: number, decimals = 12): string {
  return numberFormat(`plain${decimals}`, { maximumFractionDigits: decimals, useGrouping: false }).format(value);
}

/** A large figure shortened: "1,85 Mr", "12,3 Mn", "950". */
export function formatCompact(value: number): string {
  return numberFormat("compact", { notation: "compact", maximumFractionDigits: 2 }).format(value);
}

/** Money with `decimals` decimals (up to `maxDecimals` when more are needed): "₺34,25", "$1.250,00", "₺34,2512". */
export function formatMoney(value: number, currency: "USD" | "TRY", decimals = 2, maxDecimals = decimals): string {
  return numberFormat(`m${currency}${decimals}-${maxDecimals}`, {
    style: "currency",
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: maxDecimals,
  }).format(value);
}

/** Money with as many decimals as its size needs, up to `digits` significant ones: "$64.250,5", "₺2.200.579". */
export function formatMoneySignificant(value: number, currency: "USD" | "TRY", digits = 8): string {
  return numberFormat(`ms${currency}${digits}`, { style: "currency", currency, maximumSignificantDigits: digits }).format(value);
}

/**
 * A price: "$64.250,50", "$0,0487", "$0,00001234" (small prices keep four significant digits
 * instead of rounding to zero) and "$0" for nothing at all, never "$0,00000000".
 */
export function formatPrice(value: number, currency: "USD" | "TRY" = "USD"): string {
  if (value === 0) return numberFormat(`z${currency}`, { style: "currency", currency, maximumFractionDigits: 0 }).format(0);
  const abs = Math.abs(value);
  if (abs < 0.0001) {
    return numberFormat(`s${currency}`, { style: "currency", currency, maximumSignificantDigits: 4 }).format(value);
  }
  const decimals = abs >= 1 ? 2 : abs >= 0.01 ? 4 : 6;
  return numberFormat(`p${currency}${decimals}`, {
    style: "currency",
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/** A lira sum in whole lira: "₺3.346.500". */
export function formatLira(value: number): string {
  return numberFormat("lira", { style: "currency", currency: "TRY", maximumFractionDigits: 0 }).format(value);
}

/** A percent given as a percent (7.2 for 7.2 %), the sign before it as Turks write it: "%7,2", "-%3,0". */
export function formatPercent(value: number, decimals = 1): string {
  return numberFormat(`%${decimals}`, {
    style: "percent",
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value / 100);
}

/** A percent given as a percent, at most `decimals` decimals and none padded: "%7,25", "%7", "-%3,5". */
export function formatPercentUpTo(value: number, decimals: number): string {
  return numberFormat(`%<=${decimals}`, { style: "percent", maximumFractionDigits: decimals }).format(value / 100);
}

/** A score out of 100 with at most one decimal: "91,5", "90". */
export function formatScore(value: number): string {
  return formatNumber(value, 1);
}
