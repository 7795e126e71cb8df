import { DataTable } from "~/components/ui/data-table";
import { SourceText } from "~/components/ui/source-text";
import { formatDateTime, formatPrice } from "~/lib/format";
import { formatChange } from "~/lib/market/format";
import { formatMonth } from "~/lib/portfolio/cpi";
import { formatDay } from "~/lib/portfolio/format";
import type { HistoryCurrency, PortfolioHistory, ReturnFigure } from "~/lib/portfolio/history";

/** The period returns beside the yardsticks', all over the same days and flows. */
export function Returns({ history, currency }: { history: PortfolioHistory; currency: HistoryCurrency }) {
  const cell = (figure: ReturnFigure, unit: HistoryCurrency) =>
    figure.rate === null ? (
      <span className="text-slate-400">
        — <span className="block text-xs">{figure.reason}</span>
      </span>
    ) : (
      <span className={figure.rate >= 0 ? "text-emerald-300" : "text-red-300"}>
        {formatChange(figure.rate * 100)}
        <span className="block text-xs text-slate-400">{formatPrice(figure.gain ?? 0, unit)}</span>
      </span>
    );
  return (
    <DataTable
      label="Dönem getirileri tablosu"
      caption={`Dönem getirileri (değiştirilmiş Dietz; altında dönemin kazancı). Grafik şu anda ${currency === "USD" ? "dolar" : "Türk lirası"} olarak gösteriliyor.`}
      captionClassName="mb-2 text-left text-slate-300"
      columns={["Dönem", "Başlangıç", "Getiri (USD)", "Getiri (TL)", ...history.yardsticks.map((yardstick) => `${yardstick.label} (TL)`)]}
      cell="pr-3 last:pr-0"
      headClassName="text-slate-400"
      testId="portfolio-returns"
    >
      <tbody>
        {history.returns.map((period) => (
          <tr key={period.key} className="border-t border-white/10 align-top">
            <th scope="row" className="py-2 pr-3 font-semibold text-slate-200">
              {period.label}
            </th>
            <td className="py-2 pr-3 text-slate-300">{formatDay(period.startDay)} sonu</td>
            <td className="py-2 pr-3">{cell(period.usd, "USD")}</td>
            <td className="py-2 pr-3">{cell(period.try, "TRY")}</td>
            {history.yardsticks.map((yardstick) => {
              const same = yardstick.returns.find((candidate) => candidate.key === period.key);
              return (
                <td key={yardstick.key} className="py-2 pr-3 last:pr-0">
                  {same ? cell(same.try, "TRY") : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** How the yardsticks are made, which months of TÜFE were used and from where, or why one is missing. */
export function YardstickNotes({ history }: { history: PortfolioHistory }) {
  if (!history.yardsticks.length) return null;
  const { cpi } = history;
  return (
    <div className="space-y-2 text-xs text-slate-400">
      <p data-testid="portfolio-yardsticks-note">
        Kıyas sütunları ve grafiğin kesikli çizgileri, aynı günlerde yatırdığınız ve çektiğiniz liranın dolar ya da gram altın olarak
        tutulsaydı ya da TÜFE kadar değer kazansaydı TL olarak ne getireceğini aynı yöntemle gösterir: her işlem gününde o günün USD/TRY
        kuruyla dolar, PAXG kapanışı × USD/TRY ÷ 31,1035 ile gram altın alınmış (satışta satılmış) sayılır.
        {history.goldMissing ? " Borsanın PAX Gold (PAXG) günlük fiyatları şu anda alınamadığı için gram altın sütunu gösterilmiyor." : ""}
      </p>
      {cpi?.shown ? (
        <p data-testid="portfolio-cpi-source">
          TÜFE&apos;ye göre sütunu, TÜFE&apos;ye endeksli tahvillerdeki gibi yalnızca açıklanmış aylarla hesaplanır: bir günün düzeyi üç ay
          önceki TÜFE&apos;den iki ay önceki TÜFE&apos;ye gün gün ilerler. Kullanılan aylar: {formatMonth(cpi.first)} –{" "}
          {formatMonth(cpi.last)}. {formatMonth(cpi.last)} endeksinin kaynağı: <SourceText source={cpi.source} /> (
          {formatDateTime(cpi.enteredAt)} tarihinde girildi).
        </p>
      ) : cpi ? (
        <p role="note" data-testid="portfolio-cpi-missing">
          {cpi.note}
        </p>
      ) : null}
    </div>
  );
}
