import { CHART_COLORS, type ChartText, ChartLegend, FluidChart, labelIndexes, TimeAxis, ValueAxis } from "./chart-frame";
import { extent, linePath, linearScale, padded, ticks } from "./scale";

export interface ChartCandle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface Overlay {
  label: string;
  color: string;
  /** One value per candle; null where the line has no value yet. */
  values: Array<number | null>;
}

// The drawing stretches to its box's width while labels stay 11 px (FluidChart): a chart in a
// sidebar only needs less height. Heights are CSS pixels; widths are drawing units.
const SIZES = {
  wide: { width: 800, height: 320, margin: { top: 16, right: 8, bottom: 26, left: 8 } },
  narrow: { width: 280, height: 180, margin: { top: 16, right: 4, bottom: 24, left: 4 } },
} as const;

/**
 * Candles (or a closing-price line) with optional overlay lines such as moving averages, drawn on
 * the server as SVG; the legend names each line in text.
 */
export function PriceChart({
  candles,
  mode = "candles",
  overlays = [],
  formatValue,
  formatTime,
  size = "wide",
  ...text
}: {
  candles: ChartCandle[];
  mode?: "candles" | "line";
  overlays?: Overlay[];
  formatValue: (value: number) => string;
  formatTime: (time: number) => string;
  /** "narrow" for a chart that is never shown wider than a sidebar. */
  size?: keyof typeof SIZES;
} & ChartText) {
  const { width: WIDTH, height: HEIGHT, margin: MARGIN } = SIZES[size];
  const domain = extent(
    mode === "candles" ? candles.map((c) => c.high) : candles.map((c) => c.close),
    mode === "candles" ? candles.map((c) => c.low) : [],
    ...overlays.map((o) => o.values),
  );
  if (!domain || !candles.length) return null;
  const [min, max] = padded(domain, 0.03);
  const plotRight = WIDTH - MARGIN.right;
  const slot = (plotRight - MARGIN.left) / candles.length;
  const x = (i: number) => MARGIN.left + slot * (i + 0.5);
  const y = linearScale([min, max], [HEIGHT - MARGIN.bottom, MARGIN.top]);
  const body = Math.max(1, slot * 0.6);

  return (
    <figure>
      <FluidChart
        {...text}
        width={WIDTH}
        height={HEIGHT}
        labels={
          <>
            <ValueAxis values={ticks([min, max], 5)} y={y} format={formatValue} />
            <TimeAxis
              indexes={labelIndexes(candles.length)}
              x={x}
              y={HEIGHT - 8}
              width={WIDTH}
              label={(i) => formatTime(candles[i]!.time)}
            />
          </>
        }
      >
        {mode === "candles" ? (
          <g aria-hidden="true">
            {candles.map((c, i) => {
              const color = c.close >= c.open ? CHART_COLORS.up : CHART_COLORS.down;
              const top = y(Math.max(c.open, c.close));
              const bottom = y(Math.min(c.open, c.close));
              return (
                <g key={c.time}>
                  <line x1={x(i)} x2={x(i)} y1={y(c.high)} y2={y(c.low)} stroke={color} strokeWidth={1} />
                  <rect x={x(i) - body / 2} y={top} width={body} height={Math.max(1, bottom - top)} fill={color} />
                </g>
              );
            })}
          </g>
        ) : (
          <path
            d={linePath(
              candles.map((c) => c.close),
              x,
              y,
            )}
            fill="none"
            stroke={CHART_COLORS.line}
            strokeWidth={2}
            aria-hidden="true"
          />
        )}
        {overlays.map((overlay) => (
          <path
            key={overlay.label}
            d={linePath(overlay.values, x, y)}
            fill="none"
            stroke={overlay.color}
            strokeWidth={1.5}
            aria-hidden="true"
          />
        ))}
      </FluidChart>
      {overlays.length ? (
        <figcaption>
          <ChartLegend
            items={[
              {
                label: mode === "candles" ? "Mumlar (yeşil: yükselen, kırmızı: düşen)" : "Kapanış fiyatı",
                color: mode === "candles" ? CHART_COLORS.up : CHART_COLORS.line,
              },
              ...overlays.map(({ label, color }) => ({ label, color })),
            ]}
          />
        </figcaption>
      ) : null}
    </figure>
  );
}
