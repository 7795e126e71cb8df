import { Icon } from "~/components/icon";
import { Form, Link } from "@remix-run/react";
import { changeClass } from "~/components/market/coin-list";
import { formatAmount, formatChange, formatCompactUsd, formatTry, formatUsd } from "~/lib/market/format";
import {
  defaultDirection,
  MARKET_DATA_SORT_LABELS,
  MARKET_DATA_SORTS,
  MAX_SEARCH_LENGTH,
  marketDataSearch,
  type MarketDataPage,
  type MarketDataQuery,
} from "~/lib/market/market-data";

/** Search and sort as a GET form, the table and its pages: every view has its own URL. */
export function MarketDataTable({ list, query, usdTry }: { list: MarketDataPage; query: MarketDataQuery; usdTry: number | null }) {
  return (
    <section aria-labelledby="market-table-heading" className="card">
      <h2 id="market-table-heading" className="text-2xl font-bold text-white">
        Tüm USDT Pariteleri
      </h2>
      <Form
        key={marketDataSearch(query)}
        method="get"
        action="/market-data"
        role="search"
        className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto]"
      >
        <div className="relative">
          <label htmlFor="market-search" className="sr-only">
            Parite ara
          </label>
          <Icon name="MagnifyingGlassIcon" className="pointer-events-none absolute top-2.5 left-3 h-5 w-5 text-slate-400" />
          <input
            id="market-search"
            type="search"
            name="q"
            defaultValue={query.q}
            maxLength={MAX_SEARCH_LENGTH}
            placeholder="Parite ara (ör. Bitcoin, ETH)"
            className="input pl-10"
          />
        </div>
        <div>
          <label htmlFor="market-sort" className="sr-only">
            Sıralama
          </label>
          <select id="market-sort" name="sort" defaultValue={query.sort} className="input">
            {MARKET_DATA_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {MARKET_DATA_SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="market-dir" className="sr-only">
            Sıralama yönü
          </label>
          <select id="market-dir" name="dir" defaultValue={query.dir === defaultDirection(query.sort) ? "" : query.dir} className="input">
            <option value="">Varsayılan yön</option>
            <option value="desc">Azalan</option>
            <option value="asc">Artan</option>
          </select>
        </div>
        <button type="submit" className="btn btn-primary">
          Uygula
        </button>
      </Form>

      <p className="mt-4 text-sm text-slate-400" data-testid="market-count">
        {list.total} parite{query.q ? " bulundu" : ""} · Sayfa {list.page} / {list.pageCount}
        {query.q ? (
          <>
            {" · "}
            <Link to="/market-data" className="text-brand-300 underline hover:text-brand-200">
              Aramayı temizle
            </Link>
          </>
        ) : null}
      </p>

      {list.rows.length ? (
        <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label="Piyasa tablosu">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              USDT pariteleri, {MARKET_DATA_SORT_LABELS[query.sort].toLocaleLowerCase("tr-TR")} sırasına göre
            </caption>
            <thead className="border-b border-white/10 text-xs uppercase text-slate-400">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  Parite
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  Fiyat
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  Fiyat (TL)
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  24s Değişim
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  24s En Yüksek
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  24s En Düşük
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  Hacim (adet)
                </th>
                <th scope="col" className="py-2 text-right">
                  Hacim (USDT)
                </th>
              </tr>
            </thead>
            <tbody data-testid="market-rows">
              {list.rows.map((row) => (
                <tr key={row.symbol} className="border-b border-white/5">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    <span className="font-semibold text-white">{row.name}</span>
                    <span className="block text-xs text-slate-400">{row.symbol.replace(/USDT$/, "")}/USDT</span>
                  </th>
                  <td className="py-2 pr-4 text-right tabular-nums text-slate-100">{formatUsd(row.lastPrice)}</td>
                  <td className="py-2 pr-4 text-right tabular-nums text-slate-300">{usdTry ? formatTry(row.lastPrice, usdTry) : "—"}</td>
                  <td className={`py-2 pr-4 text-right tabular-nums ${changeClass(row.priceChangePercent)}`}>
                    {formatChange(row.priceChangePercent)}
                  </td>
                  <td className="py-2 pr-4 text-right tabular-nums text-slate-300">{formatUsd(row.highPrice)}</td>
                  <td className="py-2 pr-4 text-right tabular-nums text-slate-300">{formatUsd(row.lowPrice)}</td>
                  <td className="py-2 pr-4 text-right tabular-nums text-slate-300">{formatAmount(row.volume)}</td>
                  <td className="py-2 text-right tabular-nums text-slate-300">{formatCompactUsd(row.quoteVolume)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div role="status" className="mt-6 rounded-lg border border-white/10 p-6 text-center">
          <p className="font-semibold text-white">Aramanıza uygun parite bulunamadı.</p>
          <Link to="/market-data" className="btn btn-secondary mt-4">
            Tüm Pariteleri Göster
          </Link>
        </div>
      )}

      {list.pageCount > 1 ? (
        <nav aria-label="Sayfalar" className="mt-6 flex items-center justify-between gap-3">
          {list.page > 1 ? (
            <Link to={`/market-data${marketDataSearch(query, { page: list.page - 1 })}`} className="btn btn-secondary" rel="prev">
              Önceki Sayfa
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-400">
            Sayfa {list.page} / {list.pageCount}
          </span>
          {list.page < list.pageCount ? (
            <Link to={`/market-data${marketDataSearch(query, { page: list.page + 1 })}`} className="btn btn-secondary" rel="next">
              Sonraki Sayfa
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
