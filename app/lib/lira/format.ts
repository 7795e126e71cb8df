import { formatUsd } from "~/lib/market/format";
import { formatMoney, formatNumber, formatPlain, formatSignificant } from "~/lib/format";

/** A lira amount: two decimals from one lira up, more below so that cheap coins do not read ₺0,00. */
export function formatLira(value: number): string {
  const abs = Math.abs(value);
  return formatMoney(value, "TRY", abs >= 1 || abs === 0 ? 2 : abs >= 0.01 ? 4 : 6);
}

/** An amount of a coin: eight significant digits, or two decimals for large amounts ("0,00045441 BTC", "12.345,67 DOGE"). */
export function formatCoinAmount(value: number, symbol: string): string {
  return `${Math.abs(value) >= 1000 ? formatNumber(value, 2) : formatSignificant(value, 8)} ${symbol}`;
}

/** An amount in the converter's unit: lira and dollars as money, coins with their symbol. */
export function formatUnitAmount(value: number, unit: string): string {
  if (unit === "TRY") return formatLira(value);
  if (unit === "USD") return formatUsd(value);
  return formatCoinAmount(value, unit);
}

/** An amount as the converter's form field takes it back ("0,5"): no grouping, a decimal comma. */
export function amountFieldValue(value: number): string {
  return formatPlain(value, 12);
}
