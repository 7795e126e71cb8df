import { CHART_COLORS, type ChartText, FluidChart, labelIndexes, TimeAxis, ValueAxis, xPercent } from "./chart-frame";
import { extent, linePath, linearScale, padded, ticks } from "./scale";

const WIDTH = 800;
const HEIGHT = 280;
const MARGIN = { top: 12, right: 8, bottom: 26, left: 8 };

/**
 * One value per day as a line, drawn on the server as SVG. A null value (a day that has no
 * figure) breaks the line instead of being drawn as zero; the last known value gets a dot, so
 * a lone figure after a gap still shows. `description` is the text alternative.
 */
export function ValueChart({
  labels,
  values,
  formatValue,
  ...text
}: {
  labels: string[];
  values: Array<number | null>;
  formatValue: (value: number) => string;
} & ChartText) {
  const domain = extent(values);
  if (!domain || !values.length) return null;
  const [min, max] = padded(domain, 0.05);
  const plotRight = WIDTH - MARGIN.right;
  const x = linearScale([0, Math.max(values.length - 1, 1)], [MARGIN.left, plotRight]);
  const y = linearScale([min, max], [HEIGHT - MARGIN.bottom, MARGIN.top]);
  let lastIndex = values.length - 1;
  while (lastIndex > 0 && values[lastIndex] === null) lastIndex -= 1;
  const last = values[lastIndex];
  return (
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
      <path d={linePath(values, x, y)} fill="none" stroke={CHART_COLORS.line} strokeWidth={2} aria-hidden="true" />
    </FluidChart>
  );
}
