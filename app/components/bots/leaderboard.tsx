import { Link } from "@remix-run/react";
import { DataTable } from "~/components/ui/data-table";
import type { LeaderRow } from "~/lib/bots/leaderboard";
import { formatChange } from "~/lib/market/format";
import { formatPercentUpTo } from "~/lib/format";

const KIND_LABELS: Record<LeaderRow["kind"], string> = {
  bot: "Sanal bot",
  signals: "Canlı sinyaller",
  backtest: "Geçmiş veriyle test (backtest)",
};

const th = "px-3 py-2";

/** Public bots and the signals' own record, ranked by return with the drawdown beside it. */
export function Leaderboard({ rows }: { rows: LeaderRow[] }) {
  return (
    <DataTable
      label="Sıralama"
      caption="Getiriye göre sıralı. En büyük düşüş: değerin bir zirveden sonraki en derin kaybı. Sinyal satırları her kapanmış sinyale eşit pay konmuş gibi, komisyonsuz hesaplanır; botlar komisyon ve spread öder."
      captionClassName="p-4 text-left text-sm text-slate-400"
      columns={["Sıra", "Ad", "Tür", "Getiri", "En büyük düşüş", "İşlem / sinyal"]}
      cell={th}
      frameClassName="card p-0"
      tableClassName="text-slate-300"
    >
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.href} className="border-b border-white/5">
            <td className={th}>{index + 1}</td>
            <th scope="row" className={`${th} font-semibold text-white`}>
              <Link to={row.href} className="underline">
                {row.name}
              </Link>
              <span className="block text-xs font-normal text-slate-400">
                {row.detail}
                {row.owner ? ` · ${row.owner}` : ""}
              </span>
            </th>
            <td className={th}>{KIND_LABELS[row.kind]}</td>
            <td className={th}>
              {formatChange(row.returnPercent)}
              {/* "İsabet" is beating this: holding the same coins over the same time. */}
              {row.holdReturnPercent == null ? null : (
                <span className="block text-xs text-slate-400" data-testid="hold-baseline">
                  Coinleri tutmak: {formatChange(row.holdReturnPercent)}
                </span>
              )}
            </td>
            <td className={th}>{formatPercentUpTo(row.maxDrawdown, 2)}</td>
            <td className={th}>{row.trades}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
