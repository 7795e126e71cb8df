import { FluidChart, LABEL_PROPS, xPercent } from "./chart-frame";

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
  const max = Math.max(...points.map((point) => point.value), 0) || 1;
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = innerWidth / Math.max(points.length, 1);
  const barWidth = Math.max(1, step * 0.7);
  // About one label per 56 px at a phone's 300 px: at most six, so 11 px labels never touch.
  const labelEvery = Math.ceil(points.length / 6);
  const bars = points.map((point, index) => ({
    point,
    x: PAD.left + index * step + (step - barWidth) / 2,
    height: (Math.max(point.value, 0) / max) * innerHeight,
    labelled: (points.length - 1 - index) % labelEvery === 0,
  }));
  return (
    <FluidChart
      title={title}
      description={summary}
      width={WIDTH}
      height={HEIGHT}
      labels={
        <g aria-hidden="true">
          {bars.map(({ point, x, labelled }) =>
            labelled ? (
              <text key={point.label} x={xPercent(x + barWidth / 2, WIDTH)} y={HEIGHT - 10} textAnchor="middle" {...LABEL_PROPS}>
                {point.label}
              </text>
            ) : null,
          )}
        </g>
      }
    >
      <line x1={PAD.left} x2={WIDTH - PAD.right} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom} stroke="#475569" />
      {bars.map(({ point, x, height }) => (
        <rect
          key={point.label}
          x={round(x)}
          y={round(HEIGHT - PAD.bottom - height)}
          width={round(barWidth)}
          height={round(height)}
          fill="#22d3ee"
        />
      ))}
    </FluidChart>
  );
}

function round(value: number) {
  return Math.round(value * 100) / 100;
}
