import { formatCompact, formatDate, formatFixed, formatMoney, formatNumber, formatPrice } from "~/lib/format";

/** A price in US dollars, Turkish style: "$64.250,50"; "$0" for zero (the one price format, app/lib/format.ts). */
export function formatUsd(value: number): string {
  return formatPrice(value, "USD");
}

/** A dollar price in Turkish lira at the given USDT/TRY rate: "₺2.200.579,63". */
export function formatTry(usd: number, usdTry: number): string {
  return formatPrice(usd * usdTry, "TRY");
}

/** A large amount in dollars, shortened: "$1,85 Mr". */
export function formatCompactUsd(value: number): string {
  return `$${formatCompact(value)}`;
}

/** A large count of coins, shortened: "19,75 Mn", "120,3 Mn". */
export function formatCompactAmount(value: number): string {
  return formatCompact(value);
}

/** A count or an amount of coins: "1.234", "294.800,93". */
export function formatAmount(value: number): string {
  return formatNumber(value, 2);
}

/** The lira price of one USDT: "₺34,25". */
export function formatRate(value: number): string {
  return formatMoney(value, "TRY", 2, 4);
}

/** A signed change, with the percent sign first as Turkish writes it: "+%2,40", "-%1,20". */
export function formatChange(value: number): string {
  const sign = value > 0 ? "+" : value < 0 ? "-" : "";
  return `${sign}%${formatFixed(Math.abs(value), 2)}`;
}

/** A snapshot time in Turkey's time zone, the same on the server and in the browser. */
export function formatMarketTime(iso: string): string {
  return formatDate(new Date(iso), "numericSeconds");
}
