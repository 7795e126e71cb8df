import { DataTable } from "~/components/ui/data-table";
import { formatDateTime, formatFileSize } from "~/lib/format";
import type { loader } from "./route";

type UpdateLog = Awaited<ReturnType<typeof loader>>["logs"][number];

// An accepted archive is stored and checked, never installed: its row says so.
const statusLabels: Record<string, { label: string; className: string }> = {
  stored: { label: "Saklandı ve doğrulandı (kurulmadı)", className: "bg-emerald-500/15 text-emerald-300" },
  failed: { label: "Başarısız", className: "bg-red-500/15 text-red-300" },
  in_progress: { label: "Devam ediyor", className: "bg-amber-500/15 text-amber-300" },
};

/** The uploads so far: version, type, outcome, times, size, file name and SHA-256. */
export function HistoryTable({ logs }: { logs: UpdateLog[] }) {
  if (logs.length === 0) return <p className="py-6 text-center text-slate-400">Henüz güncelleme arşivi yüklenmedi</p>;
  return (
    <DataTable
      label="Güncelleme geçmişi tablosu"
      columns={["Sürüm", "Tür", "Durum", "Başlangıç", "Bitiş", "Boyut", "Dosya / SHA-256"]}
      cell="py-2 pr-4"
      frameClassName="mt-3"
      headClassName="text-xs uppercase text-slate-400"
    >
      <tbody className="divide-y divide-white/5">
        {logs.map((log) => {
          const status = statusLabels[log.status] ?? { label: "Bilinmiyor", className: "bg-slate-500/15 text-slate-300" };
          return (
            <tr key={log.id}>
              <td className="py-2 pr-4 text-white">{log.version}</td>
              <td className="py-2 pr-4">{log.update_type}</td>
              <td className="py-2 pr-4">
                <span className={`rounded-full px-2 py-0.5 text-xs ${status.className}`}>{status.label}</span>
              </td>
              <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(log.started_at)}</td>
              <td className="py-2 pr-4 whitespace-nowrap">{log.completed_at ? formatDateTime(log.completed_at) : "—"}</td>
              <td className="py-2 pr-4 whitespace-nowrap">{formatFileSize(log.file_size)}</td>
              <td className="py-2 text-xs text-slate-400">
                {log.file_name}
                {log.sha256 ? <span className="block font-mono">{log.sha256.slice(0, 16)}…</span> : null}
                {log.status === "failed" && log.message ? <span className="block text-red-300">{log.message}</span> : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
