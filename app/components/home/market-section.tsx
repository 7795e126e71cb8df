import { Link } from "@remix-run/react";
import { ListCard } from "~/components/ui/list-card";
import type { HomeMarketView, MarketRow } from "~/lib/home/market-view";
import type { MarketSource } from "~/lib/market/analysis";
import { DataTable, figures } from "~/components/ui/data-table";

// The same words and colours as SourceBadge (components/market/source-badge.tsx), kept here: a
// module shared with the market pages becomes a chunk of its own on the home page, and the home
// page's script budget (tests/unit/home/js-budget.test.ts) has no room left for that chunk.
const sourceBadges: Record<MarketSource, { text: string; className: string }> = {
  live: { text: "Canlı", className: "bg-emerald-500/15 text-emerald-300" },
  stale: { text: "Eski veri", className: "bg-amber-500/15 text-amber-300" },
  demo: { text: "Örnek veri", className: "bg-sky-500/15 text-sky-300" },
};

function Change({ row }: { row: MarketRow }) {
  return <span className={row.change >= 0 ? "text-emerald-300" : "text-rose-300"}>{row.changeText}</span>;
}

function MoverList({ title, rows, empty }: { title: string; rows: MarketRow[]; empty: string }) {
  return (
    <ListCard title={title} titleClassName="text-base font-semibold text-white" items={rows} empty={empty}>
      {(row) => (
        <li key={row.symbol} className="flex items-center justify-between gap-3">
          <Link to={row.href} className="font-medium text-slate-200 hover:text-white">
            {row.name}
          </Link>
          <Change row={row} />
        </li>
      )}
    </ListCard>
  );
}

/** The market at a glance: top coins by volume, the day's movers and the site's fear and greed reading. */
export function MarketSection({
  id,
  title,
  subtitle,
  view,
}: {
  id: string;
  title: string;
  subtitle: string | null;
  view: HomeMarketView | null;
}) {
  const badge = view ? sourceBadges[view.source] : null;
  return (
    <section aria-labelledby={id} className="container-page py-12" data-testid="home-market">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={id} className="text-2xl font-bold text-white sm:text-3xl">
            {title}
          </h2>
          {subtitle ? <p className="mt-1 text-slate-400">{subtitle}</p> : null}
        </div>
        {badge ? <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${badge.className}`}>{badge.text}</span> : null}
      </div>
      {view && view.top.length ? (
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="card lg:col-span-2">
            <h3 className="text-base font-semibold text-white">Hacme göre ilk {view.top.length} coin</h3>
            <DataTable
              label="Hacme göre öne çıkan coinler"
              columns={["Coin", ...figures("Fiyat (USD / TL)", "24 sa"), "7 gün"]}
              cell="py-2 pr-3 font-medium last:pr-0"
              frameClassName="mt-3"
              headClassName="text-xs text-slate-400"
            >
              <tbody className="divide-y divide-white/5">
                {view.top.map((row) => (
                  <tr key={row.symbol} data-testid="home-market-row">
                    <th scope="row" className="py-2 pr-3 font-medium" data-key-figure="name">
                      <Link to={row.href} className="text-slate-100 hover:text-white">
                        {row.name}
                      </Link>
                    </th>
                    {/* The lira price under the dollar one: on a phone the change and the chart stay on screen. */}
                    <td className="py-2 pr-3 text-right tabular-nums text-slate-200" data-key-figure="price">
                      {row.priceUsd}
                      {row.priceTry ? <span className="block text-xs text-slate-400">{row.priceTry}</span> : null}
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums" data-key-figure="change">
                      <Change row={row} />
                    </td>
                    <td className="py-2" data-key-figure="change-7d">
                      {row.sparkPath && row.spark ? (
                        <svg
                          viewBox="0 0 96 28"
                          className="inline-block h-7 w-16 sm:w-24"
                          role="img"
                          aria-label={`${row.name}, son 7 günün kapanışları`}
                        >
                          <path
                            d={row.sparkPath}
                            fill="none"
                            strokeWidth={1.5}
                            className={row.spark.at(-1)! >= row.spark[0]! ? "stroke-emerald-400" : "stroke-rose-400"}
                          />
                        </svg>
                      ) : (
                        <span className="text-xs text-slate-400">Grafik hazırlanıyor</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
            <Link to="/crypto-analysis" className="mt-4 inline-block text-sm font-medium text-brand-300 hover:text-brand-200">
              Tüm piyasa →
            </Link>
          </div>
          <div className="space-y-6">
            <div className="card">
              <h3 className="text-base font-semibold text-white">Korku ve açgözlülük</h3>
              {view.sentiment ? (
                <p className="mt-2" data-testid="home-fear-greed">
                  <span className="text-3xl font-extrabold text-white">{view.sentiment.value}</span>
                  <span className="text-sm text-slate-400"> / 100 · {view.sentiment.label}</span>
                </p>
              ) : (
                <p className="mt-2 text-sm text-slate-400">Endeks için yeterli veri yok.</p>
              )}
              <Link to="/market-sentiment" className="mt-2 inline-block text-sm text-brand-300 hover:text-brand-200">
                Nasıl hesaplanır?
              </Link>
            </div>
            <MoverList title="Günün yükselenleri" rows={view.gainers} empty="Bugün yükselen coin yok." />
            <MoverList title="Günün düşenleri" rows={view.losers} empty="Bugün düşen coin yok." />
          </div>
        </div>
      ) : (
        <p className="card text-slate-400">Piyasa verisi şu anda alınamıyor; birazdan yeniden deneyin.</p>
      )}
    </section>
  );
}
