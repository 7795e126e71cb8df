import { istanbulDate } from "./istanbul-date";
import type { MarketDataRow } from "./market-data";

/**
 * CSV for Excel as Turkish users have it: a byte order mark so the file is read as UTF-8,
 * ";" between fields and a decimal comma (Excel's list separator and decimal sign in the
 * Turkish locale), no thousands separators, CRLF line ends. A field holding ";", a quote
 * or a line break is quoted, with its quotes doubled (RFC 4180).
 */
export const CSV_BOM = "\uFEFF";
export const CSV_SEPARATOR = ";";

export type CsvCell = string | number | null;

/** A number with a decimal comma and no grouping, as many digits as it needs (up to 10 decimals). */
export function csvNumber(value: number): string {
  if (!Number.isFinite(value)) return "";
  // toFixed avoids exponent notation for small prices (1e-7); trailing zeros are trimmed after.
  const fixed = value.toFixed(10).replace(/\.?0+$/, "");
  return (fixed === "-0" ? "0" : fixed).replace(".", ",");
}

/**
 * A text field, quoted when it needs it. Text that a spreadsheet would run as a formula
 * (starting with =, +, -, @, a tab or a carriage return) gets a leading apostrophe.
 */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function cell(value: CsvCell): string {
  if (value === null) return "";
  return typeof value === "number" ? csvNumber(value) : csvText(value);
}

/** The whole file, BOM included. */
export function buildCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header.map(csvText), ...rows.map((row) => row.map(cell))].map((fields) => fields.join(CSV_SEPARATOR));
  return `${CSV_BOM}${lines.join("\r\n")}\r\n`;
}

export const MARKET_DATA_CSV_HEADER = [
  "Sembol",
  "Coin",
  "Fiyat (USD)",
  "Fiyat (TRY)",
  "24s Değişim (%)",
  "24s En Yüksek (USD)",
  "24s En Düşük (USD)",
  "24s Hacim (adet)",
  "24s Hacim (USDT)",
  // CoinGecko's columns come after the exchange's, so formulas written for the older file still find theirs.
  "Piyasa Değeri Sırası",
  "Piyasa Değeri (USD)",
  "Dolaşımdaki Arz",
  "Maksimum Arz",
  "1s Değişim (%)",
  "7g Değişim (%)",
] as const;

/**
 * The market table as CSV; the lira column is empty when the exchange gives no USDT/TRY rate,
 * and CoinGecko's columns are empty for a coin it does not have (never 0).
 */
export function marketDataCsv(rows: readonly MarketDataRow[], usdTry: number | null): string {
  return buildCsv(
    MARKET_DATA_CSV_HEADER,
    rows.map((row) => [
      row.symbol,
      row.name,
      row.lastPrice,
      usdTry ? Number((row.lastPrice * usdTry).toFixed(8)) : null,
      row.priceChangePercent,
      row.highPrice,
      row.lowPrice,
      row.volume,
      row.quoteVolume,
      row.rank,
      row.marketCap,
      row.circulatingSupply,
      row.maxSupply,
      row.change1h,
      row.change7d,
    ]),
  );
}

/** `piyasa-verileri-2026-11-23.csv`, dated by the snapshot in Turkey's time zone. */
export function marketDataFilename(updatedAt: string): string {
  return `piyasa-verileri-${istanbulDate(new Date(updatedAt)) ?? "tarihsiz"}.csv`;
}
