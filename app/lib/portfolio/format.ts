import { formatTry, formatUsd } from "~/lib/market/format";
import type { Currency } from "./convert";
import { formatDate, formatNumber } from "~/lib/format";

/** A coin amount to the satoshi: "0,00012345", "1.250". */
export function formatCoinAmount(value: number): string {
  return formatNumber(value, 8);
}

/** A figure in its own currency: "$40.000,00" or "₺1.500.000,00". */
export function formatMoney(value: number, currency: Currency): string {
  return currency === "USD" ? formatUsd(value) : formatTry(value, 1);
}

/** A lira figure, or a dash while no rate is known. */
export function formatTryOrDash(value: number | null): string {
  return value === null ? "—" : formatTry(value, 1);
}

/** "2024-03-05" as Turks write it: "05.03.2024". */
export function formatDay(value: string): string {
  return formatDate(new Date(`${value}T00:00:00Z`), "numeric", "UTC");
}
