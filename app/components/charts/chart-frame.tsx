import { useId, type ReactNode, type SVGProps } from "react";

export const CHART_COLORS = {
  up: "#34d399",
  down: "#f87171",
  line: "#a5b4fc",
  grid: "rgba(148, 163, 184, 0.18)",
  axis: "#94a3b8",
} as const;

/** What names a chart to assistive technology, and the test id it can be found by. */
export interface ChartText {
  title: string;
  description: string;
  testId?: string;
}

/** A drawing of `width` × `height` units, named and described by its ChartText. */
type ChartBox = ChartText & { width: number; height: number; children: ReactNode };

/**
 * An SVG that is an image to assistive technology, named by its title and described by a
 * sentence that states what the chart shows, so it reads without seeing it.
 */
function DescribedSvg({ title, description, testId, children, ...svg }: ChartText & SVGProps<SVGSVGElement>) {
  const id = useId();
  return (
    <svg role="img" aria-labelledby={`${id}-title ${id}-desc`} data-testid={testId} xmlns="http://www.w3.org/2000/svg" {...svg}>
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {children}
    </svg>
  );
}

/**
 * The SVG element a fixed-shape chart (a dial, a sparkline) draws into, scaled as a whole.
 * Charts with axes use FluidChart below.
 */
export function ChartFrame({ width, height, className = "h-auto w-full", ...text }: ChartBox & { className?: string }) {
  return <DescribedSvg viewBox={`0 0 ${width} ${height}`} className={className} {...text} />;
}

/**
 * A chart that fills its box's width at a fixed height in CSS pixels. The drawing (`children`,
 * in a `width` × `height` unit space) stretches sideways only, and its strokes keep their pixel
 * width; the labels (`labels`) sit in the outer SVG, whose units are CSS pixels, so 11-unit text
 * is 11 px at 360 px and on a wide screen alike (issue 32). A label's x is a share of the width
 * (`xPercent`), its y the same unit as the drawing's, since the height does not scale.
 */
export function FluidChart({ width, height, children, labels, ...text }: ChartBox & { labels: ReactNode }) {
  return (
    <DescribedSvg height={height} className="block w-full overflow-visible" {...text}>
      <svg
        width="100%"
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        className="[&_*]:[vector-effect:non-scaling-stroke]"
      >
        {children}
      </svg>
      {labels}
    </DescribedSvg>
  );
}

/** A drawing's x (in units of a `width`-wide drawing) as a share of the chart's width: "37.5%". */
export function xPercent(x: number, width: number): string {
  return `${Math.round((x / width) * 10_000) / 100}%`;
}

/** Label text: 11 px, outlined in the card's colour so it stays legible over lines and candles. */
export const LABEL_PROPS = {
  fontSize: 11,
  fill: CHART_COLORS.axis,
  stroke: "#0f172a",
  strokeWidth: 3,
  paintOrder: "stroke",
  strokeLinejoin: "round",
} as const;

/** Horizontal grid lines across the whole width, each with its value written just above it at the left. */
export function ValueAxis({ values, y, format }: { values: number[]; y: (value: number) => number; format: (value: number) => string }) {
  return (
    <g aria-hidden="true">
      {distinctLabels(values, format).map((value) => (
        <g key={value}>
          <line x1="0" x2="100%" y1={y(value)} y2={y(value)} stroke={CHART_COLORS.grid} />
          <text x={4} y={y(value) - 3} {...LABEL_PROPS}>
            {format(value)}
          </text>
        </g>
      ))}
    </g>
  );
}

/**
 * How a time label sits on its point: the first starts there and the last ends there, so
 * neither reaches past the plot's edge; the others are centred. A lone label is centred.
 */
export function timeLabelAnchor(position: number, count: number): "start" | "middle" | "end" {
  if (count < 2) return "middle";
  if (position === 0) return "start";
  return position === count - 1 ? "end" : "middle";
}

/** Whether the label at `position` of `count` is left out on a phone: odd inner ones, when there are more than three. */
export function thinnedOnPhones(position: number, count: number) {
  return count > 3 && position % 2 === 1 && position !== count - 1;
}

/** A few time labels along the bottom edge, at the given indexes of a `width`-unit drawing. */
export function TimeAxis({
  indexes,
  x,
  y,
  width,
  label,
}: {
  indexes: number[];
  x: (i: number) => number;
  y: number;
  width: number;
  label: (i: number) => string;
}) {
  const shown = distinctLabels(indexes, label);
  return (
    <g aria-hidden="true">
      {shown.map((i, position) => (
        <text
          key={i}
          x={xPercent(x(i), width)}
          y={y}
          {...LABEL_PROPS}
          textAnchor={timeLabelAnchor(position, shown.length)}
          // Five dates do not fit a phone's width (they overlapped at 390 px): every other inner one waits for a wider screen.
          className={thinnedOnPhones(position, shown.length) ? "max-sm:hidden" : undefined}
        >
          {label(i)}
        </text>
      ))}
    </g>
  );
}

/** Evenly spread indexes for `count` labels over `length` points. */
/**
 * The items whose label differs from the one before: five points in one minute made five
 * "28/11 06:24", and ticks closer than the format's precision made "999, 1.000, 1.000".
 */
export function distinctLabels<T>(items: readonly T[], label: (item: T) => string): T[] {
  return items.filter((item, index) => index === 0 || label(item) !== label(items[index - 1]));
}

export function labelIndexes(length: number, count = 5): number[] {
  if (length <= 0) return [];
  if (length <= count) return Array.from({ length }, (_, i) => i);
  return Array.from({ length: count }, (_, k) => Math.round((k * (length - 1)) / (count - 1)));
}

export interface Legend {
  label: string;
  color: string;
  /** The line's dash pattern (`strokeDasharray`), so lines differ by more than colour. */
  dash?: string;
}

/** The colour (and dash) key of a chart, as text beside it. */
export function ChartLegend({ items }: { items: Legend[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-300">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          {item.dash === undefined ? (
            <svg aria-hidden="true" className="inline-block h-0.5 w-4">
              <rect width="100%" height="100%" fill={item.color} />
            </svg>
          ) : (
            <svg aria-hidden="true" className="inline-block h-2 w-7" viewBox="0 0 28 8">
              <line x1="0" x2="28" y1="4" y2="4" stroke={item.color} strokeWidth={2} strokeDasharray={item.dash || undefined} />
            </svg>
          )}
          {item.label}
        </li>
      ))}
    </ul>
  );
}
