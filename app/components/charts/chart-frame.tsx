import { useId, type ReactNode } from "react";

export const CHART_COLORS = {
  up: "#34d399",
  down: "#f87171",
  line: "#a5b4fc",
  grid: "rgba(148, 163, 184, 0.18)",
  axis: "#94a3b8",
} as const;

/**
 * The SVG element every chart draws into: an image to assistive technology, named by its title
 * and described by a sentence that states what the chart shows, so it reads without seeing it.
 */
export function ChartFrame({
  title,
  description,
  width,
  height,
  children,
  className = "h-auto w-full",
  testId,
}: {
  title: string;
  description: string;
  width: number;
  height: number;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const id = useId();
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${width} ${height}`}
      className={className}
      data-testid={testId}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {children}
    </svg>
  );
}

/** Horizontal grid lines with their value written at the right edge. */
export function ValueAxis({
  values,
  y,
  left,
  right,
  format,
}: {
  values: number[];
  y: (value: number) => number;
  left: number;
  right: number;
  format: (value: number) => string;
}) {
  return (
    <g aria-hidden="true">
      {values.map((value) => (
        <g key={value}>
          <line x1={left} x2={right} y1={y(value)} y2={y(value)} stroke={CHART_COLORS.grid} />
          <text x={right + 6} y={y(value) + 4} fontSize={11} fill={CHART_COLORS.axis}>
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

/** A few time labels along the bottom edge, at the given indexes. */
export function TimeAxis({
  indexes,
  x,
  y,
  label,
}: {
  indexes: number[];
  x: (i: number) => number;
  y: number;
  label: (i: number) => string;
}) {
  return (
    <g aria-hidden="true">
      {indexes.map((i, position) => (
        <text key={i} x={x(i)} y={y} fontSize={11} fill={CHART_COLORS.axis} textAnchor={timeLabelAnchor(position, indexes.length)}>
          {label(i)}
        </text>
      ))}
    </g>
  );
}

/** Evenly spread indexes for `count` labels over `length` points. */
export function labelIndexes(length: number, count = 5): number[] {
  if (length <= 0) return [];
  if (length <= count) return Array.from({ length }, (_, i) => i);
  return Array.from({ length: count }, (_, k) => Math.round((k * (length - 1)) / (count - 1)));
}

export interface Legend {
  label: string;
  color: string;
}

/** The colour key of a chart, as text beside it. */
export function ChartLegend({ items }: { items: Legend[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-300">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <svg aria-hidden="true" className="inline-block h-0.5 w-4">
            <rect width="100%" height="100%" fill={item.color} />
          </svg>
          {item.label}
        </li>
      ))}
    </ul>
  );
}
