const percentFormat = new Intl.NumberFormat("tr-TR", { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** A cycle's result with three decimals, since the interesting differences are tenths of a percent: "+%0,125". */
export function formatPercent(value: number): string {
  const rounded = Number(value.toFixed(3));
  const sign = rounded > 0 ? "+" : rounded < 0 ? "-" : "";
  return `${sign}%${percentFormat.format(Math.abs(rounded))}`;
}

const quoteFormat = new Intl.NumberFormat("tr-TR", { maximumSignificantDigits: 8 });

/** A book price as the exchange quotes it, in the pair's own quote asset: "0,04856". */
export function formatQuote(value: number): string {
  return quoteFormat.format(value);
}
