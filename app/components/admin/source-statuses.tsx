import { DataTable } from "~/components/ui/data-table";
import { formatDateTime, formatNumber } from "~/lib/format";
import { readSourceCause, sourceCauseText } from "~/lib/outside/source-cause";
import type { SourceStatus } from "~/lib/outside/source-status";

const STATES: Record<string, string> = { live: "Canlı", stale: "Eski veri", sample: "Örnek veri" };

/** Each outside source's last attempt: what it served, its last good answer, why it failed, and the rows it dropped. */
export function SourceStatuses({ sources }: { sources: SourceStatus[] }) {
  if (!sources.length) return <p className="text-slate-400">Henüz hiçbir dış kaynak sorulmadı.</p>;
  return (
    <DataTable
      label="Dış kaynakların durumu (yana kaydırılabilir)"
      columns={["Kaynak", "Durum", "Son iyi yanıt", "Not"]}
      cell="py-2 pr-3"
      tableClassName="min-w-[640px] text-slate-200"
      headClassName="text-xs text-slate-400"
    >
      <tbody>
        {sources.map((source) => {
          const cause = readSourceCause(source.cause);
          return (
            <tr key={source.name} className="border-t border-white/10" data-testid="source-status">
              <th scope="row" className="py-2 pr-3 font-mono text-xs font-normal">
                {source.name}
              </th>
              <td className="py-2 pr-3">{STATES[source.status] ?? source.status}</td>
              <td className="py-2 pr-3">{source.fetchedAt ? formatDateTime(source.fetchedAt) : "Hiç yanıt gelmedi"}</td>
              <td className="py-2 pr-3">
                {[cause ? sourceCauseText(cause) : null, source.skippedRows ? `${formatNumber(source.skippedRows, 0)} satır atlandı` : null]
                  .filter(Boolean)
                  .join(" ") || "—"}
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
