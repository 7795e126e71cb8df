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
