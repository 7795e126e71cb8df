import { formatFixed, formatSignificant } from "~/lib/format";

/** A cycle's result with three decimals, since the interesting differences are tenths of a percent: "+%0,125". */
export function formatPercent(value: number): string {
  const rounded = Number(value.toFixed(3));
  const sign = rounded > 0 ? "+" : rounded < 0 ? "-" : "";
  return `${sign}%${formatFixed(Math.abs(rounded), 3)}`;
}

/** A book price as the exchange quotes it, in the pair's own quote asset: "0,04856". */
export function formatQuote(value: number): string {
  return formatSignificant(value, 8);
}
