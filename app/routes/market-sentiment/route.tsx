import { MarketTime } from "~/components/market/market-time";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Gauge } from "~/components/charts/gauge";
import { IndicatorChart } from "~/components/charts/indicator-chart";
import { InvestmentNotice, ToolHeader } from "~/components/market/candle-source";
import { pageMeta } from "~/lib/seo/meta";
import { sentimentHistory } from "~/models/sentiment.server";
import { getFearGreed } from "~/services/fear-greed.server";
import { getMarketSentiment } from "~/services/market-sentiment.server";
import { OutsideIndex } from "./outside-index";
import type { PageCacheHandle } from "~/lib/page-cache/rules";
import { formatDate } from "~/lib/format";
import { DataTable, figures } from "~/components/ui/data-table";
import { Section } from "~/components/ui/section";

export const handle: PageCacheHandle = { pageCache: "market" };

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Piyasa Duyarlılığı: Korku ve Açgözlülük",
    description: "Piyasanın kendisinden hesaplanan 0-100 korku ve açgözlülük göstergesi, bileşenleri ve günlük geçmişi.",
  });

export async function loader(_args: LoaderFunctionArgs) {
  const [current, outside] = await Promise.all([getMarketSentiment(), getFearGreed()]);
  const history = await sentimentHistory(30);
  return { ...current, history, outside };
}

const dayTime = (date: string) => Date.parse(`${date}T00:00:00Z`);

export default function MarketSentimentPage() {
  const { sentiment, source, updatedAt, history, outside } = useLoaderData<typeof loader>();
  return (
    <main className="flex-1 pb-16">
      <ToolHeader
        title="Piyasa Duyarlılığı"
        lead="Korku ve açgözlülük göstergesi, doğrudan piyasanın kendisinden: kaç coinin yükseldiği, hacmin hangi yöne aktığı, fiyatların günlük aralıkta nerede durduğu ve büyük coinlerin 25 günlük ortalamalarına göre konumu."
      />
      <div className="container-page space-y-8 pt-8">
        <p className="text-sm text-slate-400" data-testid="market-source">
          {source === "live"
            ? "Canlı piyasa verisi"
            : source === "stale"
              ? "Eski veri: piyasa verisi şu anda alınamıyor"
              : "Örnek veri: piyasa verisine hiç ulaşılamadı, gösterge örnek rakamlardan hesaplandı"}
          {" · "}
          <MarketTime iso={updatedAt} />
        </p>
        <div className="grid gap-8 lg:grid-cols-2">
          <Section id="gauge-heading" title="Bizim göstergemiz" className="card" heading="2xl-bold">
            {sentiment ? (
              <>
                <Gauge
                  value={sentiment.value}
                  title={`Korku ve açgözlülük göstergesi: ${sentiment.value}, ${sentiment.label}`}
                  description="0 aşırı korku, 100 aşırı açgözlülük demektir; gösterge aşağıdaki bileşenlerin ortalamasıdır."
                />
                <p className="text-center text-4xl font-bold tabular-nums text-white" data-testid="sentiment-value">
                  {sentiment.value}
                  <span className="text-lg font-normal text-slate-400">/100</span>
                </p>
                <p className="text-center text-lg font-semibold text-slate-200" data-testid="sentiment-label">
                  {sentiment.label}
                </p>
                <DataTable
                  label="Göstergenin bileşenleri"
                  columns={["Bileşen", ...figures("Değer"), "Dayanak"]}
                  cell="py-2 pr-4 last:pr-0"
                  frameClassName="mt-6"
                >
                  <tbody data-testid="sentiment-parts">
                    {sentiment.parts.map((part) => (
                      <tr key={part.key} className="border-b border-white/5">
                        <th scope="row" className="py-2 pr-4 font-semibold text-white">
                          {part.label}
                        </th>
                        <td className="py-2 pr-4 text-right tabular-nums text-white">{part.value}</td>
                        <td className="py-2 text-slate-300">{part.detail}</td>
                      </tr>
                    ))}
                  </tbody>
                </DataTable>
                {sentiment.parts.length < 4 ? (
                  <p className="mt-2 text-xs text-slate-400">
                    Büyük coinlerin günlük mumları alınamadığı için 25 günlük ortalama bileşeni bu kez hesaba katılmadı.
                  </p>
                ) : null}
              </>
            ) : (
              <p className="mt-3 text-slate-300">Hesaplanacak piyasa verisi yok.</p>
            )}
          </Section>
          {/* An index nobody configured is not news to a visitor: the card shows only once one is set. */}
          {outside.status === "unset" ? null : <OutsideIndex outside={outside} />}
        </div>

        <Section id="history-heading" title="Son 30 gün" className="card" heading="2xl-bold">
          {history.length >= 2 ? (
            <IndicatorChart
              title="Korku ve açgözlülük göstergesinin günlük geçmişi"
              description={`${history.length} günlük kayıt: ${history.map((day) => `${formatDate(dayTime(day.date), "dayShortMonth", "UTC")} ${day.value}`).join(", ")}.`}
              times={history.map((day) => dayTime(day.date))}
              lines={[{ label: "Günlük değer (0-100)", color: "#a5b4fc", values: history.map((day) => day.value) }]}
              references={[
                { value: 75, label: "75" },
                { value: 25, label: "25" },
              ]}
              domain={[0, 100]}
              height={200}
              formatValue={String}
              formatTime={(time) => formatDate(time, "dayShortMonth", "UTC")}
              testId="sentiment-history"
            />
          ) : (
            <p className="mt-3 text-slate-300" data-testid="history-note">
              Geçmiş grafiği günler geçtikçe oluşur: her gün canlı verilerle hesaplanan son değer saklanır. Şu ana kadar {history.length}{" "}
              gün kaydedildi.
            </p>
          )}
        </Section>

        <InvestmentNotice>Duyarlılık göstergesi piyasanın o anki havasını özetler; yönü öngörmez.</InvestmentNotice>
      </div>
    </main>
  );
}
