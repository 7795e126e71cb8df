import { IndicatorChart } from "~/components/charts/indicator-chart";
import { PriceChart } from "~/components/charts/price-chart";
import type { CandleInterval } from "~/lib/market/candle-intervals";
import { formatAxisPrice, formatCandleTime, formatIndicator } from "~/lib/market/chart-format";
import { lastValue } from "~/lib/market/indicators";
import type { Reading, Tone, TrendAnalysis } from "~/lib/market/trend";
import { formatUsd } from "~/lib/market/format";

const TONE_STYLES: Record<Tone, string> = {
  positive: "border-emerald-500/40 bg-emerald-950/30",
  negative: "border-red-500/40 bg-red-950/30",
  neutral: "border-white/10 bg-white/5",
};

const SMA_COLORS = { 7: "#fbbf24", 25: "#38bdf8", 99: "#e879f9" } as const;

/** Each indicator's figure and what it says, as text: the page's findings without the charts. */
export function Readings({ readings }: { readings: Reading[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3" aria-label="Göstergelerin yorumu" data-testid="readings">
      {readings.map((reading) => (
        <li key={reading.indicator} className={`rounded-xl border p-4 ${TONE_STYLES[reading.tone]}`}>
          <p className="font-semibold text-white">{reading.headline}</p>
          <p className="mt-1 text-sm text-slate-300">{reading.explanation}</p>
        </li>
      ))}
    </ul>
  );
}

interface TrendChartsProps {
  analysis: TrendAnalysis;
  interval: CandleInterval;
  coinName: string;
}

/** The price, RSI and MACD charts of the analysed candles, with descriptions for screen readers. */
export function TrendCharts({ analysis, interval, coinName }: TrendChartsProps) {
  const { candles } = analysis;
  const times = candles.map((c) => c.openTime);
  const formatTime = (time: number) => formatCandleTime(time, interval);
  const first = candles[0]!;
  const last = candles.at(-1)!;
  const high = Math.max(...candles.map((c) => c.high));
  const low = Math.min(...candles.map((c) => c.low));
  const rsiNow = lastValue(analysis.rsi);
  const macdNow = lastValue(analysis.macd.macd);
  const signalNow = lastValue(analysis.macd.signal);

  return (
    <div className="card space-y-6">
      <PriceChart
        title={`${coinName} fiyat grafiği, son ${candles.length} mum`}
        description={`${formatTime(first.openTime)} ile ${formatTime(last.openTime)} arası: ilk açılış ${formatUsd(first.open)}, son kapanış ${formatUsd(last.close)}, en yüksek ${formatUsd(high)}, en düşük ${formatUsd(low)}. SMA 7, 25 ve 99 çizgileri fiyatın üzerine çizilmiştir.`}
        candles={candles.map((c) => ({ time: c.openTime, open: c.open, high: c.high, low: c.low, close: c.close }))}
        overlays={([7, 25, 99] as const).map((period) => ({
          label: `SMA ${period}`,
          color: SMA_COLORS[period],
          values: analysis.sma[period],
        }))}
        formatValue={formatAxisPrice}
        formatTime={formatTime}
        testId="price-chart"
      />
      <IndicatorChart
        title="RSI(14)"
        description={
          rsiNow === null
            ? "RSI için yeterli veri yok."
            : `Son RSI değeri ${formatIndicator(rsiNow)}. 70 üzeri aşırı alım, 30 altı aşırı satım kabul edilir.`
        }
        times={times}
        lines={[{ label: "RSI(14)", color: "#a5b4fc", values: analysis.rsi }]}
        references={[
          { value: 70, label: "70" },
          { value: 30, label: "30" },
        ]}
        domain={[0, 100]}
        formatValue={formatIndicator}
        formatTime={formatTime}
        testId="rsi-chart"
      />
      <IndicatorChart
        title="MACD(12, 26, 9)"
        description={
          macdNow === null || signalNow === null
            ? "MACD için yeterli veri yok."
            : `Son MACD değeri ${formatIndicator(macdNow)}, sinyal çizgisi ${formatIndicator(signalNow)}; çubuklar ikisinin farkıdır.`
        }
        times={times}
        lines={[
          { label: "MACD", color: "#38bdf8", values: analysis.macd.macd },
          { label: "Sinyal (9)", color: "#fbbf24", values: analysis.macd.signal },
        ]}
        bars={{ label: "Histogram (MACD − sinyal)", values: analysis.macd.histogram }}
        references={[{ value: 0, label: "0" }]}
        formatValue={formatIndicator}
        formatTime={formatTime}
        testId="macd-chart"
      />
    </div>
  );
}
