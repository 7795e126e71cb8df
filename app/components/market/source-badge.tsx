import { MarketTime } from "~/components/market/market-time";

const BADGES = {
  live: { text: "Canlı", colours: "bg-emerald-500/15 text-emerald-300" },
  stale: { text: "Eski veri", colours: "bg-amber-500/15 text-amber-300" },
  demo: { text: "Örnek veri", colours: "bg-sky-500/15 text-sky-300" },
  none: { text: "Veri yok", colours: "bg-slate-500/20 text-slate-200" },
} as const;

/**
 * The pill that labels where figures come from (live, stale, sample, or none at all), in one
 * wording and colour on every page; `className` places it (a margin beside the text it leads).
 */
export function SourceBadge({ source, className }: { source: keyof typeof BADGES; className?: string }) {
  const badge = BADGES[source];
  return <span className={`${className ?? ""} rounded-full px-2 py-0.5 text-xs font-semibold ${badge.colours}`.trim()}>{badge.text}</span>;
}

/** The source pill beside the figures' time ("Son güncelleme: …"); `className` adds the margin and size its place needs. */
export function SourceAndTime({ source, updatedAt, className }: { source: keyof typeof BADGES; updatedAt: string; className?: string }) {
  return (
    <p className={`${className ?? ""} flex flex-wrap items-center gap-2 text-slate-400`.trim()}>
      <SourceBadge source={source} />
      <span>
        Son güncelleme: <MarketTime iso={updatedAt} />
      </span>
    </p>
  );
}
