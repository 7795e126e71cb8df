import { Icon } from "~/components/icon";
import { changeClass } from "~/components/market/coin-list";
import { formatChange, formatCompactUsd, formatMarketTime, formatTry, formatUsd } from "~/lib/market/format";
import { GRADES } from "~/lib/market/rating";
import type { MarketReport, ReportCoin } from "~/lib/market/report";
import { DataTable, figures } from "~/components/ui/data-table";
import { Section } from "~/components/ui/section";

/** One day's report: summary, breadth, movers, volume leaders, grades and their changes, sentiment. */
export function ReportView({ report }: { report: MarketReport }) {
  const { breadth } = report;
  return (
    <article className="space-y-6" data-testid="market-report">
      <Section id="report-summary-heading" title="Özet" className="card space-y-3" heading="2xl-bold">
        <p className="text-slate-200">{report.summary}</p>
        <p className="text-sm text-slate-400">
          {formatMarketTime(report.snapshotAt)} tarihli {report.source === "live" ? "canlı" : "son kayıtlı (eski)"} piyasa verisinden
          yazıldı.
        </p>
        {report.aiSummary ? (
          <div className="rounded-lg border border-brand-500/30 bg-brand-950/30 p-4">
            <p className="flex items-center gap-2 text-sm font-semibold text-brand-200">
              <Icon name="SparklesIcon" className="h-4 w-4" /> Yapay zekâ özeti
            </p>
            <p className="mt-2 text-slate-200">{report.aiSummary}</p>
          </div>
        ) : null}
      </Section>

      <Section id="report-breadth-heading" title="Piyasa genişliği" className="card">
        <dl className="mt-4 grid gap-4 sm:grid-cols-3 lg:grid-cols-6">
          <Figure label="Parite" value={String(breadth.coins)} />
          <Figure label="Yükselen" value={String(breadth.gainers)} />
          <Figure label="Düşen" value={String(breadth.losers)} />
          <Figure label="Ortalama değişim" value={formatChange(breadth.averageChange)} />
          <Figure label="Hacim ağırlıklı değişim" value={formatChange(breadth.volumeWeightedChange)} />
          <Figure label="Toplam hacim" value={formatCompactUsd(breadth.totalQuoteVolume)} />
        </dl>
      </Section>

      <div className="grid gap-6 lg:grid-cols-3">
        <CoinTable
          id="report-gainers"
          title="En çok yükselenler"
          coins={report.topGainers}
          usdTry={report.usdTry}
          empty="Yükselen coin yok."
        />
        <CoinTable id="report-losers" title="En çok düşenler" coins={report.topLosers} usdTry={report.usdTry} empty="Düşen coin yok." />
        <CoinTable id="report-volume" title="Hacim liderleri" coins={report.volumeLeaders} usdTry={report.usdTry} empty="Veri yok." />
      </div>

      <Section id="report-ratings-heading" title="Derecelendirme" className="card space-y-3">
        <p className="text-slate-300">Notların dağılımı: {GRADES.map((grade) => `${grade}: ${report.gradeCounts[grade]}`).join(" · ")}</p>
        {report.previousDate === null ? (
          <p className="text-sm text-slate-400">Bu ilk rapor; not değişiklikleri bir sonraki raporda karşılaştırılacak.</p>
        ) : report.ratingChanges.length ? (
          <>
            <p className="text-sm text-slate-400">{report.previousDate} raporuna göre notu değişen coinler:</p>
            <ul className="list-disc space-y-1 pl-6 text-slate-200">
              {report.ratingChanges.map((change) => (
                <li key={change.symbol}>
                  {change.name}: {change.from} → {change.to}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="text-sm text-slate-400">{report.previousDate} raporuna göre notu değişen coin yok.</p>
        )}
      </Section>

      {report.sentiment ? (
        <Section id="report-sentiment-heading" title="Piyasa duyarlılığı" className="card">
          <p className="mt-2 text-slate-200">
            Korku ve açgözlülük göstergesi: <strong>{report.sentiment.value}/100</strong> ({report.sentiment.label})
          </p>
        </Section>
      ) : null}
    </article>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-white/10 p-3">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-white tabular-nums">{value}</dd>
    </div>
  );
}

function CoinTable({
  id,
  title,
  coins,
  usdTry,
  empty,
}: {
  id: string;
  title: string;
  coins: ReportCoin[];
  usdTry: number | null;
  empty: string;
}) {
  return (
    <section aria-labelledby={id} className="card">
      <h2 id={id} className="text-lg font-semibold text-white">
        {title}
      </h2>
      {coins.length ? (
        <DataTable
          label={title}
          columns={["Coin", ...figures("Fiyat", "Değişim")]}
          cell="py-1 pr-2 last:pr-0"
          frameClassName="mt-3"
          headClassName="text-xs text-slate-400 uppercase"
        >
          <tbody>
            {coins.map((coin) => (
              <tr key={coin.symbol} className="border-t border-white/5">
                <th scope="row" className="py-1 pr-2 font-normal text-white">
                  {coin.name}
                </th>
                <td className="py-1 pr-2 text-right tabular-nums text-slate-200">
                  {formatUsd(coin.lastPrice)}
                  {usdTry ? <span className="block text-xs text-slate-400">{formatTry(coin.lastPrice, usdTry)}</span> : null}
                </td>
                <td className={`py-1 text-right tabular-nums ${changeClass(coin.priceChangePercent)}`}>
                  {formatChange(coin.priceChangePercent)}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : (
        <p className="mt-3 text-sm text-slate-400">{empty}</p>
      )}
    </section>
  );
}
