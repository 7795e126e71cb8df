import type { BacktestView } from "~/lib/bots/backtest";
import { formatChange, formatMarketTime } from "~/lib/market/format";
import { formatPercentUpTo } from "~/lib/format";

const percentOrDash = (value: number | null) => (value === null ? "—" : formatPercentUpTo(value, 1));

/** The backtest's record, set apart and labelled: its signals cannot be followed. */
export function BacktestSection({ backtest }: { backtest: BacktestView | null }) {
  return (
    <section id="backtest" aria-labelledby="backtest-heading" className="card space-y-3">
      <h2 id="backtest-heading" className="text-2xl font-semibold text-white">
        Geçmiş veriyle test (backtest)
      </h2>
      <p className="text-sm text-slate-300">
        Canlı sinyallerin kuralı, hacme göre ilk coinlerin son bir yıllık günlük mumlarına uygulandı: her günün kapanışı bir piyasa
        görüntüsü sayıldı. Bu sinyaller geçmişe dönük bir denemedir, takip edilemez; takip edilebilen yalnızca yukarıdaki canlı
        sinyallerdir. Geçmiş sonuçlar gelecekteki sonuçların güvencesi değildir ve bu bir yatırım tavsiyesi değil.
      </p>
      {backtest ? (
        <>
          <dl className="grid gap-3 text-sm sm:grid-cols-5">
            <div>
              <dt className="text-slate-400">Sinyal (kapanan)</dt>
              <dd className="text-lg font-semibold text-white">
                {backtest.opened} ({backtest.record.closed})
              </dd>
            </div>
            <div>
              <dt className="text-slate-400">İsabet</dt>
              <dd className="text-lg font-semibold text-white">{percentOrDash(backtest.record.hitRate)}</dd>
            </div>
            <div>
              <dt className="text-slate-400">Ortalama sonuç</dt>
              <dd className="text-lg font-semibold text-white">
                {backtest.record.averageResult === null ? "—" : formatChange(backtest.record.averageResult)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-400">En kötü sonuç</dt>
              <dd className="text-lg font-semibold text-white">
                {backtest.record.worstLoss === null ? "—" : formatChange(backtest.record.worstLoss)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-400">Coinler</dt>
              <dd className="text-white">{backtest.symbols.join(", ")}</dd>
            </div>
          </dl>
          <p className="text-xs text-slate-400">
            Dönem: {formatMarketTime(backtest.from)} sonrası · Hesaplandı: {formatMarketTime(backtest.runAt)}. Sonuç, sinyalin yönünden ve
            komisyonsuz hesaplanır.
          </p>
        </>
      ) : (
        <p className="text-sm text-slate-400">Test henüz çalışmadı: borsadan canlı günlük mumlar alındığında günde bir kez hesaplanır.</p>
      )}
    </section>
  );
}
