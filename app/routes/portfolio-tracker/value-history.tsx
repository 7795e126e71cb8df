import { Link, useLocation } from "@remix-run/react";
import { ValueChart } from "~/components/charts/value-chart";
import { formatPrice } from "~/lib/format";
import { formatMarketTime } from "~/lib/market/format";
import { HISTORY_MAX_DAYS, monthEnds, type HistoryCurrency, type PortfolioHistory, type YardstickKey } from "~/lib/portfolio/history";
import { formatDay } from "~/lib/portfolio/format";
import { DataTable } from "~/components/ui/data-table";
import { Returns, YardstickNotes } from "./returns-table";

const CURRENCY_LABELS: Record<HistoryCurrency, string> = { USD: "Dolar (USD)", TRY: "Türk lirası (TL)" };
// How a sentence names the currency: "dolar olarak", "Türk lirası olarak".
const IN_CURRENCY: Record<HistoryCurrency, string> = { USD: "dolar olarak", TRY: "Türk lirası olarak" };
// Each yardstick's line: a colour and a dash of its own, so the lines differ without colour too.
const LINE_STYLES: Record<YardstickKey, { color: string; dash: string }> = {
  usd: { color: "#5eead4", dash: "8 4" },
  gold: { color: "#fcd34d", dash: "2 3" },
  cpi: { color: "#f9a8d4", dash: "10 3 2 3" },
};

