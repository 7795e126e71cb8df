import type { CandleInterval } from "./candles";

const dayFormat = new Intl.DateTimeFormat("tr-TR", { day: "numeric", month: "short", timeZone: "Europe/Istanbul" });
const hourFormat = new Intl.DateTimeFormat("tr-TR", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Istanbul",
});

/** A candle's time as an axis label, in Istanbul time: "22 Kas" for days, "22 Kas 14:00" for hours. */
export function formatCandleTime(time: number, interval: CandleInterval): string {
  return (interval === "1d" ? dayFormat : hourFormat).format(new Date(time));
}

const axisFormats = new Map<number, Intl.NumberFormat>();

/** A price axis label with as many decimals as the price needs: "64.250", "3,12", "0,4521". */
export function formatAxisPrice(value: number): string {
  const abs = Math.abs(value);
  const decimals = abs >= 1000 ? 0 : abs >= 1 ? 2 : abs >= 0.01 ? 4 : 6;
  let format = axisFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat("tr-TR", { minimumFractionDigits: 0, maximumFractionDigits: decimals });
    axisFormats.set(decimals, format);
  }
  return format.format(value);
}

const indicatorFormat = new Intl.NumberFormat("tr-TR", { maximumFractionDigits: 2 });

/** An indicator value: "72,35", "-0,12". */
export function formatIndicator(value: number): string {
  return indicatorFormat.format(value);
}
