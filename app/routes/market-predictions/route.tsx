import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { QueryError } from "~/components/ui/error-note";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { RangeFan } from "~/components/charts/range-fan";
import { CandleSourceNote, InvestmentNotice, ToolHeader } from "~/components/market/candle-source";
import { parseCandleQuery } from "~/lib/market/candle-query.server";
import { formatAxisPrice, formatIndicator } from "~/lib/market/chart-format";
import { coinChoices } from "~/lib/market/coin-choices";
import { RANGE_LOOKBACK, volatilityRanges } from "~/lib/market/ranges";
import { formatTry, formatUsd } from "~/lib/market/format";
import { pageMeta } from "~/lib/seo/meta";
import { getCandles } from "~/services/candles.server";
import { getMarket } from "~/services/market.server";
import { trackRecord } from "~/services/track-record.server";
import { calibrationText } from "~/components/market/record-tables";
import type { PageCacheHandle } from "~/lib/page-cache/rules";
import { DataTable } from "~/components/ui/data-table";

export const handle: PageCacheHandle = { pageCache: "market", pageCacheQuery: ["symbol"] };

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Piyasa Tahminleri: Oynaklık Aralıkları",
    description:
      "Tahmin değil, aralık: son 90 günün oynaklığına göre bir coinin 1 ve 7 günlük 1σ ve 2σ fiyat aralıkları, grafikte yelpaze olarak.",
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const symbol = new URL(request.url).searchParams.get("symbol") ?? "";
  const parsed = parseCandleQuery(new URLSearchParams({ symbol }));
  const [market, record] = await Promise.all([getMarket(), trackRecord()]);
  // How often past closes fell inside such ranges, from the daily record run: never computed here.
  const calibration = record ? { day: record.predictions, week: record.weekPredictions } : null;
  const base = { symbol: parsed.query.symbol, choices: coinChoices(market.coins, parsed.query.symbol), usdTry: market.usdTry, calibration };
  if (!parsed.ok) return data({ ...base, error: parsed.message, result: null }, { status: 400 });
  const answer = await getCandles(parsed.query.symbol, "1d");
  if (!answer.ok) return data({ ...base, error: answer.message, result: null }, { status: 400 });
  const closes = answer.candles.data.map((c) => c.close).slice(-RANGE_LOOKBACK);
  const ranges = volatilityRanges(closes);
  if (!ranges) return data({ ...base, error: "Bu coin için aralık hesaplamaya yetecek günlük veri yok.", result: null });
  return data({
    ...base,
    error: null,
    result: {
      coin: { symbol: answer.coin.symbol, name: answer.coin.name },
      source: answer.candles.source,
      fetchedAt: answer.candles.fetchedAt,
      closes,
      ranges,
    },
  });
}

const percent = (value: number) => `%${formatIndicator(value * 100)}`;

