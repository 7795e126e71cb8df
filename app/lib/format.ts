// A fixed time zone keeps the server's and the browser's rendering identical.
const dateFormat = new Intl.DateTimeFormat("tr-TR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/Istanbul",
});

/** "22 Kasım 2026". SQLite's "YYYY-MM-DD HH:MM:SS" is read as UTC. */
export function formatTurkishDate(value: string): string {
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(value) ? `${value.replace(" ", "T")}Z` : value;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
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
  return new Intl.DateTimeFormat("tr-TR", {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: "Europe/Istanbul",
  }).format(time);
}

/** "1.5 MB": steps of 1024 through Bytes, KB, MB and GB, one decimal above Bytes. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return "—";
  const units = ["Bytes", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
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
export function formatNumber(value: number, decimals = 2): string {
  return numberFormat(`n${decimals}`, { maximumFractionDigits: decimals }).format(value);
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

/** A score out of 100 with at most one decimal: "91,5", "90". */
export function formatScore(value: number): string {
  return formatNumber(value, 1);
}
