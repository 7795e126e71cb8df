import { MarketTime } from "~/components/market/market-time";
import type { CoinCapsLabel } from "~/lib/market/coin-caps";
import { SourceBadge } from "~/components/market/source-badge";
import { sourceCauseText } from "~/lib/outside/source-cause";

const WHAT = "CoinGecko'nun piyasa değeri, sıra, arz ve 1 saatlik / 7 günlük değişim verileri";

/**
 * CoinGecko's figures are labelled apart from the exchange's: either source can be live while
 * the other is not, and a reader must know which columns an outage touches.
 */
export function CoinCapsNote({ caps }: { caps: CoinCapsLabel }) {
  return (
    <div className="mt-2 space-y-2 text-sm" data-testid="caps-source" data-state={caps.state}>
      <p className="flex flex-wrap items-center gap-2 text-slate-400">
        <SourceBadge source={caps.state === "live" || caps.state === "stale" ? caps.state : "none"} />
        <span>
          Piyasa değeri, sıra ve arz:{" "}
          <a href="https://www.coingecko.com/" className="text-brand-300 underline hover:text-brand-200" rel="noopener">
            CoinGecko
          </a>
          {"fetchedAt" in caps ? (
            <>
              {" · "}Son güncelleme: <MarketTime iso={caps.fetchedAt} />
            </>
          ) : null}
        </span>
      </p>
      {caps.state === "stale" ? (
        <p role="alert" className="rounded-lg border border-amber-500/40 bg-amber-950/40 px-3 py-2 text-amber-100">
          {WHAT} şu anda alınamıyor; <MarketTime iso={caps.fetchedAt} /> tarihli son veriler gösteriliyor.
          {caps.cause ? ` ${sourceCauseText(caps.cause)}` : ""}
        </p>
      ) : null}
      {caps.state === "unavailable" ? (
        <p role="alert" className="rounded-lg border border-slate-600 bg-slate-900 px-3 py-2 text-slate-200">
          {WHAT} alınamadı ve kayıtlı veri yok; bu sütunlarda “—” gösteriliyor. {sourceCauseText(caps.cause)}
        </p>
      ) : null}
      {caps.state === "off" ? (
        <p className="text-slate-400">CoinGecko kaynağı bu sitede kapalı; piyasa değeri, sıra ve arz sütunlarında “—” gösteriliyor.</p>
      ) : null}
      {"skippedRows" in caps && caps.skippedRows > 0 ? (
        <p className="text-slate-400">
          CoinGecko'nun yanıtındaki {caps.skippedRows} coin okunamadığı için atlandı; bu coinlerde “—” gösteriliyor.
        </p>
      ) : null}
    </div>
  );
}
