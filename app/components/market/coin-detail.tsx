import type { Analysis, Coin, Trend } from "~/lib/market/analysis";
import type { CandleSource } from "~/lib/market/candles";
import type { CloseSeries } from "~/lib/market/candle-views";
import { formatAmount, formatChange, formatCompactUsd, formatMarketTime, formatTry, formatUsd } from "~/lib/market/format";
import { marketSearch, type MarketQuery } from "~/lib/market/overview";
import type { CoinCommentary } from "~/lib/ai/commentary";
import { AiCommentary } from "./ai-commentary";
import { changeClass } from "./coin-list";
import { AlertLink } from "./alert-link";
import { FavouriteButton } from "./favourite-button";
import { ClosesChart } from "./closes-chart";
import { Section } from "~/components/ui/section";
import { Link } from "@remix-run/react";
import { recordBacksCall, type RecordFigures } from "~/lib/market/record-line";
import { RecordLine } from "./record-line";

const TREND_LABELS: Record<Trend, string> = { bullish: "Yükseliş", bearish: "Düşüş", neutral: "Nötr" };
const TREND_STYLES: Record<Trend, string> = {
  bullish: "bg-emerald-500/15 text-emerald-300",
  bearish: "bg-red-500/15 text-red-300",
  neutral: "bg-slate-500/20 text-slate-200",
};

/** The selected coin's figures and its technical analysis card. */
export function CoinDetail({
  coin,
  missingSymbol,
  missingNotice = null,
  usdTry,
  query,
  isFavourite,
  chart = null,
  commentary = { status: "off" },
  record = null,
  sample = false,
}: {
  coin: Coin | null;
  missingSymbol: string | null;
  /** A known coin the market lacks right now: the notice shown instead of the card, with its research page. */
  missingNotice?: { text: string; researchUrl: string | null } | null;
  usdTry: number | null;
  query: MarketQuery;
  isFavourite: boolean;
  /** The last 30 days of daily closes, when the exchange has given them. */
  chart?: { series: CloseSeries; source: CandleSource; fetchedAt: string | null } | null;
  /** The AI's words on the coin's figures, when a provider is configured. */
  commentary?: CoinCommentary;
  /** The measured record of the analysis's band; null while none is stored. */
  record?: RecordFigures | null;
  /** The market is sample data: the score is shown as an example, never as a buy or sell call. */
  sample?: boolean;
}) {
  if (!coin) {
    return (
      <Section id="coin-detail-heading" title="Coin Detayı" className="card" heading="xl-bold">
        <p role="status" className="mt-3 text-slate-300">
          {missingNotice ? missingNotice.text : missingSymbol ? `${missingSymbol} piyasa listesinde bulunamadı.` : "Gösterilecek coin yok."}
        </p>
        {missingNotice?.researchUrl ? (
          <p className="mt-2 text-sm">
            <Link to={missingNotice.researchUrl} className="text-brand-300 underline hover:text-brand-200">
              Coinin araştırma sayfası
            </Link>
          </p>
        ) : null}
      </Section>
    );
  }
  const figures: Array<[string, string]> = [
    ["24s En Yüksek", formatUsd(coin.highPrice)],
    ["24s En Düşük", formatUsd(coin.lowPrice)],
    ["24s Hacim", `${formatAmount(coin.volume)} ${coin.symbol.replace(/USDT$/, "")}`],
    ["24s İşlem Hacmi", formatCompactUsd(coin.quoteVolume)],
  ];
  return (
    <>
      <section aria-labelledby="coin-detail-heading" className="card" data-testid="coin-detail">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 id="coin-detail-heading" className="text-2xl font-bold text-white">
              {coin.name}
            </h2>
            <p className="text-sm text-slate-400">{coin.symbol.replace(/USDT$/, "")}/USDT</p>
          </div>
          <FavouriteButton
            symbol={coin.symbol}
            name={coin.name}
            isFavourite={isFavourite}
            returnSearch={marketSearch(query, { coin: coin.symbol })}
            withText
          />
        </div>
        <p className="mt-4 text-3xl font-bold tabular-nums text-white">{formatUsd(coin.lastPrice)}</p>
        {usdTry ? <p className="tabular-nums text-slate-300">{formatTry(coin.lastPrice, usdTry)}</p> : null}
        <p className="mt-3">
          <AlertLink symbol={coin.symbol} price={coin.lastPrice} />
        </p>
        <p className={`mt-1 font-semibold tabular-nums ${changeClass(coin.priceChangePercent)}`}>
          {formatChange(coin.priceChangePercent)} <span className="font-normal text-slate-400">(24 saat)</span>
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-lg bg-white/5 p-3">
              <dt className="text-slate-400">{label}</dt>
              <dd className="mt-1 font-semibold tabular-nums text-white">{value}</dd>
            </div>
          ))}
        </dl>
        {chart ? <MonthChart coinName={coin.name} {...chart} /> : null}
      </section>
      <AnalysisCard
        coinName={coin.name}
        symbol={coin.symbol}
        analysis={coin.analysis ?? null}
        commentary={commentary}
        record={record}
        sample={sample}
      />
    </>
  );
}

