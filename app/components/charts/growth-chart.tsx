import { useId } from "react";

export interface GrowthPoint {
  label: string;
  value: number;
}

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 12 };

/**
 * Bars of a value over time (e.g. month by month), drawn on the server as SVG. `summary` is the
 * text alternative; put the figures in a table beside it for the detail.
 */
export function GrowthChart({ title, summary, points }: { title: string; summary: string; points: GrowthPoint[] }) {
  const id = useId();
  const max = Math.max(...points.map((point) => point.value), 0) || 1;
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = innerWidth / Math.max(points.length, 1);
  const barWidth = Math.max(1, step * 0.7);
  // Every label would collide beyond a dozen bars; about twelve are kept, always the last.
  const labelEvery = Math.ceil(points.length / 12);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="h-auto w-full">
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{summary}</desc>
      <line x1={PAD.left} x2={WIDTH - PAD.right} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom} stroke="#475569" />
      {points.map((point, index) => {
        const height = (Math.max(point.value, 0) / max) * innerHeight;
        const x = PAD.left + index * step + (step - barWidth) / 2;
        const showLabel = (points.length - 1 - index) % labelEvery === 0;
        return (
          <g key={point.label}>
            <rect
              x={round(x)}
              y={round(HEIGHT - PAD.bottom - height)}
              width={round(barWidth)}
              height={round(height)}
              rx={2}
              fill="#22d3ee"
            />
            {showLabel ? (
              <text x={round(x + barWidth / 2)} y={HEIGHT - 10} textAnchor="middle" fontSize="11" fill="#94a3b8">
                {point.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

function round(value: number) {
  return Math.round(value * 100) / 100;
}
