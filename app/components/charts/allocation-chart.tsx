import { useId } from "react";
import { formatPercent } from "~/lib/format";

export interface AllocationSlice {
  label: string;
  /** Part of the whole, 0 to 1. */
  share: number;
  /** The slice's value as text, for the legend and the text alternative. */
  valueText: string;
}

const COLOURS = ["#f59e0b", "#6366f1", "#10b981", "#ec4899", "#0ea5e9", "#a855f7", "#ef4444", "#84cc16", "#14b8a6", "#f97316"];
const SIZE = 200;
const RADIUS = 90;
const HOLE = 55;

/**
 * A donut of how a whole divides, drawn on the server as SVG. Screen readers get the same
 * figures as text (title and description); the legend beside it repeats them for everyone.
 */
export function AllocationChart({ title, slices }: { title: string; slices: AllocationSlice[] }) {
  const id = useId();
  const shown = slices.filter((slice) => slice.share > 0);
  const description = shown.map((slice) => `${slice.label}: ${formatPercent(slice.share * 100, 1)} (${slice.valueText})`).join("; ");
  let start = 0;
  return (
    <figure className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        width={SIZE}
        height={SIZE}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="shrink-0"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description || "Gösterilecek varlık yok."}</desc>
        {shown.length === 0 ? <circle cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} fill="#334155" /> : null}
        {shown.map((slice, index) => {
          const path = slicePath(start, start + slice.share);
          start += slice.share;
          return <path key={slice.label} d={path} fill={COLOURS[index % COLOURS.length]} />;
        })}
        <circle cx={SIZE / 2} cy={SIZE / 2} r={HOLE} fill="#0f172a" />
      </svg>
      <figcaption className="w-full">
        <ul className="space-y-1 text-sm text-slate-200">
          {shown.map((slice, index) => (
            <li key={slice.label} className="flex items-center gap-2">
              <svg aria-hidden="true" className="inline-block h-3 w-3 shrink-0">
                <rect width="100%" height="100%" rx="2" fill={COLOURS[index % COLOURS.length]} />
              </svg>
              <span className="font-medium">{slice.label}</span>
              <span className="text-slate-400">
                {formatPercent(slice.share * 100, 1)} · {slice.valueText}
              </span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

/** The ring segment from `from` to `to` (fractions of a full turn, clockwise from the top). */
function slicePath(from: number, to: number): string {
  const centre = SIZE / 2;
  // A whole circle cannot be one arc: it is drawn as two halves.
  if (to - from >= 0.9999) {
    return `M ${centre} ${centre - RADIUS} A ${RADIUS} ${RADIUS} 0 1 1 ${centre} ${centre + RADIUS} A ${RADIUS} ${RADIUS} 0 1 1 ${centre} ${centre - RADIUS} Z`;
  }
  const point = (turn: number) => {
    const angle = turn * 2 * Math.PI - Math.PI / 2;
    return `${round(centre + RADIUS * Math.cos(angle))} ${round(centre + RADIUS * Math.sin(angle))}`;
  };
  const large = to - from > 0.5 ? 1 : 0;
  return `M ${centre} ${centre} L ${point(from)} A ${RADIUS} ${RADIUS} 0 ${large} 1 ${point(to)} Z`;
}

function round(value: number) {
  return Math.round(value * 100) / 100;
}
