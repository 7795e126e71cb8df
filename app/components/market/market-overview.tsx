import { Link } from "@remix-run/react";
import { formatAmount, formatChange, formatCompactUsd, formatRate, formatUsd } from "~/lib/market/format";
import { marketSearch, type MarketOverview, type MarketQuery } from "~/lib/market/overview";
import { ListCard } from "~/components/ui/list-card";
import { changeClass } from "./coin-list";
import { Section } from "~/components/ui/section";

/** Totals for the whole filtered market and its biggest movers. */
export function MarketOverviewGrid({ overview, usdTry, query }: { overview: MarketOverview; usdTry: number | null; query: MarketQuery }) {
  const tiles: Array<[string, string, string?]> = [
    ["Takip Edilen Coin", formatAmount(overview.coinCount)],
    ["24s Toplam Hacim", formatCompactUsd(overview.totalQuoteVolume)],
    ["Yükselen", formatAmount(overview.gainers), "text-emerald-400"],
    ["Düşen", formatAmount(overview.losers), "text-red-400"],
    ["Ortalama Değişim", formatChange(overview.averageChange), changeClass(overview.averageChange)],
    ["USDT/TRY", usdTry ? formatRate(usdTry) : "—"],
  ];
  return (
    <Section id="overview-heading" title="Piyasa Özeti" heading="2xl-bold">
      <dl className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
        {tiles.map(([label, value, colour]) => (
          <div key={label} className="card">
            <dt className="text-sm text-slate-400">{label}</dt>
            <dd className={`mt-1 text-xl font-bold tabular-nums ${colour ?? "text-white"}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <Movers title="En Çok Yükselenler" coins={overview.topGainers} query={query} empty="Bugün yükselen coin yok." />
        <Movers title="En Çok Düşenler" coins={overview.topLosers} query={query} empty="Bugün düşen coin yok." />
      </div>
    </Section>
  );
}

function Movers({ title, coins, query, empty }: { title: string; coins: MarketOverview["topGainers"]; query: MarketQuery; empty: string }) {
  return (
    <ListCard title={title} items={coins} empty={empty}>
      {(coin) => (
        <li key={coin.symbol} className="flex items-center justify-between gap-3">
          <Link to={marketSearch(query, { coin: coin.symbol })} preventScrollReset className="text-slate-200 hover:text-brand-300">
            {coin.name}
          </Link>
          <span className="tabular-nums text-slate-400">{formatUsd(coin.lastPrice)}</span>
          <span className={`w-20 text-right tabular-nums ${changeClass(coin.priceChangePercent)}`}>
            {formatChange(coin.priceChangePercent)}
          </span>
        </li>
      )}
    </ListCard>
  );
}