export default function MarketPredictionsPage() {
  const { symbol, choices, usdTry, calibration, error, result } = useLoaderData<typeof loader>();
  const price = (value: number) => (usdTry ? `${formatUsd(value)} (${formatTry(value, usdTry)})` : formatUsd(value));
  return (
    <main className="flex-1 pb-16">
      <ToolHeader
        title="Piyasa Tahminleri"
        lead="Tahmin değil, aralık: bir coinin son 90 günlük oynaklığı sürerse fiyatının 1 gün ve 7 gün sonra hangi aralıkta kalmasının olağan sayılacağı."
      />
      <div className="container-page space-y-8 pt-8">
        <Form method="get" action="/market-predictions" className="card grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end" key={symbol}>
          <div>
            <label htmlFor="range-symbol" className="mb-1 block text-sm font-medium text-slate-300">
              Coin
            </label>
            <select id="range-symbol" name="symbol" defaultValue={symbol} className="input">
              {choices.map((c) => (
                <option key={c.symbol} value={c.symbol}>
                  {c.name} ({c.symbol.replace(/USDT$/, "")}/USDT)
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-primary">
            Hesapla
          </button>
        </Form>

        <QueryError error={error} />

        {result ? (
          <section aria-labelledby="ranges-heading" className="card space-y-6">
            <div className="space-y-2">
              <h2 id="ranges-heading" className="text-2xl font-bold text-white">
                {result.coin.name}: 1 ve 7 günlük oynaklık aralıkları
              </h2>
              <CandleSourceNote source={result.source} fetchedAt={result.fetchedAt} />
            </div>
            <p className="text-slate-300" data-testid="range-meaning">
              Son {result.ranges.returnsUsed + 1} günlük kapanışa göre günlük oynaklık (log getirilerin standart sapması, σ){" "}
              <strong className="text-white">{percent(result.ranges.dailySigma)}</strong>. Bu oynaklık aynı kalır ve getiriler normal
              dağılırsa, fiyatın son kapanıştan ({formatUsd(result.ranges.lastClose)}) 1 gün ya da 7 gün sonra yaklaşık %68 olasılıkla 1σ
              aralığında, %95 olasılıkla 2σ aralığında olması beklenir; aralık √gün ile genişler.
            </p>
            <p className="text-sm text-slate-400">
              Bu bir tahmin değildir: yön öngörmez (ortalama getiri sıfır varsayılır), yalnızca geçmiş oynaklığı geleceğe taşır. Kripto
              getirileri normal dağılımdan kalın kuyrukludur; 2σ dışına çıkan hareketler %5&apos;ten sık görülür ve oynaklık değişince
              aralıklar da değişir.
            </p>
            <p className="text-sm text-slate-300" data-testid="record-line">
              {calibration
                ? `${calibrationText(calibration.day, "1 günlük")}. ${calibrationText(calibration.week, "7 günlük")}.`
                : "Kayıt henüz hesaplanıyor."}{" "}
              <Link to="/methodology" className="text-brand-300 underline hover:text-brand-200">
                Nasıl ölçülür?
              </Link>
            </p>
            <DataTable
              label="Tahmin tablosu"
              caption={`${result.coin.name} için 1 ve 7 günlük fiyat aralıkları`}
              columns={["Süre", "1σ aralığı (~%68)", "2σ aralığı (~%95)"]}
              cell="py-2 pr-4 last:pr-0"
              // No upper-casing: it would turn σ into Σ, a different symbol.
              headClassName="border-b border-white/10 text-xs text-slate-400"
            >
              <tbody data-testid="range-rows">
                {result.ranges.ranges.map((range) => (
                  <tr key={range.days} className="border-b border-white/5 tabular-nums">
                    <th scope="row" className="py-2 pr-4 font-semibold text-white">
                      {range.days} gün
                    </th>
                    <td className="py-2 pr-4 text-slate-200">
                      {price(range.low1)} – {price(range.high1)}
                    </td>
                    <td className="py-2 text-slate-200">
                      {price(range.low2)} – {price(range.high2)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
            <RangeFan
              title={`${result.coin.name}: son ${result.closes.length} günlük kapanış ve 7 günlük oynaklık yelpazesi`}
              description={`Son kapanış ${formatUsd(result.ranges.lastClose)}. 7 gün sonrası için 1σ aralığı ${formatUsd(result.ranges.ranges[1]!.low1)} – ${formatUsd(result.ranges.ranges[1]!.high1)}, 2σ aralığı ${formatUsd(result.ranges.ranges[1]!.low2)} – ${formatUsd(result.ranges.ranges[1]!.high2)}.`}
              closes={result.closes}
              steps={result.ranges.fan}
              formatValue={formatAxisPrice}
              pastLabel={`Son ${result.closes.length} gün`}
              futureLabel="Sonraki 7 gün"
            />
          </section>
        ) : null}

        <InvestmentNotice />
      </div>
    </main>
  );
}
