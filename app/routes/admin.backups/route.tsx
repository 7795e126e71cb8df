import { TitledSection } from "~/components/admin/titled-section";
import { PageTitle } from "~/components/admin/page-title";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { Pager } from "~/components/admin/pager";
import { DataTable } from "~/components/ui/data-table";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { formatDateTime, formatNumber } from "~/lib/format";
import { pageParam } from "~/lib/pagination";
import { pageMeta } from "~/lib/seo/meta";
import { listBackups } from "~/models/backups.server";
import { requireAdmin } from "~/server/auth.server";
import { dialectName } from "~/server/dialect/name.server";
import { env } from "~/server/env.server";
import { OutlineIcon } from "~/components/icon-file";

export { action } from "./intents.server";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Yedekler", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { rows, pagination } = await listBackups(pageParam(new URL(request.url).searchParams.get("page")));
  const { BACKUP_INTERVAL_HOURS, BACKUP_KEEP } = env();
  return { rows, pagination, intervalHours: BACKUP_INTERVAL_HOURS, keep: BACKUP_KEEP, postgres: dialectName() === "postgres" };
}

const ORIGIN_LABELS = { schedule: "Zamanlanmış", manual: "Komut satırı", admin: "Yönetici" } as const;

/** "1,2 MB" */
function formatSize(bytes: number) {
  if (bytes >= 1024 * 1024) return `${formatNumber(bytes / 1024 / 1024, 1)} MB`;
  return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

export default function AdminBackupsPage() {
  const { rows, pagination, intervalHours, keep, postgres } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="space-y-6">
      <PageTitle icon="CircleStackIcon">Yedekler</PageTitle>
      <TitledSection id="backup-now-heading" title="Veritabanı yedeği" className="card space-y-3">
        {postgres ? (
          <p className="text-sm text-slate-400">
            {intervalHours > 0 ? `Her ${intervalHours} saatte bir yedek alınır` : "Zamanlanmış yedek kapalı"}; en yeni {keep} yedek
            saklanır. Site PostgreSQL üzerinde çalışıyor: yedekler <code>pg_dump</code> ile alınan arşiv dosyalarıdır (<code>.dump</code>),
            yazıldıktan sonra <code>pg_restore --list</code> ile okunarak denetlenir ve <code>pg_restore</code> ile geri yüklenir. Yönetilen
            bir veritabanında asıl yedek, sağlayıcının zamana dönük kurtarmasıdır (point-in-time recovery); bu dosyalar onun yanında ikinci
            bir kopyadır.
          </p>
        ) : (
          <p className="text-sm text-slate-400">
            {intervalHours > 0 ? `Her ${intervalHours} saatte bir yedek alınır` : "Zamanlanmış yedek kapalı"}; en yeni {keep} yedek
            saklanır. Her yedek yazıldıktan sonra açılıp bütünlük denetiminden geçirilir. Geri yükleme sunucu durdurulmuşken komut
            satırından yapılır: <code>npm run restore -- &lt;dosya&gt;</code>.
          </p>
        )}
        <Form method="post">
          <button type="submit" name="intent" value="backup" className="btn btn-primary" disabled={busy}>
            Şimdi yedek al
          </button>
        </Form>
      </TitledSection>
      <TitledSection id="backup-list-heading" title="Alınan yedekler" className="card">
        {rows.length === 0 ? (
          <p className="py-6 text-center text-slate-400">Henüz yedek alınmadı.</p>
        ) : (
          <DataTable
            label="Alınan yedekler"
            columns={["Dosya", "Zaman", "Boyut", "Kaynak", "Sonuç", { label: "İndir", hidden: true }]}
            cell=""
            headClassName="text-slate-400"
          >
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-white/10">
                  <td className="py-2 font-mono text-xs">{row.file_name}</td>
                  <td>{formatDateTime(row.started_at)}</td>
                  <td>{row.result === "ok" ? formatSize(row.size_bytes) : "—"}</td>
                  <td>{ORIGIN_LABELS[row.origin]}</td>
                  <td>
                    {row.result === "ok" ? (
                      <span className="text-emerald-300">Doğrulandı</span>
                    ) : (
                      <span className="text-red-300">Başarısız: {row.detail}</span>
                    )}
                  </td>
                  <td>
                    {row.result === "ok" && !row.deleted_at ? (
                      <a className="btn btn-secondary" href={`/admin/backups/${row.id}/download`} download>
                        <OutlineIcon name="ArrowDownTrayIcon" className="h-4 w-4" />
                        İndir<span className="sr-only"> {row.file_name}</span>
                      </a>
                    ) : row.deleted_at ? (
                      <span className="text-slate-500">Silindi (eski)</span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
        <Pager {...pagination} />
      </TitledSection>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
