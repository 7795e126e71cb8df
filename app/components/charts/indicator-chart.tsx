import { CHART_COLORS, type ChartText, ChartLegend, FluidChart, LABEL_PROPS, labelIndexes, TimeAxis, ValueAxis } from "./chart-frame";
import { extent, linePath, linearScale, padded, ticks } from "./scale";

export interface IndicatorLine {
  label: string;
  color: string;
  values: Array<number | null>;
}

export interface ReferenceLine {
  value: number;
  label: string;
}

const WIDTH = 800;
const MARGIN = { top: 16, right: 8, bottom: 24, left: 8 };

/**
 * A small chart under the price chart (RSI, MACD) or on its own (an index's history): lines,
 * optional bars around zero, dashed reference levels and an optional fixed value range.
 */
export function IndicatorChart({
  times,
  lines,
  bars,
  references = [],
  domain: fixedDomain,
  height = 150,
  formatValue,
  formatTime,
  ...text
}: {
  times: number[];
  lines: IndicatorLine[];
  bars?: { label: string; values: Array<number | null> };
  references?: ReferenceLine[];
  domain?: [number, number];
  height?: number;
  formatValue: (value: number) => string;
  formatTime: (time: number) => string;
} & ChartText) {
  const found =
    fixedDomain ??
    extent(
      ...lines.map((l) => l.values),
      bars?.values ?? [],
      references.map((r) => r.value),
    );
  if (!found || !times.length) return null;
  const domain = fixedDomain ?? padded(found, 0.08);
  const plotRight = WIDTH - MARGIN.right;
  const slot = (plotRight - MARGIN.left) / times.length;
  const x = (i: number) => MARGIN.left + slot * (i + 0.5);
  const y = linearScale(domain, [height - MARGIN.bottom, MARGIN.top]);
  const zero = y(Math.min(Math.max(0, domain[0]), domain[1]));

  return (
    <figure>
      <FluidChart
        {...text}
        width={WIDTH}
        height={height}
        labels={
          <>
            <ValueAxis values={fixedDomain ? [] : ticks(domain, 3)} y={y} format={formatValue} />
            {references.map((ref) => (
              <g key={ref.label} aria-hidden="true">
                <line x1="0" x2="100%" y1={y(ref.value)} y2={y(ref.value)} stroke={CHART_COLORS.axis} strokeDasharray="4 4" />
                <text x="100%" dx={-4} y={y(ref.value) - 3} textAnchor="end" {...LABEL_PROPS}>
                  {ref.label}
                </text>
              </g>
            ))}
            <TimeAxis indexes={labelIndexes(times.length)} x={x} y={height - 6} width={WIDTH} label={(i) => formatTime(times[i]!)} />
          </>
        }
      >
        {bars ? (
          <g aria-hidden="true">
            {bars.values.map((value, i) =>
              value == null ? null : (
                <rect
                  key={times[i]}
                  x={x(i) - Math.max(1, slot * 0.6) / 2}
                  y={Math.min(zero, y(value))}
                  width={Math.max(1, slot * 0.6)}
                  height={Math.max(0.5, Math.abs(y(value) - zero))}
                  fill={value >= 0 ? CHART_COLORS.up : CHART_COLORS.down}
                  opacity={0.7}
                />
              ),
            )}
          </g>
        ) : null}
        {lines.map((line) => (
          <path key={line.label} d={linePath(line.values, x, y)} fill="none" stroke={line.color} strokeWidth={1.5} aria-hidden="true" />
        ))}
      </FluidChart>
      <figcaption>
        <ChartLegend
          items={[...lines.map(({ label, color }) => ({ label, color })), ...(bars ? [{ label: bars.label, color: CHART_COLORS.up }] : [])]}
        />
      </figcaption>
    </figure>
  );
}
