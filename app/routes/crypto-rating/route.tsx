import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { changeClass } from "~/components/market/coin-list";
import { DataSourceNote, QueryNotices, ToolHero } from "~/components/market/snapshot-page";
import { InvestmentNotice } from "~/components/market/candle-source";
import { formatChange, formatCompactUsd } from "~/lib/market/format";
import { GRADE_LABELS, GRADES, gradeCounts, parseGradeFilter, rateCoins } from "~/lib/market/rating";
import { pageMeta } from "~/lib/seo/meta";
import { getMarket } from "~/services/market.server";
import { trackRecord } from "~/services/track-record.server";
import { GradeBadge, GradeRecordLines, RatingMethod } from "./rating-method";
import type { PageCacheHandle } from "~/lib/page-cache/rules";
import { formatScore } from "~/lib/format";
import { DataTable, figures } from "~/components/ui/data-table";
import { Section } from "~/components/ui/section";

export const handle: PageCacheHandle = { pageCache: "market", pageCacheQuery: ["grade"] };

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Kripto Derecelendirme",
    description:
      "Hacme göre ilk 100 coin, analiz puanı, likidite ve oynaklıktan A ile E arasında bir notla; yöntemi ve her notun gerekçeleri açıkça yazılı.",
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const { grades, invalid } = parseGradeFilter(new URL(request.url).searchParams.getAll("grade"));
  const [market, record] = await Promise.all([getMarket(), trackRecord()]);
  const ratings = rateCoins(market.coins);
  const shown = grades.length ? ratings.filter((rating) => grades.includes(rating.grade)) : ratings;
  return {
    updatedAt: market.updatedAt,
    source: market.source,
    cause: market.cause ?? null,
    grades,
    notices: invalid ? ["Bilinmeyen not seçildi; yalnızca A, B, C, D ve E kullanılabilir."] : [],
    counts: gradeCounts(ratings),
    gradeRecords: record?.grades ?? null,
    rated: ratings.length,
    ratings: shown.map((rating) => ({ ...rating, rank: ratings.indexOf(rating) + 1 })),
  };
}

export default function CryptoRatingPage() {
  const { updatedAt, source, cause, grades, notices, counts, gradeRecords, rated, ratings } = useLoaderData<typeof loader>();
  return (
    <main className="flex-1 pb-16">
      <ToolHero
        title="Kripto Derecelendirme"
        description="Hacme göre ilk 100 coin, analiz puanı, likidite ve oynaklıktan hesaplanan A (en güçlü) ile E (en zayıf) arasında bir notla. Her satırda notun gerekçeleri yazar."
      >
        <DataSourceNote source={source} updatedAt={updatedAt} cause={cause} />
      </ToolHero>
      <div className="container-page space-y-6 pt-8">
        <QueryNotices notices={notices} />
        <Section id="rating-filter-heading" title="Nota göre süz" className="card" heading="lg">
          <Form key={grades.join()} method="get" action="/crypto-rating" className="mt-3 flex flex-wrap items-center gap-4">
            <fieldset className="flex flex-wrap gap-4">
              <legend className="sr-only">Gösterilecek notlar</legend>
              {GRADES.map((grade) => (
                <label key={grade} className="flex items-center gap-2 text-slate-200">
                  <input
                    type="checkbox"
                    name="grade"
                    value={grade}
                    defaultChecked={grades.includes(grade)}
                    className="h-4 w-4 accent-brand-500"
                  />
                  {grade} ({counts[grade]})
                </label>
              ))}
            </fieldset>
            <button type="submit" className="btn btn-primary">
              Süz
            </button>
            {grades.length ? (
              <Link to="/crypto-rating" className="text-sm text-brand-300 underline hover:text-brand-200">
                Tüm notları göster
              </Link>
            ) : null}
          </Form>
          <p className="mt-3 text-sm text-slate-400" data-testid="rating-count">
            {rated} coin notlandı{grades.length ? `; ${grades.join(", ")} notlu ${ratings.length} coin gösteriliyor` : ""}.
          </p>
        </Section>

        <GradeRecordLines records={gradeRecords} />
        <Section id="rating-table-heading" title="Notlar" className="card" heading="2xl-bold">
          {ratings.length ? (
            <DataTable
              label="Derecelendirme tablosu"
              caption="Coinlerin notları, hacim sırasına göre"
              columns={["#", "Coin", "Not", ...figures("Toplam", "24s Değişim", "Hacim"), "Gerekçeler"]}
              cell="py-2 pr-4 last:pr-0"
              frameClassName="mt-4"
            >
              <tbody data-testid="rating-rows">
                {ratings.map((rating) => (
                  <tr key={rating.symbol} className="border-b border-white/5 align-top" data-symbol={rating.symbol}>
                    <td className="py-2 pr-4 tabular-nums text-slate-400">{rating.rank}</td>
                    <th scope="row" className="py-2 pr-4 font-normal">
                      <span className="font-semibold text-white">{rating.name}</span>
                      <span className="block text-xs text-slate-400">{rating.symbol.replace(/USDT$/, "")}/USDT</span>
                    </th>
                    <td className="py-2 pr-4">
                      <GradeBadge grade={rating.grade} />
                      <span className="sr-only"> ({GRADE_LABELS[rating.grade]})</span>
                    </td>
                    <td className="py-2 pr-4 text-right tabular-nums text-slate-100">{formatScore(rating.total)}</td>
                    <td className={`py-2 pr-4 text-right tabular-nums ${changeClass(rating.priceChangePercent)}`}>
                      {formatChange(rating.priceChangePercent)}
                    </td>
                    <td className="py-2 pr-4 text-right tabular-nums text-slate-300">{formatCompactUsd(rating.quoteVolume)}</td>
                    <td className="py-2 text-slate-300">
                      <ul className="list-disc space-y-0.5 pl-4">
                        {rating.reasons.map((reason) => (
                          <li key={reason}>{reason}</li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          ) : (
            <p role="status" className="mt-4 text-slate-300">
              Seçtiğiniz notlarda coin yok.
            </p>
          )}
        </Section>

        <RatingMethod />
        <InvestmentNotice />
      </div>
    </main>
  );
}