/** The value over time in the currency the URL names (`?currency=TRY`), its returns and how they are computed. */
export function ValueHistory({ history, currency }: { history: PortfolioHistory; currency: HistoryCurrency }) {
  const location = useLocation();
  const hrefFor = (next: HistoryCurrency) => {
    const params = new URLSearchParams(location.search);
    params.set("currency", next);
    return `?${params.toString()}#value-history`;
  };
  const pick = (point: { usd: number | null; try: number | null }) => (currency === "USD" ? point.usd : point.try);
  const money = (value: number) => formatPrice(value, currency);
  const values = history.points.map(pick);
  const known = history.points.filter((point) => pick(point) !== null);
  const first = known[0];
  const last = known.at(-1);
  // The text alternative names every line's last figure, so the chart's comparison reads without it.
  // A yardstick's values fall on the days of `history.points`, index by index.
  const ends = history.yardsticks.flatMap((yardstick) => {
    let end = yardstick.values.length - 1;
    while (end >= 0 && pick(yardstick.values[end]) === null) end -= 1;
    return end >= 0 ? [`${yardstick.label} ${money(pick(yardstick.values[end])!)} (${formatDay(history.points[end].day)})`] : [];
  });
  const description =
    first && last
      ? `${formatDay(history.points[0].day)} ile ${formatDay(history.points.at(-1)!.day)} arasında ${history.points.length} günün değeri, ${IN_CURRENCY[currency]}. ` +
        `İlk değer ${money(pick(first)!)} (${formatDay(first.day)}), son değer ${money(pick(last)!)} (${formatDay(last.day)}).` +
        (ends.length ? ` Aynı paranın kıyas çizgilerindeki son değeri: ${ends.join("; ")}.` : "")
      : "Çizilecek değer yok.";
  const indexOf = new Map(history.points.map((point, index) => [point.day, index]));

  return (
    <section id="value-history" aria-labelledby="value-history-heading" className="card scroll-mt-24 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="value-history-heading" className="text-xl font-semibold text-white">
          Değer geçmişi ve getiriler
        </h2>
        <nav aria-label="Para birimi" className="flex gap-2 text-sm">
          {(["USD", "TRY"] as const).map((option) => (
            <Link
              key={option}
              to={hrefFor(option)}
              preventScrollReset
              aria-current={option === currency ? "true" : undefined}
              className={option === currency ? "btn btn-primary" : "btn btn-secondary"}
            >
              {CURRENCY_LABELS[option]}
            </Link>
          ))}
        </nav>
      </div>
      <CandleState history={history} />
      {history.points.length ? (
        <figure className="space-y-2">
          <ValueChart
            title={`Portföyün günlük değeri, ${IN_CURRENCY[currency]}`}
            description={description}
            labels={history.points.map((point) => formatDay(point.day))}
            values={values}
            label="Portföyünüz"
            lines={history.yardsticks.map((yardstick) => ({
              label: yardstick.label,
              values: yardstick.values.map(pick),
              ...LINE_STYLES[yardstick.key],
            }))}
            formatValue={money}
            testId="value-chart"
          />
          <figcaption className="text-sm text-slate-300">{description}</figcaption>
        </figure>
      ) : (
        <p className="text-slate-300">Grafiğe girebilen coin yok.</p>
      )}
      {history.points.length ? (
        <details className="text-sm text-slate-300">
          <summary className="cursor-pointer font-semibold text-slate-200">Grafiğin verileri (ay sonları)</summary>
          <DataTable
            label="Ay sonlarında portföyün değeri"
            columns={[
              "Gün",
              ...["Değer", ...history.yardsticks.map((yardstick) => yardstick.label)].map(
                (name) => `${name} (${currency === "USD" ? "USD" : "TL"})`,
              ),
            ]}
            cell=""
            frameClassName="mt-2"
            headClassName=""
          >
            <tbody>
              {monthEnds(history.points).map((point) => (
                <tr key={point.day}>
                  <th scope="row" className="font-normal">
                    {formatDay(point.day)}
                  </th>
                  <td>{pick(point) === null ? "— (kapanış ya da kur yok)" : money(pick(point)!)}</td>
                  {history.yardsticks.map((yardstick) => {
                    const value = pick(yardstick.values[indexOf.get(point.day)!]);
                    return <td key={yardstick.key}>{value === null ? "—" : money(value)}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </DataTable>
        </details>
      ) : null}
      {history.returns.length ? <Returns history={history} currency={currency} /> : null}
      {history.excluded.length ? (
        <div role="note" className="rounded-lg border border-amber-500/40 bg-amber-950/30 px-4 py-3 text-sm text-amber-100">
          <p className="font-semibold">Grafiğe ve getirilere girmeyen coinler:</p>
          <ul className="mt-1 list-disc pl-5">
            {history.excluded.map((coin) => (
              <li key={coin.symbol}>
                <strong>{coin.symbol}</strong>: {coin.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="text-xs text-slate-400">
        Her günün değeri, o gün sonunda elinizdeki coinlerin o günkü kapanış fiyatıyla çarpımıdır (bugün için anlık fiyat); TL değeri o
        günün USD/TRY kapanışıyla hesaplanır. Kapanışı ya da kuru bilinmeyen gün boş bırakılır, tahmin edilmez. Grafik en fazla son{" "}
        {HISTORY_MAX_DAYS} günü gösterir
        {history.capped ? ` (portföyünüz ${formatDay(history.firstDay)} tarihinde başlıyor; daha eski günler çizilmez)` : ""}. Getiriler
        değiştirilmiş Dietz yöntemiyle hesaplanır: dönem sonundaki değerden başındaki değer ve dönemde yatırılan net para düşülür, kalan
        tutar başlangıç değeri ile paranın dönemde kaldığı süreyle ağırlıklandırılmış yatırılan tutarın toplamına bölünür. Alışlar ödenen
        tutar (ücret dahil), satışlar alınan tutar (ücret düşülerek), transferler o günün kapanışıyla (yoksa kayıtlı fiyatla) sayılır; bir
        işlem gününün başında yapılmış kabul edilir.
      </p>
      <YardstickNotes history={history} />
    </section>
  );
}

function CandleState({ history }: { history: PortfolioHistory }) {
  if (history.source === "live") return null;
  if (history.source === "demo") {
    return (
      <p role="note" className="rounded-lg border border-sky-500/40 bg-sky-950/40 px-4 py-2 text-sm text-sky-100">
        <strong>Örnek veri:</strong> borsanın günlük fiyatlarına ulaşılamadı; grafik ve getiriler gerçek fiyatlarla hesaplanmadı.
      </p>
    );
  }
  return (
    <p role="note" className="rounded-lg border border-amber-500/40 bg-amber-950/30 px-4 py-2 text-sm text-amber-100">
      Eski fiyatlar: borsanın günlük fiyatları şu anda alınamıyor; {history.fetchedAt ? formatMarketTime(history.fetchedAt) : "önceki"}{" "}
      tarihli kapanışlar kullanıldı.
    </p>
  );
}
