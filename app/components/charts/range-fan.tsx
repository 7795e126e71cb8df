import { CHART_COLORS, type ChartText, ChartLegend, FluidChart, LABEL_PROPS, ValueAxis, xPercent } from "./chart-frame";
import { extent, linePath, linearScale, padded, ticks } from "./scale";

export interface FanStep {
  /** Days after the last close; step 0 is the last close itself. */
  days: number;
  low1: number;
  high1: number;
  low2: number;
  high2: number;
}

const WIDTH = 800;
const HEIGHT = 320;
const MARGIN = { top: 16, right: 8, bottom: 26, left: 8 };
const FAN_1 = "rgba(129, 140, 248, 0.45)";
const FAN_2 = "rgba(129, 140, 248, 0.2)";

/** Past closes as a line, then the ranges ahead as a widening fan of one and two standard deviations. */
export function RangeFan({
  closes,
  steps,
  formatValue,
  pastLabel,
  futureLabel,
  ...text
}: {
  closes: number[];
  steps: FanStep[];
  formatValue: (value: number) => string;
  pastLabel: string;
  futureLabel: string;
} & Omit<ChartText, "testId">) {
  const domain = extent(
    closes,
    steps.map((s) => s.low2),
    steps.map((s) => s.high2),
  );
  if (!domain || !closes.length || !steps.length) return null;
  const [min, max] = padded(domain, 0.03);
  const plotRight = WIDTH - MARGIN.right;
  const lastDay = steps.at(-1)!.days;
  const x = linearScale([0, closes.length - 1 + lastDay], [MARGIN.left, plotRight]);
  const y = linearScale([min, max], [HEIGHT - MARGIN.bottom, MARGIN.top]);
  const at = (day: number) => x(closes.length - 1 + day);
  // The band of `sd` standard deviations: along its top edge, then back along its bottom edge.
  const band = (sd: 1 | 2) =>
    [
      ...steps.map((s) => `${at(s.days).toFixed(1)},${y(s[`high${sd}`]).toFixed(1)}`),
      ...[...steps].reverse().map((s) => `${at(s.days).toFixed(1)},${y(s[`low${sd}`]).toFixed(1)}`),
    ].join(" ");

  return (
    <figure>
      <FluidChart
        {...text}
        width={WIDTH}
        height={HEIGHT}
        testId="range-fan"
        labels={
          <>
            <ValueAxis values={ticks([min, max], 5)} y={y} format={formatValue} />
            <g aria-hidden="true" {...LABEL_PROPS}>
              <text x={xPercent(MARGIN.left, WIDTH)} y={HEIGHT - 8}>
                {pastLabel}
              </text>
              {/* At the right edge: the next days are a narrow strip, too narrow to start the label in. */}
              <text x="100%" dx={-4} y={HEIGHT - 8} textAnchor="end">
                {futureLabel}
              </text>
            </g>
          </>
        }
      >
        {/* The wider band first, so the narrower one is drawn over it. */}
        {([2, 1] as const).map((sd) => (
          <polygon key={sd} points={band(sd)} fill={sd === 2 ? FAN_2 : FAN_1} aria-hidden="true" />
        ))}
        <path d={linePath(closes, x, y)} fill="none" stroke={CHART_COLORS.line} strokeWidth={2} aria-hidden="true" />
        <line
          x1={at(0)}
          x2={at(0)}
          y1={MARGIN.top}
          y2={HEIGHT - MARGIN.bottom}
          stroke={CHART_COLORS.axis}
          strokeDasharray="4 4"
          aria-hidden="true"
        />
      </FluidChart>
      <figcaption>
        <ChartLegend
          items={[
            { label: "Kapanış fiyatı", color: CHART_COLORS.line },
            { label: "1 standart sapma aralığı", color: FAN_1 },
            { label: "2 standart sapma aralığı", color: FAN_2 },
          ]}
        />
      </figcaption>
    </figure>
  );
}
