import { PriceChart } from "~/components/charts/price-chart";
import { seriesChange, type CloseSeries } from "~/lib/market/candle-views";
import { formatAxisPrice, formatCandleTime } from "~/lib/market/chart-format";
import { formatChange, formatUsd } from "~/lib/market/format";

const formatDay = (time: number) => formatCandleTime(time, "1d");

/**
 * Daily closes in dollars as a line, drawn on the server; its description says the first and
 * last close and the change in words. The coin page and the converter had each built it.
 */
export function ClosesChart({ title, series, size }: { title: string; series: CloseSeries; size?: "narrow" }) {
  return (
    <PriceChart
      title={title}
      description={`${formatDay(series.times[0]!)} kapanışı ${formatUsd(series.closes[0]!)}, ${formatDay(series.times.at(-1)!)} kapanışı ${formatUsd(series.closes.at(-1)!)}: ${formatChange(seriesChange(series))}.`}
      candles={series.times.map((time, i) => {
        const close = series.closes[i]!;
        return { time, open: close, high: close, low: close, close };
      })}
      mode="line"
      formatValue={formatAxisPrice}
      formatTime={formatDay}
      size={size}
    />
  );
}
