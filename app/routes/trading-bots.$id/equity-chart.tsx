import { CHART_COLORS, FluidChart, labelIndexes, TimeAxis, ValueAxis } from "~/components/charts/chart-frame";
import { extent, linePath, linearScale, padded, tickDecimals, ticks } from "~/components/charts/scale";
import { formatUsdt } from "~/lib/bots/format";
import { formatChange, formatMarketTime } from "~/lib/market/format";
import { formatDate, formatNumber } from "~/lib/format";

const WIDTH = 720;
const HEIGHT = 260;
const PAD = { top: 16, right: 8, bottom: 28, left: 8 };
const HOLD_COLOR = "#fbbf24";

export interface EquityPoint {
  time: string;
  value: number;
  holdValue: number;
}

/** The bot's value per market window against buying and holding the same coins, drawn on the server. */
export function EquityChart({ points, budget }: { points: EquityPoint[]; budget: number }) {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last)
    return <p className="text-slate-300">Henüz değer kaydı yok: bot ilk adımını bir sonraki canlı piyasa güncellemesinde atar.</p>;
  const values = points.map((p) => p.value);
  const holds = points.map((p) => p.holdValue);
  const domain = padded(extent(values, holds, [budget]) ?? [budget, budget]);
  const x = linearScale([0, Math.max(points.length - 1, 1)], [PAD.left, WIDTH - PAD.right]);
  const y = linearScale(domain, [HEIGHT - PAD.bottom, PAD.top]);
  const valueTicks = ticks(domain);
  const description =
    `${formatMarketTime(first.time)} ile ${formatMarketTime(last.time)} arasında ${points.length} ölçüm. ` +
    `Bot: ${formatUsdt(last.value)} (${formatChange(((last.value - budget) / budget) * 100)}); ` +
    `al ve tut: ${formatUsdt(last.holdValue)} (${formatChange(((last.holdValue - budget) / budget) * 100)}); bütçe ${formatUsdt(budget)}.`;
  return (
    <figure className="space-y-2">
      <FluidChart
        title="Botun değeri ve al-tut karşılaştırması"
        description={description}
        width={WIDTH}
        height={HEIGHT}
        testId="equity-chart"
        labels={
          <>
            <ValueAxis values={valueTicks} y={y} format={(v) => formatNumber(v, tickDecimals(valueTicks))} />
            <TimeAxis
              indexes={labelIndexes(points.length)}
              x={x}
              y={HEIGHT - 8}
              width={WIDTH}
              label={(i) => formatDate(new Date(points[i].time), "numericDayMonthTime")}
            />
          </>
        }
      >
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(budget)} y2={y(budget)} stroke={CHART_COLORS.axis} strokeDasharray="4 4" />
        <path d={linePath(holds, x, y)} fill="none" stroke={HOLD_COLOR} strokeWidth={1.5} strokeDasharray="6 3" />
        <path d={linePath(values, x, y)} fill="none" stroke={CHART_COLORS.line} strokeWidth={2} />
      </FluidChart>
      <figcaption className="flex flex-wrap gap-4 text-xs text-slate-400">
        <span>
          {/* Classes, not style attributes: the policy refuses inline styles (brand-300 is CHART_COLORS.line, amber-400 the hold colour). */}
          <span aria-hidden="true" className="text-brand-300">
            ━
          </span>{" "}
          Bot
        </span>
        <span>
          <span aria-hidden="true" className="text-amber-400">
            ┅
          </span>{" "}
          Aynı coinleri alıp tutmak
        </span>
        <span>Kesikli gri çizgi: başlangıç bütçesi</span>
      </figcaption>
      <p className="sr-only">{description}</p>
    </figure>
  );
}
