import { Link } from "@remix-run/react";
import { AlertLink } from "~/components/market/alert-link";
import { DataSourceNote } from "~/components/market/snapshot-page";
import type { Coin, MarketSource } from "~/lib/market/analysis";
import { formatScore } from "~/lib/format";
import { formatChange, formatCompactUsd, formatTry, formatUsd } from "~/lib/market/format";
import { GRADE_LABELS, type Rating } from "~/lib/market/rating";
import type { CoinResearch } from "~/lib/research/schema";

/** The live side of a research page: price, the day's range and volume, the analysis score and the rating. */
export function MarketPanel({
  coin,
  ticker,
  rating,
  usdTry,
  source,
  updatedAt,
  pair,
}: {
  coin: CoinResearch;
  ticker: Coin | null;
  rating: Rating | null;
  usdTry: number | null;
  source: MarketSource;
  updatedAt: string;
  pair: string;
}) {
  return (
    <aside aria-labelledby="market-title" className="card space-y-4 self-start">
      <h2 id="market-title" className="text-xl font-semibold text-white">
        Piyasa verileri
      </h2>
      {ticker ? <AlertLink symbol={pair} price={ticker.lastPrice} /> : null}
      {ticker ? (
        <>
          <DataSourceNote source={source} updatedAt={updatedAt} />
          <dl className="grid grid-cols-2 gap-3 text-sm" data-testid="research-market">
            <div className="col-span-2">
              <dt className="text-slate-400">Fiyat</dt>
              <dd className="text-2xl font-semibold text-white">{formatUsd(ticker.lastPrice)}</dd>
              {usdTry ? <dd className="text-slate-300">{formatTry(ticker.lastPrice, usdTry)}</dd> : null}
            </div>
            <div>
              <dt className="text-slate-400">24 saatlik değişim</dt>
              <dd className={ticker.priceChangePercent >= 0 ? "text-emerald-300" : "text-red-300"}>
                {formatChange(ticker.priceChangePercent)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-400">24 saatlik hacim</dt>
              <dd className="text-slate-100">{formatCompactUsd(ticker.quoteVolume)}</dd>
            </div>
            <div>
              <dt className="text-slate-400">24 saatlik en yüksek</dt>
              <dd className="text-slate-100">{formatUsd(ticker.highPrice)}</dd>
            </div>
            <div>
              <dt className="text-slate-400">24 saatlik en düşük</dt>
              <dd className="text-slate-100">{formatUsd(ticker.lowPrice)}</dd>
            </div>
            {ticker.analysis ? (
              <div className="col-span-2">
                <dt className="text-slate-400">Analiz puanı</dt>
                <dd className="text-slate-100">
                  {/* No buy or sell call on sample prices. */}
                  {formatScore(ticker.analysis.score)}/100{source === "demo" ? "" : ` · ${ticker.analysis.recommendation}`}
                </dd>
              </div>
            ) : null}
            {rating ? (
              <div className="col-span-2">
                <dt className="text-slate-400">Derece</dt>
                <dd className="text-slate-100" data-testid="research-grade">
                  {rating.grade} ({GRADE_LABELS[rating.grade]}) · {formatScore(rating.total)}/100
                </dd>
                <dd>
                  <ul className="mt-1 list-disc pl-5 text-slate-300">
                    {rating.reasons.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </ul>
                </dd>
              </div>
            ) : null}
          </dl>
          <p className="flex flex-wrap gap-3 text-sm">
            <Link to={`/crypto-analysis?coin=${pair}`} className="text-brand-300 underline">
              Analiz
            </Link>
            <Link to={`/trend-analysis?symbol=${pair}`} className="text-brand-300 underline">
              Trend grafiği
            </Link>
            <Link to="/crypto-rating" className="text-brand-300 underline">
              Derecelendirme yöntemi
            </Link>
          </p>
        </>
      ) : (
        <p className="text-sm text-slate-300" data-testid="research-no-market">
          {coin.symbol} için borsada hacmi yeterli bir USDT paritesi yok; canlı fiyat, analiz puanı ve derece gösterilemiyor.
        </p>
      )}
    </aside>
  );
}
