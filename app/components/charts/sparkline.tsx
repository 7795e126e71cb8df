import { CHART_COLORS, ChartFrame } from "./chart-frame";
import { extent, linePath, linearScale } from "./scale";

/** A tiny closing-price line for a table row, green when it ends above where it started. */
export function Sparkline({
  values,
  label,
  width = 96,
  height = 28,
}: {
  values: number[];
  label: string;
  width?: number;
  height?: number;
}) {
  const domain = extent(values);
  if (!domain || values.length < 2) return null;
  const x = linearScale([0, values.length - 1], [1, width - 1]);
  const y = linearScale(domain, [height - 2, 2]);
  const rising = values.at(-1)! >= values[0]!;
  return (
    <ChartFrame title={label} description={label} width={width} height={height} className="inline-block h-7 w-24" testId="sparkline">
      <path d={linePath(values, x, y)} fill="none" stroke={rising ? CHART_COLORS.up : CHART_COLORS.down} strokeWidth={1.5} />
    </ChartFrame>
  );
}