function MonthChart({
  coinName,
  series,
  source,
  fetchedAt,
}: {
  coinName: string;
  series: CloseSeries;
  source: CandleSource;
  fetchedAt: string | null;
}) {
  const days = series.closes.length - 1;
  return (
    <div className="mt-4" data-testid="month-chart">
      <h3 className="text-sm font-semibold text-slate-300">Son {days} gün (günlük kapanış)</h3>
      <ClosesChart title={`${coinName}, son ${days} günlük kapanış fiyatları`} series={series} size="narrow" />
      {source === "stale" && fetchedAt ? (
        <p className="mt-1 text-xs text-amber-200">Eski veri: {formatMarketTime(fetchedAt)} tarihli mumlar.</p>
      ) : null}
    </div>
  );
}

function AnalysisCard({
  coinName,
  symbol,
  analysis,
  commentary,
  record,
  sample,
}: {
  coinName: string;
  symbol: string;
  analysis: Analysis | null;
  commentary: CoinCommentary;
  record: RecordFigures | null;
  sample: boolean;
}) {
  return (
    <section aria-labelledby="analysis-heading" className="card" data-testid="analysis-card">
      {/* The score comes from fixed rules (app/lib/market/analysis.ts); the AI's words, when a provider is set, come below it. */}
      <h2 id="analysis-heading" className="text-xl font-bold text-white">
        Kural tabanlı puan
      </h2>
      {analysis ? (
        <>
          <ScoreGauge score={analysis.score} />
          <dl className="mt-4 grid grid-cols-3 gap-3 text-sm">
            <div>
              <dt className="text-slate-400">Trend</dt>
              <dd className={`mt-1 inline-block rounded-full px-2 py-0.5 font-semibold ${TREND_STYLES[analysis.trend]}`}>
                {TREND_LABELS[analysis.trend]}
              </dd>
            </div>
            <div>
              <dt className="text-slate-400">Öneri</dt>
              <dd className="mt-1 font-semibold text-white" data-testid="analysis-recommendation">
                {sample ? "Örnek veride öneri yok" : analysis.recommendation}
              </dd>
            </div>
            <div>
              <dt className="text-slate-400">Zaman Dilimi</dt>
              <dd className="mt-1 font-semibold text-white" data-testid="analysis-timeframe">
                {analysis.timeframe}
                {/* A timeframe the record does not back is only what the rule says. */}
                {recordBacksCall(record) ? null : <span className="block text-xs font-normal text-slate-400">kuralın etiketi</span>}
              </dd>
            </div>
          </dl>
          {sample ? null : <RecordLine record={record} className="mt-3" />}
          <h3 className="mt-5 text-sm font-semibold text-slate-300">Gerekçeler</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-300">
            {analysis.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          <AiCommentary key={symbol} symbol={symbol} commentary={commentary} />
        </>
      ) : (
        <p className="mt-3 text-slate-300">
          {coinName} işlem hacmine göre ilk 100 coin arasında değil; otomatik analiz yalnızca bu coinler için yapılır.
        </p>
      )}
    </section>
  );
}

function ScoreGauge({ score }: { score: number }) {
  const colour = score >= 70 ? "fill-emerald-400" : score <= 40 ? "fill-red-400" : "fill-amber-300";
  return (
    <div className="mt-4">
      <div className="flex items-baseline justify-between">
        <span className="text-sm text-slate-400">Puan</span>
        <span className="text-2xl font-bold tabular-nums text-white" data-testid="analysis-score">
          {score}
          <span className="text-sm font-normal text-slate-400">/100</span>
        </span>
      </div>
      <div
        role="meter"
        aria-label="Kural tabanlı puan"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        className="mt-2 h-3 overflow-hidden rounded-full bg-white/10"
      >
        {/* An SVG bar: its width is an attribute, so the page's policy needs no inline styles. */}
        <svg aria-hidden="true" className="block h-full w-full">
          <rect width={`${score}%`} height="100%" rx="6" className={colour} />
        </svg>
      </div>
    </div>
  );
}
