import { CHART_COLORS, type ChartText, ChartLegend, FluidChart, labelIndexes, TimeAxis, ValueAxis, xPercent } from "./chart-frame";
import { extent, linePath, linearScale, padded, ticks } from "./scale";

const WIDTH = 800;
const HEIGHT = 280;
const MARGIN = { top: 12, right: 8, bottom: 26, left: 8 };

/** A line drawn beside the main one (a yardstick), told apart by its dash pattern as well as its colour. */
export interface ChartLine {
  label: string;
  values: Array<number | null>;
  color: string;
  dash: string;
}

/**
 * One value per day as a line, drawn on the server as SVG, with optional `lines` beside it on the
 * same scale and a legend naming each. A null value (a day that has no figure) breaks a line
 * instead of being drawn as zero; the main line's last known value gets a dot, so a lone figure
 * after a gap still shows. `description` is the text alternative.
 */
export function ValueChart({
  labels,
  values,
  label,
  lines = [],
  formatValue,
  ...text
}: {
  labels: string[];
  values: Array<number | null>;
  /** The main line's name in the legend (shown when there are other lines). */
  label?: string;
  lines?: ChartLine[];
  formatValue: (value: number) => string;
} & ChartText) {
  const domain = extent([...values, ...lines.flatMap((line) => line.values)]);
  if (!domain || !values.length) return null;
  const [min, max] = padded(domain, 0.05);
  const plotRight = WIDTH - MARGIN.right;
  const x = linearScale([0, Math.max(values.length - 1, 1)], [MARGIN.left, plotRight]);
  const y = linearScale([min, max], [HEIGHT - MARGIN.bottom, MARGIN.top]);
  let lastIndex = values.length - 1;
  while (lastIndex > 0 && values[lastIndex] === null) lastIndex -= 1;
  const last = values[lastIndex];
  return (
    <>
      <FluidChart
        {...text}
        width={WIDTH}
        height={HEIGHT}
        labels={
          <>
            <ValueAxis values={ticks([min, max], 4)} y={y} format={formatValue} />
            <TimeAxis indexes={labelIndexes(labels.length)} x={x} y={HEIGHT - 8} width={WIDTH} label={(i) => labels[i] ?? ""} />
            {/* In the labels' layer, whose units do not stretch, so the dot stays round. */}
            {last != null ? (
              <circle cx={xPercent(x(lastIndex), WIDTH)} cy={y(last)} r={3.5} fill={CHART_COLORS.line} aria-hidden="true" />
            ) : null}
          </>
        }
      >
        {lines.map((line) => (
          <path
            key={line.label}
            d={linePath(line.values, x, y)}
            fill="none"
            stroke={line.color}
            strokeWidth={1.5}
            strokeDasharray={line.dash}
            aria-hidden="true"
          />
        ))}
        <path d={linePath(values, x, y)} fill="none" stroke={CHART_COLORS.line} strokeWidth={2} aria-hidden="true" />
      </FluidChart>
      {lines.length ? (
        <ChartLegend
          items={[
            { label: label ?? "Değer", color: CHART_COLORS.line, dash: "" },
            ...lines.map(({ label: name, color, dash }) => ({ label: name, color, dash })),
          ]}
        />
      ) : null}
    </>
  );
}
