import { useEffect, useState } from "react";
import { countdown, launchKindLabels, launchStart, type Launch } from "~/lib/launches/schema";
import { formatDate } from "~/lib/format";

/** The time left, from the server's clock at first and the browser's each minute after, when JavaScript runs. */
function Countdown({ start, serverNow }: { start: string; serverNow: string }) {
  const [now, setNow] = useState(() => new Date(serverNow));
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  const left = countdown(new Date(start), now);
  return <span className="font-semibold text-amber-200">{left ? `${left} kaldı` : "Başladı"}</span>;
}

export function LaunchCard({ launch, serverNow, upcoming }: { launch: Launch; serverNow: string; upcoming: boolean }) {
  const start = launchStart(launch);
  return (
    <li className="card flex flex-col gap-3" data-testid={`launch-${launch.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold text-white">
          {launch.name} <span className="text-slate-400">({launch.symbol})</span>
        </h3>
        <span className="rounded-full bg-brand-600/20 px-2 py-0.5 text-xs font-semibold text-brand-200">
          {launchKindLabels[launch.kind]}
        </span>
      </div>
      <p className="text-sm text-slate-300">
        <time dateTime={start.toISOString()}>
          {formatDate(start, "long")}
          {launch.time ? `, ${launch.time} (TSİ)` : " (tüm gün)"}
        </time>{" "}
        · {launch.network}
      </p>
      {upcoming ? (
        <p className="text-sm">
          <Countdown start={start.toISOString()} serverNow={serverNow} />
        </p>
      ) : null}
      {launch.notes ? <p className="text-sm text-slate-300">{launch.notes}</p> : null}
      {launch.url ? (
        <a href={launch.url} rel="noopener noreferrer nofollow" target="_blank" className="text-sm text-brand-300 underline">
          Resmî bağlantı<span className="sr-only"> ({launch.name}, yeni sekmede açılır)</span>
        </a>
      ) : null}
    </li>
  );
}
