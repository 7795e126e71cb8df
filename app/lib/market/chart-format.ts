import type { CandleInterval } from "./candle-intervals";
import { formatDate, formatNumber } from "~/lib/format";

/** A candle's time as an axis label, in Istanbul time: "22 Kas" for days, "22 Kas 14:00" for hours. */
export function formatCandleTime(time: number, interval: CandleInterval): string {
  return formatDate(time, interval === "1d" ? "dayShortMonth" : "dayShortMonthTime");
}

/** A price axis label with as many decimals as the price needs: "64.250", "3,12", "0,4521". */
export function formatAxisPrice(value: number): string {
  const abs = Math.abs(value);
  const decimals = abs >= 1000 ? 0 : abs >= 1 ? 2 : abs >= 0.01 ? 4 : 6;
  return formatNumber(value, decimals);
}

/** An indicator value: "72,35", "-0,12". */
export function formatIndicator(value: number): string {
  return formatNumber(value, 2);
}
