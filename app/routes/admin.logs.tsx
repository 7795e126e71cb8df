import { PageTitle } from "~/components/admin/page-title";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "~/lib/zod";
import { Icon } from "~/components/icon";
import { DataTable } from "~/components/ui/data-table";
import { FilterForm, FilterSelect } from "~/components/admin/filter-select";
import { Pager } from "~/components/admin/pager";
import { requireAdmin } from "~/server/auth.server";
import { formatDateTime } from "~/lib/format";
import { pageMeta } from "~/lib/seo/meta";
import { listActivities, listActivityKinds } from "~/models/activity.server";

const querySchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  kind: z.string().trim().max(40).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Aktivite Kayıtları", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [list, kinds] = await Promise.all([listActivities({ search: query.q, action: query.kind, page: query.page }), listActivityKinds()]);
  return { ...list, kinds, query };
}

const kindLabels: Record<string, string> = {
  user: "Kullanıcı",
  contact: "İletişim",
  blog: "Blog",
  ai: "AI",
  notification: "Bildirim",
  faq: "SSS",
  system: "Sistem",
  seo: "SEO",
  home: "Ana sayfa",
  footer: "Footer",
  about: "Hakkımızda",
  update: "Güncelleme",
  signals: "Sinyaller",
};

export default function AdminLogsPage() {
  const { activities, pagination, kinds, query } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <PageTitle icon="ClipboardDocumentListIcon">Aktivite Kayıtları</PageTitle>
      <FilterForm
        clearTo="/admin/logs"
        filtered={Boolean(query.q || query.kind)}
        search={{ id: "log-search", label: "Ara", value: query.q, placeholder: "Başlık, açıklama veya kullanıcı" }}
      >
        <FilterSelect
          id="log-kind"
          name="kind"
          label="Tür"
          labels={Object.fromEntries(kinds.map((kind) => [kind, kindLabels[kind] ?? kind]))}
          value={query.kind}
        />
      </FilterForm>
      <p className="text-sm text-slate-400">{pagination.total} kayıt bulundu</p>
      {activities.length === 0 ? (
        <p className="card text-center text-slate-400">Henüz aktivite bulunmuyor</p>
      ) : (
        <DataTable label="Aktivite kayıtları tablosu" columns={["Olay", "Kim", "Ne zaman"]} cell="px-4 py-3" frameClassName="card p-0">
          <tbody className="divide-y divide-white/5">
            {activities.map((activity) => (
              <tr key={activity.id}>
                <td className="px-4 py-3">
                  <div className="flex items-start gap-3">
                    <Icon name={activity.icon} fallback="Activity" className="mt-0.5 h-5 w-5 shrink-0 text-brand-300" />
                    <div>
                      <p className="font-medium text-white">{activity.title}</p>
                      {activity.description ? <p className="text-slate-400">{activity.description}</p> : null}
                      <p className="text-xs text-slate-400">{activity.action}</p>
                    </div>
                  </div>
                </td>
                <td className="px-4 py-3 text-slate-300">{activity.username ?? "Ziyaretçi / sistem"}</td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-400">{formatDateTime(activity.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <Pager {...pagination} />
    </div>
  );
}
