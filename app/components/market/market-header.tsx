import { MarketTime } from "~/components/market/market-time";
import { useEffect, useRef, useState } from "react";
import { SourceAndTime } from "~/components/market/source-badge";
import { Link, useLocation, useRevalidator } from "@remix-run/react";
import type { MarketSource } from "~/lib/market/analysis";
import { sourceCauseText, type SourceCause } from "~/lib/outside/source-cause";
import { useHydrated } from "~/lib/use-hydrated";
import { OutlineIcon } from "~/components/icon-file";

// The open page refreshes every 30 s; the server decides separately how often it asks the exchange.
const LIVE_REFRESH_MS = 30_000;
const UPDATED = "Veriler güncellendi";
const FAILED = "Veriler güncellenirken bir hata oluştu";

/**
 * Title, the data's origin and time, and the refresh control. With JavaScript the data is
 * revalidated every 30 seconds and on demand, keeping the URL (and so the
 * selected coin); without it the control is a link that reloads the same view.
 */
export function MarketHeader({ updatedAt, source, cause }: { updatedAt: string; source: MarketSource; cause?: SourceCause | null }) {
  // Why the figures are not live, in the source core's words (a refused region, a rate limit…).
  const why = cause ? ` ${sourceCauseText(cause)}` : "";
  const hydrated = useHydrated();
  const location = useLocation();
  const revalidator = useRevalidator();
  const revalidatorRef = useRef(revalidator);
  revalidatorRef.current = revalidator;
  const waiting = useRef(false);
  const [status, setStatus] = useState<string | null>(null);

  const refresh = async () => {
    if (revalidatorRef.current.state !== "idle") return;
    // A revalidation that cannot reach the server would replace the page with an error screen;
    // a cheap HEAD first keeps the figures on screen and says what happened instead.
    try {
      const probe = await fetch("/api/ticker", { method: "HEAD", cache: "no-store" });
      if (!probe.ok) throw new Error(`HTTP ${probe.status}`);
    } catch {
      setStatus(FAILED);
      return;
    }
    waiting.current = true;
    revalidatorRef.current.revalidate();
  };

  useEffect(() => {
    const timer = window.setInterval(refresh, LIVE_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (revalidator.state !== "idle" || !waiting.current) return;
    waiting.current = false;
    // The loader never fails for a dead source: it falls back to stored or sample data, which is the failure signal.
    setStatus(source === "live" ? UPDATED : FAILED);
  }, [revalidator.state, source, updatedAt]);

  const loading = revalidator.state === "loading";

  return (
    <section className="border-b border-white/10 bg-gradient-to-b from-brand-900/40 to-slate-950 py-12">
      <div className="container-page flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-4xl font-bold text-white">Kripto Analiz</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-300">
            USDT paritelerinin canlı piyasa verileri, hacme göre ilk 100 coin için otomatik teknik analiz.
          </p>
          <SourceAndTime source={source} updatedAt={updatedAt} className="mt-3 text-sm" />
          {source === "stale" ? (
            <p role="alert" className="mt-3 rounded-lg border border-amber-500/40 bg-amber-950/40 px-3 py-2 text-sm text-amber-100">
              Piyasa verileri şu anda alınamıyor; <MarketTime iso={updatedAt} /> tarihli son veriler gösteriliyor.{why}
            </p>
          ) : null}
          {source === "demo" ? (
            <p role="alert" className="mt-3 rounded-lg border border-sky-500/40 bg-sky-950/40 px-3 py-2 text-sm text-sky-100">
              Piyasa verilerine ulaşılamadı. Gösterilen rakamlar örnek veridir, gerçek fiyat değildir.{why}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col items-start gap-2 md:items-end">
          {hydrated ? (
            <button type="button" onClick={refresh} disabled={loading} className="btn btn-secondary">
              <OutlineIcon name="ArrowPathIcon" className={`h-5 w-5 ${loading ? "animate-spin" : ""}`} />
              {loading ? "Yenileniyor..." : "Yenile"}
            </button>
          ) : (
            <Link to={`${location.pathname}${location.search}`} className="btn btn-secondary" reloadDocument>
              <OutlineIcon name="ArrowPathIcon" className="h-5 w-5" />
              Yenile
            </Link>
          )}
          <p role="status" className="min-h-5 text-sm text-slate-400" data-testid="market-status">
            {status}
          </p>
        </div>
      </div>
    </section>
  );
}
