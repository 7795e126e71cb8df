import { Form, Link } from "@remix-run/react";
import { changeClass } from "~/components/market/coin-list";
import { ListSummary, NoResults, PageLinks, SearchBox, SortSelects } from "~/components/ui/list-controls";
import { formatAmount, formatChange, formatCompactAmount, formatCompactUsd, formatTry, formatUsd } from "~/lib/market/format";
import {
  defaultDirection,
  MARKET_DATA_SORT_LABELS,
  MARKET_DATA_SORTS,
  MAX_SEARCH_LENGTH,
  marketDataSearch,
  pairBase,
  type MarketDataPage,
  type MarketDataRow,
  type MarketDataQuery,
  type MarketDataSort,
} from "~/lib/market/market-data";
import { DataTable, figures, type Column } from "~/components/ui/data-table";
import { Section } from "~/components/ui/section";

/** What a cell shows for a figure CoinGecko does not have: a dash, never a 0. */
const MISSING = "—";

/**
 * A column that sorts by itself: its header is a link, so it works without JavaScript; the sorted
 * column says so to assistive technology (aria-sort) and with an arrow. A second click turns the order.
 */
function sortColumn(query: MarketDataQuery, sort: MarketDataSort, label: string, numeric = false): Column {
  const active = query.sort === sort;
  const dir = active ? (query.dir === "asc" ? "desc" : "asc") : defaultDirection(sort);
  return {
    label: (
      <Link to={`/market-data${marketDataSearch(query, { sort, dir, page: 1 })}`} className="hover:text-white" preventScrollReset>
        {label}
        {active ? <span aria-hidden="true">{query.dir === "asc" ? " ▲" : " ▼"}</span> : null}
      </Link>
    ),
    align: numeric ? "right" : undefined,
    sort: active ? (query.dir === "asc" ? "ascending" : "descending") : undefined,
  };
}

function ChangeCell({ value, keyFigure }: { value: number | null; keyFigure?: boolean }) {
  const key = keyFigure ? "change" : undefined;
  if (value === null)
    return (
      <td className="py-2 pr-2 sm:pr-4 text-right tabular-nums text-slate-400" data-key-figure={key}>
        {MISSING}
      </td>
    );
  return (
    <td className={`py-2 pr-2 sm:pr-4 text-right tabular-nums ${changeClass(value)}`} data-key-figure={key}>
      {formatChange(value)}
    </td>
  );
}

/** One pair's row of 14 figures; a dash where CoinGecko has no figure. */
function MarketRow({ row, usdTry }: { row: MarketDataRow; usdTry: number | null }) {
  return (
    <tr className="border-b border-white/5" data-symbol={row.symbol}>
      <td className="py-2 pr-2 sm:pr-4 text-right tabular-nums text-slate-300" data-testid="market-rank">
        {row.rank ?? MISSING}
      </td>
      <th scope="row" className="py-2 pr-2 sm:pr-4 font-normal" data-key-figure="name">
        {row.researchPath ? (
          <Link to={row.researchPath} className="font-semibold text-white underline decoration-white/30 hover:text-brand-200">
            {row.name}
          </Link>
        ) : (
          <span className="font-semibold text-white">{row.name}</span>
        )}
        <span className="block text-xs text-slate-400">{pairBase(row.symbol)}/USDT</span>
      </th>
      <td className="py-2 pr-2 sm:pr-4 text-right tabular-nums text-slate-100" data-key-figure="price">
        {formatUsd(row.lastPrice)}
        {usdTry ? <span className="block text-xs text-slate-400">{formatTry(row.lastPrice, usdTry)}</span> : null}
      </td>
      <ChangeCell value={row.priceChangePercent} keyFigure />
      <ChangeCell value={row.change1h} />
      <ChangeCell value={row.change7d} />
      <td className="py-2 pr-2 sm:pr-4 text-right tabular-nums text-slate-100" data-testid="market-cap">
        {row.marketCap === null ? MISSING : formatCompactUsd(row.marketCap)}
      </td>
      <td className="py-2 pr-2 sm:pr-4 text-right tabular-nums text-slate-300" data-testid="circulating-supply">
        {row.circulatingSupply === null ? MISSING : formatCompactAmount(row.circulatingSupply)}
      </td>
      <td className="py-2 pr-2 sm:pr-4 text-right tabular-nums text-slate-300" data-testid="max-supply">
        {row.maxSupply === null ? MISSING : formatCompactAmount(row.maxSupply)}
      </td>
      <td className="py-2 pr-2 sm:pr-4 text-right tabular-nums text-slate-300">{formatUsd(row.highPrice)}</td>
      <td className="py-2 pr-2 sm:pr-4 text-right tabular-nums text-slate-300">{formatUsd(row.lowPrice)}</td>
      <td className="py-2 pr-2 sm:pr-4 text-right tabular-nums text-slate-300">{formatAmount(row.volume)}</td>
      <td className="py-2 text-right tabular-nums text-slate-300">{formatCompactUsd(row.quoteVolume)}</td>
    </tr>
  );
}

