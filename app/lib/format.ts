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

/** A count or amount in Turkish writing: 12.345 or 91,5. */
export function formatNumber(value: number, fractionDigits = 0): string {
  return value.toLocaleString("tr-TR", { minimumFractionDigits: 0, maximumFractionDigits: fractionDigits });
}

/** A percentage in Turkish writing, the sign before the number: %7,2. */
export function formatPercent(value: number, fractionDigits = 1): string {
  return `%${formatNumber(value, fractionDigits)}`;
}
