import { MarketTime } from "~/components/market/market-time";
import type { ReactNode } from "react";
import { SourceAndTime } from "~/components/market/source-badge";
import { PageHero } from "~/components/layout/page-hero";
import type { MarketSource } from "~/lib/market/analysis";
import { sourceCauseText, type SourceCause } from "~/lib/outside/source-cause";

const servicesTrail = [{ to: "/services", label: "Hizmetler" }];

/** The title band of a tool page, under Hizmetler in the breadcrumb. */
export function ToolHero({ title, description, children }: { title: string; description: string; children?: ReactNode }) {
  return (
    <PageHero trail={servicesTrail} title={title} lead={description}>
      {children}
    </PageHero>
  );
}

/** Where the figures come from: live, the last good snapshot with its time, or sample data. */
export function DataSourceNote({
  source,
  updatedAt,
  what = "Piyasa verileri",
  cause,
}: {
  source: MarketSource;
  updatedAt: string;
  what?: string;
  /** Why the source did not answer (a refused region, a rate limit…), said in the label. */
  cause?: SourceCause | null;
}) {
  const why = cause ? ` ${sourceCauseText(cause)}` : "";
  return (
    <div className="mt-4 space-y-2 text-sm" data-testid="data-source">
      <SourceAndTime source={source} updatedAt={updatedAt} />
      {source === "stale" ? (
        <p role="alert" className="rounded-lg border border-amber-500/40 bg-amber-950/40 px-3 py-2 text-amber-100">
          {what} şu anda alınamıyor; <MarketTime iso={updatedAt} /> tarihli son veriler gösteriliyor.{why}
        </p>
      ) : null}
      {source === "demo" ? (
        <p role="alert" className="rounded-lg border border-sky-500/40 bg-sky-950/40 px-3 py-2 text-sky-100">
          {what} alınamadı. Gösterilen rakamlar örnek veridir, gerçek fiyat değildir.{why}
        </p>
      ) : null}
    </div>
  );
}

/** What was wrong with the URL, said once above the results. */
export function QueryNotices({ notices }: { notices: string[] }) {
  if (!notices.length) return null;
  return (
    <div
      role="alert"
      className="rounded-lg border border-amber-500/40 bg-amber-950/40 px-4 py-3 text-sm text-amber-100"
      data-testid="query-notices"
    >
      {notices.map((notice) => (
        <p key={notice}>{notice}</p>
      ))}
    </div>
  );
}