/** Search and sort as a GET form, the table and its pages: every view has its own URL. */
export function MarketDataTable({ list, query, usdTry }: { list: MarketDataPage; query: MarketDataQuery; usdTry: number | null }) {
  return (
    <Section id="market-table-heading" title="Tüm USDT Pariteleri" className="card" heading="2xl-bold">
      <Form
        key={marketDataSearch(query)}
        method="get"
        action="/market-data"
        role="search"
        className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto]"
      >
        <SearchBox
          id="market-search"
          label="Parite ara"
          placeholder="Parite ara (ör. Bitcoin, ETH)"
          defaultValue={query.q}
          maxLength={MAX_SEARCH_LENGTH}
        />
        <SortSelects
          idPrefix="market"
          sorts={MARKET_DATA_SORTS}
          labels={MARKET_DATA_SORT_LABELS}
          query={query}
          defaultDirection={defaultDirection}
        />
        <button type="submit" className="btn btn-primary">
          Uygula
        </button>
      </Form>

      <ListSummary
        count={`${list.total} parite`}
        filtered={Boolean(query.q)}
        page={list.page}
        pageCount={list.pageCount}
        clearTo="/market-data"
        clearText="Aramayı temizle"
        testId="market-count"
      />

      {list.rows.length ? (
        <DataTable
          label="Piyasa tablosu"
          caption={`USDT pariteleri, ${MARKET_DATA_SORT_LABELS[query.sort].toLocaleLowerCase("tr-TR")} sütununa göre ${query.dir === "asc" ? "artan" : "azalan"} sırada`}
          columns={[
            ...figures(
              <abbr title="Piyasa değerine göre sıra (CoinGecko)" className="no-underline">
                Sıra
              </abbr>,
            ),
            sortColumn(query, "name", "Parite"),
            // The key figures first, for a phone's width: the price (lira beneath it) and the day's change.
            sortColumn(query, "price", "Fiyat (USD / TL)", true),
            sortColumn(query, "change", "24s Değişim", true),
            ...figures("1s Değişim", "7g Değişim"),
            sortColumn(query, "marketCap", "Piyasa Değeri", true),
            ...figures("Dolaşımdaki Arz", "Maksimum Arz"),
            sortColumn(query, "high", "24s En Yüksek", true),
            sortColumn(query, "low", "24s En Düşük", true),
            ...figures("Hacim (adet)"),
            sortColumn(query, "volume", "Hacim (USDT)", true),
          ]}
          cell="py-2 pr-2 sm:pr-4 last:pr-0"
          frameClassName="drawn-when-seen-2400 mt-4"
        >
          <tbody data-testid="market-rows">
            {list.rows.map((row) => (
              <MarketRow key={row.symbol} row={row} usdTry={usdTry} />
            ))}
          </tbody>
        </DataTable>
      ) : (
        <NoResults message="Aramanıza uygun parite bulunamadı." to="/market-data" linkText="Tüm Pariteleri Göster" />
      )}

      <PageLinks page={list.page} pageCount={list.pageCount} href={(page) => `/market-data${marketDataSearch(query, { page })}`} />
    </Section>
  );
}
