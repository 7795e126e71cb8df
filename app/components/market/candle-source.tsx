import { MarketTime } from "~/components/market/market-time";
import type { ReactNode } from "react";
import { SourceBadge } from "~/components/market/source-badge";
import type { CandleSource } from "~/lib/market/candles";

/** Where a chart's candles come from, said plainly: live with its time, stale with its time, or sample data. */
export function CandleSourceNote({ source, fetchedAt }: { source: CandleSource; fetchedAt: string | null }) {
  if (source === "live" && fetchedAt) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-400" data-testid="candle-source">
        <SourceBadge source="live" />
        <span>
          Mum verisi alındı: <MarketTime iso={fetchedAt} />
        </span>
      </p>
    );
  }
  if (source === "stale" && fetchedAt) {
    return (
      <p
        role="alert"
        className="rounded-lg border border-amber-500/40 bg-amber-950/40 px-3 py-2 text-sm text-amber-100"
        data-testid="candle-source"
      >
        <SourceBadge source="stale" className="mr-2" />
        Borsadan mum verisi şu anda alınamıyor; <MarketTime iso={fetchedAt} /> tarihli son veriler gösteriliyor.
      </p>
    );
  }
  return (
    <p
      role="alert"
      className="rounded-lg border border-sky-500/40 bg-sky-950/40 px-3 py-2 text-sm text-sky-100"
      data-testid="candle-source"
    >
      <SourceBadge source="demo" className="mr-2" />
      Borsadan mum verisi hiç alınamadı. Grafikteki rakamlar örnek veridir, gerçek fiyat değildir.
    </p>
  );
}

/** The not-investment-advice notice of the market tools. */
export function InvestmentNotice({ children }: { children?: ReactNode }) {
  return (
    <p role="note" className="rounded-lg border border-amber-500/40 bg-amber-950/30 px-4 py-3 text-sm text-amber-100">
      <strong>Yasal uyarı:</strong> Bu sayfadaki veriler ve hesaplamalar yalnızca bilgilendirme amaçlıdır; yatırım tavsiyesi değildir.
      Kripto paralar yüksek risk taşır, yatırım kararlarınızı kendi araştırmanıza dayanarak verin.{children ? <> {children}</> : null}
    </p>
  );
}

/** A tool page's title band: its title, a lead line, then what the page adds (links, the prices' time). */
export function ToolHeader({ title, lead, children }: { title: string; lead: ReactNode; children?: ReactNode }) {
  return (
    <section className="border-b border-white/10 bg-gradient-to-b from-brand-900/40 to-slate-950 py-12">
      <div className="container-page">
        <h1 className="text-4xl font-bold text-white">{title}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-300">{lead}</p>
        {children}
      </div>
    </section>
  );
}
