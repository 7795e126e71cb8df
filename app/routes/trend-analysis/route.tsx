import { AlertLink } from "~/components/market/alert-link";
import { QueryError } from "~/components/ui/error-note";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { CandleSourceNote, InvestmentNotice, ToolHeader } from "~/components/market/candle-source";
import { CANDLE_INTERVALS, INTERVAL_LABELS } from "~/lib/market/candle-intervals";
import { coinChoices } from "~/lib/market/coin-choices";
import { analyseTrend } from "~/lib/market/trend";
import { pageMeta } from "~/lib/seo/meta";
import { getCandles } from "~/services/candles.server";
import { getMarket } from "~/services/market.server";
import { parseCandleQuery } from "~/lib/market/candle-query.server";
import { Readings, TrendCharts } from "./trend-charts";
import type { PageCacheHandle } from "~/lib/page-cache/rules";

export const handle: PageCacheHandle = { pageCache: "market", pageCacheQuery: ["symbol", "interval"] };

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Trend Analizi",
    description: "Son 90 mumun grafiği, SMA 7/25/99, RSI(14) ve MACD(12,26,9) göstergeleri ve her birinin sade Türkçe yorumu.",
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const parsed = parseCandleQuery(new URL(request.url).searchParams);
  const market = await getMarket();
  const choices = coinChoices(market.coins, parsed.query.symbol);
  if (!parsed.ok) {
    return data({ query: parsed.query, choices, error: parsed.message, result: null }, { status: 400 });
  }
  const answer = await getCandles(parsed.query.symbol, parsed.query.interval);
  if (!answer.ok) {
    return data({ query: parsed.query, choices, error: answer.message, result: null }, { status: 400 });
  }
  const { coin, candles } = answer;
  return data({
    query: parsed.query,
    choices,
    error: null,
    result: {
      coin: { symbol: coin.symbol, name: coin.name, lastPrice: coin.lastPrice },
      source: candles.source,
      fetchedAt: candles.fetchedAt,
      analysis: analyseTrend(candles.data),
    },
  });
}

export default function TrendAnalysisPage() {
  const { query, choices, error, result } = useLoaderData<typeof loader>();
  return (
    <main className="flex-1 pb-16">
      <ToolHeader
        title="Trend Analizi"
        lead="Seçtiğiniz coinin son 90 mumu; 7, 25 ve 99 mumluk basit hareketli ortalamalar, RSI(14) ve MACD(12, 26, 9) ile ve her göstergenin ne söylediği sade Türkçeyle."
      />
      <div className="container-page space-y-8 pt-8">
        <Form
          method="get"
          action="/trend-analysis"
          className="card grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          key={`${query.symbol}-${query.interval}`}
        >
          <div>
            <label htmlFor="trend-symbol" className="mb-1 block text-sm font-medium text-slate-300">
              Coin
            </label>
            <select id="trend-symbol" name="symbol" defaultValue={query.symbol} className="input">
              {choices.map((c) => (
                <option key={c.symbol} value={c.symbol}>
                  {c.name} ({c.symbol.replace(/USDT$/, "")}/USDT)
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="trend-interval" className="mb-1 block text-sm font-medium text-slate-300">
              Zaman aralığı
            </label>
            <select id="trend-interval" name="interval" defaultValue={query.interval} className="input">
              {CANDLE_INTERVALS.map((interval) => (
                <option key={interval} value={interval}>
                  {INTERVAL_LABELS[interval]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-primary">
            Göster
          </button>
        </Form>

        <QueryError error={error} />

        {result ? (
          <section aria-labelledby="trend-heading" className="space-y-6">
            <div className="space-y-2">
              <h2 id="trend-heading" className="text-2xl font-bold text-white">
                {result.coin.name} ({result.coin.symbol.replace(/USDT$/, "")}/USDT) · {INTERVAL_LABELS[query.interval]}
              </h2>
              <CandleSourceNote source={result.source} fetchedAt={result.fetchedAt} />
              <AlertLink symbol={result.coin.symbol} price={result.coin.lastPrice} />
            </div>
            <Readings readings={result.analysis.readings} />
            <TrendCharts analysis={result.analysis} interval={query.interval} coinName={result.coin.name} />
          </section>
        ) : null}

        <InvestmentNotice>Göstergeler geçmiş fiyatlardan hesaplanır; gelecekteki fiyatı bilmez.</InvestmentNotice>
      </div>
    </main>
  );
}
