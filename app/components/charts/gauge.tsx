import { ChartFrame } from "./chart-frame";

const SEGMENTS = [
  { from: 0, to: 25, color: "#ef4444" },
  { from: 25, to: 45, color: "#f97316" },
  { from: 45, to: 56, color: "#eab308" },
  { from: 56, to: 76, color: "#84cc16" },
  { from: 76, to: 100, color: "#22c55e" },
];

const CX = 120;
const CY = 120;
const R = 96;

// 0 sits at the left end of the half circle and 100 at the right.
function point(value: number, radius: number) {
  const angle = Math.PI * (1 - value / 100);
  return [CX + radius * Math.cos(angle), CY - radius * Math.sin(angle)] as const;
}

/** A 0-100 half-circle dial with a needle at the value. */
export function Gauge({ value, title, description }: { value: number; title: string; description: string }) {
  const clamped = Math.min(100, Math.max(0, value));
  const [nx, ny] = point(clamped, R - 18);
  return (
    <ChartFrame title={title} description={description} width={240} height={140} className="mx-auto h-auto w-full max-w-xs" testId="gauge">
      {SEGMENTS.map((s) => {
        const [x0, y0] = point(s.from, R);
        const [x1, y1] = point(s.to, R);
        return (
          <path
            key={s.from}
            d={`M${x0.toFixed(1)},${y0.toFixed(1)} A${R},${R} 0 0 1 ${x1.toFixed(1)},${y1.toFixed(1)}`}
            stroke={s.color}
            strokeWidth={16}
            fill="none"
          />
        );
      })}
      <line x1={CX} y1={CY} x2={nx} y2={ny} stroke="#f8fafc" strokeWidth={3} strokeLinecap="round" />
      <circle cx={CX} cy={CY} r={6} fill="#f8fafc" />
      <text x={CX - R} y={CY + 16} fontSize={11} fill="#94a3b8" textAnchor="middle">
        0
      </text>
      <text x={CX + R} y={CY + 16} fontSize={11} fill="#94a3b8" textAnchor="middle">
        100
      </text>
    </ChartFrame>
  );
}
