import { formatPrice } from "~/lib/format";

/** A price in US dollars, Turkish style: "$64.250,50"; "$0" for zero (the one price format, app/lib/format.ts). */
export function formatUsd(value: number): string {
  return formatPrice(value, "USD");
}

/** A dollar price in Turkish lira at the given USDT/TRY rate: "₺2.200.579,63". */
export function formatTry(usd: number, usdTry: number): string {
  return formatPrice(usd * usdTry, "TRY");
}

const compact = new Intl.NumberFormat("tr-TR", { notation: "compact", maximumFractionDigits: 2 });

/** A large amount in dollars, shortened: "$1,85 Mr". */
export function formatCompactUsd(value: number): string {
  return `$${compact.format(value)}`;
}

/** A large count of coins, shortened: "19,75 Mn", "120,3 Mn". */
export function formatCompactAmount(value: number): string {
  return compact.format(value);
}

const amountFormat = new Intl.NumberFormat("tr-TR", { maximumFractionDigits: 2 });

/** A count or an amount of coins: "1.234", "294.800,93". */
export function formatAmount(value: number): string {
  return amountFormat.format(value);
}

const rateFormat = new Intl.NumberFormat("tr-TR", {
  style: "currency",
  currency: "TRY",
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

/** The lira price of one USDT: "₺34,25". */
export function formatRate(value: number): string {
  return rateFormat.format(value);
}

const percentFormat = new Intl.NumberFormat("tr-TR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A signed change, with the percent sign first as Turkish writes it: "+%2,40", "-%1,20". */
export function formatChange(value: number): string {
  const sign = value > 0 ? "+" : value < 0 ? "-" : "";
  return `${sign}%${percentFormat.format(Math.abs(value))}`;
}

const dateTime = new Intl.DateTimeFormat("tr-TR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  timeZone: "Europe/Istanbul",
});

/** A snapshot time in Turkey's time zone, the same on the server and in the browser. */
export function formatMarketTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
