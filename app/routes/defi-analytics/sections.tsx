import { Link } from "@remix-run/react";
import { IndicatorChart } from "~/components/charts/indicator-chart";
import { changeClass } from "~/components/market/coin-list";
import {
  PROTOCOL_SORTS,
  protocolSortLabels,
  sortHref,
  type DefiChains,
  type DefiProtocol,
  type ProtocolOrder,
  type TvlHistory,
} from "~/lib/defi/tvl";
import { formatChange, formatCompactUsd } from "~/lib/market/format";
import { formatDate, formatPercent } from "~/lib/format";
import { DataTable, figures } from "~/components/ui/data-table";

function Change({ value }: { value: number | null }) {
  return value === null ? <span className="text-slate-500">—</span> : <span className={changeClass(value)}>{formatChange(value)}</span>;
}

/** The whole market's TVL over the kept days, drawn on the server; the description states the figures. */
export function TvlChart({ history }: { history: TvlHistory }) {
  if (history.length < 2) return <p className="mt-3 text-slate-300">Grafik için yeterli geçmiş veri yok.</p>;
  const first = history[0]!;
  const last = history[history.length - 1]!;
  const high = history.reduce((best, point) => (point.tvl > best.tvl ? point : best), first);
  const low = history.reduce((best, point) => (point.tvl < best.tvl ? point : best), first);
  const day = (seconds: number) => formatDate(seconds * 1000, "shortMonth", "UTC");
  return (
    <IndicatorChart
      title="DeFi'de kilitli toplam değer (TVL), tüm zincirler"
      description={`${history.length} günlük seri: ${day(first.date)} tarihinde ${formatCompactUsd(first.tvl)}, ${day(last.date)} tarihinde ${formatCompactUsd(last.tvl)}. En yüksek ${formatCompactUsd(high.tvl)} (${day(high.date)}), en düşük ${formatCompactUsd(low.tvl)} (${day(low.date)}).`}
      times={history.map((point) => point.date * 1000)}
      lines={[{ label: "Toplam TVL (ABD doları)", color: "#2dd4bf", values: history.map((point) => point.tvl) }]}
      height={260}
      formatValue={formatCompactUsd}
      formatTime={(time) => formatDate(time, "monthYear", "UTC")}
      testId="tvl-chart"
    />
  );
}

export function ChainsTable({ chains }: { chains: DefiChains }) {
  return (
    <DataTable
      label="Zincirler tablosu"
      caption={`Kilitli değere göre en büyük ${chains.chains.length} zincir`}
      columns={["#", "Zincir", ...figures("TVL", "Pay")]}
      cell="py-2 pr-4 last:pr-0"
      frameClassName="mt-4"
      testId="chains-table"
    >
      <tbody>
        {chains.chains.map((chain, index) => (
          <tr key={chain.name} className="border-b border-white/5">
            <td className="py-2 pr-4 text-slate-400 tabular-nums">{index + 1}</td>
            <th scope="row" className="py-2 pr-4 font-semibold text-white">
              {chain.name}
            </th>
            <td className="py-2 pr-4 text-right text-white tabular-nums">{formatCompactUsd(chain.tvl)}</td>
            <td className="py-2 text-right text-slate-300 tabular-nums">
              {chains.total > 0 ? formatPercent((chain.tvl / chains.total) * 100, 1) : "—"}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** The protocols with sortable headers: each header is a link, so sorting works without JavaScript. */
export function ProtocolsTable({ protocols, order }: { protocols: DefiProtocol[]; order: ProtocolOrder }) {
  const numeric = (sort: string) => sort === "tvl" || sort === "change1d" || sort === "change7d";
  return (
    <DataTable
      label="Protokoller tablosu"
      caption={`En büyük ${protocols.length} DeFi protokolü, ${protocolSortLabels[order.sort]} sütununa göre ${order.dir === "asc" ? "artan" : "azalan"} sırada`}
      columns={PROTOCOL_SORTS.map((sort) => ({
        label: (
          <Link to={sortHref(order, sort)} className="hover:text-white" preventScrollReset>
            {protocolSortLabels[sort]}
            {order.sort === sort ? <span aria-hidden="true">{order.dir === "asc" ? " ▲" : " ▼"}</span> : null}
          </Link>
        ),
        align: numeric(sort) ? "right" : undefined,
        sort: order.sort === sort ? (order.dir === "asc" ? "ascending" : "descending") : undefined,
      }))}
      cell="py-2 pr-4"
      frameClassName="mt-4"
      testId="protocols-table"
    >
      <tbody>
        {protocols.map((protocol) => (
          <tr key={protocol.slug || protocol.name} className="border-b border-white/5">
            <th scope="row" className="py-2 pr-4 font-semibold text-white">
              {protocol.name}
            </th>
            <td className="py-2 pr-4 text-slate-300">{protocol.chain}</td>
            <td className="py-2 pr-4 text-slate-300">{protocol.category}</td>
            <td className="py-2 pr-4 text-right text-white tabular-nums">{formatCompactUsd(protocol.tvl)}</td>
            <td className="py-2 pr-4 text-right tabular-nums">
              <Change value={protocol.change1d} />
            </td>
            <td className="py-2 pr-4 text-right tabular-nums">
              <Change value={protocol.change7d} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
