import { formatUsd } from "~/lib/market/format";

const tryFormats = new Map<number, Intl.NumberFormat>();

function tryFormat(decimals: number) {
  let format = tryFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat("tr-TR", {
      style: "currency",
      currency: "TRY",
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    tryFormats.set(decimals, format);
  }
  return format;
}

/** A lira amount: two decimals from one lira up, more below so that cheap coins do not read ₺0,00. */
export function formatLira(value: number): string {
  const abs = Math.abs(value);
  return tryFormat(abs >= 1 || abs === 0 ? 2 : abs >= 0.01 ? 4 : 6).format(value);
}

const coinFormat = new Intl.NumberFormat("tr-TR", { maximumSignificantDigits: 8 });
const bigCoinFormat = new Intl.NumberFormat("tr-TR", { maximumFractionDigits: 2 });

/** An amount of a coin: eight significant digits, or two decimals for large amounts ("0,00045441 BTC", "12.345,67 DOGE"). */
export function formatCoinAmount(value: number, symbol: string): string {
  return `${(Math.abs(value) >= 1000 ? bigCoinFormat : coinFormat).format(value)} ${symbol}`;
}

/** An amount in the converter's unit: lira and dollars as money, coins with their symbol. */
export function formatUnitAmount(value: number, unit: string): string {
  if (unit === "TRY") return formatLira(value);
  if (unit === "USD") return formatUsd(value);
  return formatCoinAmount(value, unit);
}

const plainAmount = new Intl.NumberFormat("tr-TR", { maximumFractionDigits: 12, useGrouping: false });

/** An amount as the converter's form field takes it back ("0,5"): no grouping, a decimal comma. */
export function amountFieldValue(value: number): string {
  return plainAmount.format(value);
}
