import { Form, Link } from "@remix-run/react";
import { formatChange, formatCompactUsd, formatTry, formatUsd } from "~/lib/market/format";
import {
  defaultDirection,
  marketSearch,
  SORT_LABELS,
  SORTS,
  type CoinPage,
  type CoinSummary,
  type MarketQuery,
} from "~/lib/market/overview";
import { Sparkline } from "~/components/charts/sparkline";
import { seriesChange, type CloseSeries } from "~/lib/market/candle-views";
import { ListSummary, NoResults, PageLinks, SearchBox, SortSelects } from "~/components/ui/list-controls";
import { FavouriteButton } from "./favourite-button";
import { DataTable, figures } from "~/components/ui/data-table";
import { Section } from "~/components/ui/section";

export function changeClass(change: number) {
  if (change > 0) return "text-emerald-400";
  if (change < 0) return "text-red-400";
  return "text-slate-300";
}

/** Search, sort and favourites filter in a GET form, the coin table and its pages. */
export function CoinList({
  list,
  query,
  favourites,
  usdTry,
  selectedSymbol,
  sparklines = {},
}: {
  list: Omit<CoinPage, "coins"> & { coins: CoinSummary[] };
  query: MarketQuery;
  favourites: string[];
  usdTry: number | null;
  selectedSymbol: string | null;
  /** Each row's last 7 days of daily closes, when the exchange has given them. */
  sparklines?: Record<string, CloseSeries | null>;
}) {
  const returnSearch = marketSearch(query);
  const filtered = Boolean(query.q || query.favourites);
  return (
    <Section id="coin-list-heading" title="Coin Listesi" className="card" heading="2xl-bold">
      {/* Keyed by the query so the fields show the URL's values after a client-side navigation. */}
      <Form
        key={returnSearch}
        method="get"
        action="/crypto-analysis"
        role="search"
        className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto_auto]"
      >
        <SearchBox id="coin-search" label="Coin ara" placeholder="Coin ara (ör. Bitcoin, BTC)" defaultValue={query.q} />
        <SortSelects idPrefix="coin" sorts={SORTS} labels={SORT_LABELS} query={query} defaultDirection={defaultDirection} />
        <label className="flex items-center gap-2 text-sm text-slate-300">
          <input type="checkbox" name="fav" value="1" defaultChecked={query.favourites} className="h-4 w-4 rounded border-slate-600" />
          Sadece favoriler
        </label>
        {query.coin ? <input type="hidden" name="coin" value={query.coin} /> : null}
        <button type="submit" className="btn btn-primary">
          Uygula
        </button>
      </Form>

      <ListSummary
        count={`${list.total} coin`}
        filtered={filtered}
        page={list.page}
        pageCount={list.pageCount}
        clearTo="/crypto-analysis"
        clearText="Filtreleri Temizle"
        linkClassName="text-brand-300 hover:text-brand-200"
      />

      {list.coins.length ? (
        <DataTable
          label="Coin tablosu"
          caption={`Coinler, ${SORT_LABELS[query.sort].toLocaleLowerCase("tr-TR")} sırasına göre`}
          columns={[{ label: "Favori", hidden: true }, "Coin", ...figures("Fiyat", "24s Değişim", "Hacim", "Skor", "7 Gün")]}
          cell="py-2 pr-2 sm:pr-4 first:pr-2 last:pr-0"
          frameClassName="mt-4"
        >
          <tbody data-testid="coin-rows">
            {list.coins.map((coin) => (
              <CoinRow
                key={coin.symbol}
                coin={coin}
                query={query}
                returnSearch={returnSearch}
                usdTry={usdTry}
                isFavourite={favourites.includes(coin.symbol)}
                selected={coin.symbol === selectedSymbol}
                sparkline={sparklines[coin.symbol] ?? null}
              />
            ))}
          </tbody>
        </DataTable>
      ) : (
        <NoResults
          message={query.favourites && !query.q ? "Henüz favori coininiz yok." : "Aramanıza uygun coin bulunamadı."}
          to="/crypto-analysis"
          linkText="Tüm Coinleri Göster"
        />
      )}

      <PageLinks page={list.page} pageCount={list.pageCount} href={(page) => marketSearch(query, { page })} />
    </Section>
  );
}

function CoinRow({
  coin,
  query,
  returnSearch,
  usdTry,
  isFavourite,
  selected,
  sparkline,
}: {
  coin: CoinSummary;
  query: MarketQuery;
  returnSearch: string;
  usdTry: number | null;
  isFavourite: boolean;
  selected: boolean;
  sparkline: CloseSeries | null;
}) {
  const base = coin.symbol.replace(/USDT$/, "");
  return (
    <tr className={`border-b border-white/5 ${selected ? "bg-brand-500/10" : ""}`} aria-current={selected ? "true" : undefined}>
      <td className="py-2 pr-2">
        <FavouriteButton symbol={coin.symbol} name={coin.name} isFavourite={isFavourite} returnSearch={returnSearch} />
      </td>
      <td className="py-2 pr-2 sm:pr-4" data-key-figure="name">
        <Link
          to={`/crypto-analysis${marketSearch(query, { coin: coin.symbol })}`}
          preventScrollReset
          className="font-semibold text-white hover:text-brand-300"
        >
          {coin.name}
        </Link>
        <span className="block text-xs text-slate-400">{base}/USDT</span>
      </td>
      <td className="py-2 pr-2 sm:pr-4 text-right tabular-nums text-slate-100" data-key-figure="price">
        {formatUsd(coin.lastPrice)}
        {usdTry ? <span className="block text-xs text-slate-400">{formatTry(coin.lastPrice, usdTry)}</span> : null}
      </td>
      <td className={`py-2 pr-2 sm:pr-4 text-right tabular-nums ${changeClass(coin.priceChangePercent)}`} data-key-figure="change">
        {formatChange(coin.priceChangePercent)}
      </td>
      <td className="py-2 pr-2 sm:pr-4 text-right tabular-nums text-slate-300">{formatCompactUsd(coin.quoteVolume)}</td>
      <td className="py-2 pr-2 sm:pr-4 text-right tabular-nums text-slate-300">{coin.score ?? "—"}</td>
      <td className="py-2 text-right">
        {sparkline ? (
          <Sparkline values={sparkline.closes} label={`${coin.name}, son 7 gün: ${formatChange(seriesChange(sparkline))}`} />
        ) : (
          <span className="text-slate-400">—</span>
        )}
      </td>
    </tr>
  );
}
