import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { formatMarketTime } from "~/lib/market/format";
import type { CoinCommentary } from "~/lib/ai/commentary";

/** How often and how long the card asks for a commentary being written. */
const POLL_MS = 3_000;
const POLL_TRIES = 20;

/**
 * The AI commentary under the rule-based analysis, marked as AI text. While it is being
 * written the card says so; with JavaScript it asks `/api/ai/commentary` until it is
 * there, without JavaScript the next visit of the page shows it.
 */
export function AiCommentary({ symbol, commentary }: { symbol: string; commentary: CoinCommentary }) {
  const fetcher = useFetcher<{ commentary: CoinCommentary }>();
  const [tries, setTries] = useState(0);
  const current = fetcher.data?.commentary ?? commentary;

  useEffect(() => {
    if (current.status !== "pending" || tries >= POLL_TRIES || fetcher.state !== "idle") return;
    const timer = setTimeout(() => {
      setTries((count) => count + 1);
      fetcher.load(`/api/ai/commentary?symbol=${encodeURIComponent(symbol)}`);
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [current.status, tries, fetcher, symbol]);

  if (current.status === "off") return null;
  return (
    <section
      aria-labelledby="ai-commentary-heading"
      className="mt-5 rounded-lg border border-brand-500/30 bg-brand-500/5 p-3"
      data-testid="ai-commentary"
    >
      <h3 id="ai-commentary-heading" className="flex items-center gap-2 text-sm font-semibold text-slate-200">
        AI yorumu
        <span className="rounded-full bg-brand-500/20 px-2 py-0.5 text-xs font-medium text-brand-200">Yapay zekâ tarafından yazıldı</span>
      </h3>
      {current.status === "ready" ? (
        <>
          <p className="mt-2 whitespace-pre-line text-sm text-slate-200">{current.text}</p>
          <p className="mt-2 text-xs text-slate-400">
            {current.model} · {formatMarketTime(current.createdAt)} · Yukarıdaki sayılardan otomatik yazılmıştır; yatırım tavsiyesi
            değildir.
          </p>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-400" role="status">
          Bu coin için AI yorumu hazırlanıyor; birkaç saniye sonra sayfayı yenilediğinizde burada görünecek.
        </p>
      )}
    </section>
  );
}
