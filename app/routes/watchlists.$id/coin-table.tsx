import { Form, Link } from "@remix-run/react";
import { Sparkline } from "~/components/charts/sparkline";
import { changeClass } from "~/components/market/coin-list";
import { seriesChange, type CloseSeries } from "~/lib/market/candle-views";
import { formatChange, formatTry, formatUsd } from "~/lib/market/format";
import type { WatchlistRow } from "~/lib/watchlists/rows";
import { DataTable, figures } from "~/components/ui/data-table";

/** The list's coins with their live figures; every row has a button that takes the coin off the list. */
export function CoinTable({
  listName,
  rows,
  sparklines,
  usdTry,
  page,
}: {
  listName: string;
  rows: WatchlistRow[];
  sparklines: Record<string, CloseSeries | null>;
  usdTry: number | null;
  page: number;
}) {
  return (
    <DataTable
      label="Listedeki coinler"
      caption={`${listName} listesindeki coinler`}
      columns={[
        "Coin",
        ...figures("Fiyat (USD)", "Fiyat (TRY)", "24s Değişim", "Skor"),
        "Görünüm",
        ...figures("7 Gün"),
        { label: "İşlem", hidden: true },
      ]}
      cell="py-2 pr-4 last:pr-0"
    >
      <tbody data-testid="watchlist-rows">
        {rows.map((row) => (
          <tr key={row.symbol} className="border-b border-white/5">
            <td className="py-2 pr-4">
              <Link to={`/crypto-analysis?coin=${row.symbol}`} className="font-semibold text-white hover:text-brand-300">
                {row.name}
              </Link>
              <span className="block text-xs text-slate-400">{row.symbol.replace(/USDT$/, "")}/USDT</span>
            </td>
            {row.listed ? (
              <>
                <td className="py-2 pr-4 text-right tabular-nums text-slate-100">{formatUsd(row.price)}</td>
                <td className="py-2 pr-4 text-right tabular-nums text-slate-300">{usdTry ? formatTry(row.price, usdTry) : "—"}</td>
                <td className={`py-2 pr-4 text-right tabular-nums ${changeClass(row.change)}`}>{formatChange(row.change)}</td>
                <td className="py-2 pr-4 text-right tabular-nums text-slate-300">{row.score ?? "—"}</td>
                <td className="py-2 pr-4 text-slate-300">{row.band ?? "Analiz yok"}</td>
                <td className="py-2 pr-4 text-right">
                  <Trend series={sparklines[row.symbol] ?? null} name={row.name} />
                </td>
              </>
            ) : (
              <td colSpan={6} className="py-2 pr-4 text-slate-400">
                Bu coin şu anda piyasa verilerinde yok.
              </td>
            )}
            <td className="py-2 text-right">
              <Form method="post" preventScrollReset>
                <input type="hidden" name="symbol" value={row.symbol} />
                <input type="hidden" name="page" value={page} />
                <button
                  type="submit"
                  name="intent"
                  value="remove"
                  className="rounded-md px-2 py-1 text-sm text-red-300 hover:bg-red-500/10"
                  aria-label={`Listeden çıkar: ${row.name}`}
                >
                  Çıkar
                </button>
              </Form>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

function Trend({ series, name }: { series: CloseSeries | null; name: string }) {
  if (!series) return <span className="text-slate-400">—</span>;
  return <Sparkline values={series.closes} label={`${name}, son 7 gün: ${formatChange(seriesChange(series))}`} />;
}
