import { MarketTime } from "~/components/market/market-time";
import { classificationInTurkish, type FearGreed } from "~/lib/market/fear-greed";

/** The configured outside index beside ours, or a plain note that it cannot be reached. */
export function OutsideIndex({ outside }: { outside: FearGreed }) {
  return (
    <section aria-labelledby="outside-heading" className="card" data-testid="outside-index">
      <h2 id="outside-heading" className="text-2xl font-bold text-white">
        Dış endeks
      </h2>
      {outside.status === "ok" ? (
        <>
          <p className="mt-4 text-4xl font-bold tabular-nums text-white" data-testid="outside-value">
            {outside.data.value}
            <span className="text-lg font-normal text-slate-400">/100</span>
          </p>
          <p className="text-lg font-semibold text-slate-200">{classificationInTurkish(outside.data.classification)}</p>
          <p className="mt-3 text-sm text-slate-400">
            Yapılandırılmış dış korku ve açgözlülük endeksinin <MarketTime iso={outside.data.time} /> tarihli değeri. Kendi yöntemiyle
            hesaplanır; bizim göstergemizle aynı olması beklenmez.
          </p>
          {outside.source === "stale" ? (
            <p role="alert" className="mt-3 rounded-lg border border-amber-500/40 bg-amber-950/40 px-3 py-2 text-sm text-amber-100">
              Dış endekse şu anda ulaşılamıyor; <MarketTime iso={outside.fetchedAt} /> tarihinde alınan son değer gösteriliyor.
            </p>
          ) : null}
        </>
      ) : (
        <p className="mt-3 text-slate-300" data-testid="outside-missing">
          Dış korku ve açgözlülük endeksine şu anda ulaşılamıyor; yalnızca bizim göstergemiz gösteriliyor.
        </p>
      )}
    </section>
  );
}
