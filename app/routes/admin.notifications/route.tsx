import { PageTitle } from "~/components/admin/page-title";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLinkWith } from "~/components/admin/use-link-with";
import { Form, Link, useLoaderData, useLocation, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { z } from "~/lib/zod";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { FilterSelect } from "~/components/admin/filter-select";
import { Pager } from "~/components/admin/pager";
import { requireAdmin } from "~/server/auth.server";
import { pageMeta } from "~/lib/seo/meta";
import { getNotification, listNotifications, notificationStats } from "~/models/notifications.server";
import { categoryLabels, readLabels, typeLabels } from "./labels";
import { NotificationDetail, NotificationList } from "./notification-list";
import { AdminIcon } from "~/components/admin/admin-icon";

export { action } from "./intents.server";

const filtersSchema = z.object({
  type: z.enum(["info", "warning", "success", "error"]).optional().catch(undefined),
  category: z.enum(["user", "system", "content", "security"]).optional().catch(undefined),
  status: z.enum(["unread", "read"]).optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  id: z.coerce.number().int().positive().optional().catch(undefined),
  confirm: z.coerce.number().int().positive().optional().catch(undefined),
});

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Bildirimler", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = filtersSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [list, stats, selected] = await Promise.all([
    listNotifications({
      type: params.type,
      category: params.category,
      isRead: params.status ? params.status === "read" : undefined,
      search: params.q,
      page: params.page,
    }),
    notificationStats(),
    params.id ? getNotification(params.id) : undefined,
  ]);
  const confirming = params.confirm ? await getNotification(params.confirm) : undefined;
  return { ...list, stats, filters: params, selected: selected ?? null, confirming: confirming ?? null };
}

const AUTO_REFRESH_KEY = "admin-notifications-auto-refresh";

/** Reloads the list every 30 s; on by default, the choice kept in this browser. */
function useAutoRefresh() {
  const [enabled, setEnabled] = useState(true);
  const { revalidate, state } = useRevalidator();
  useEffect(() => setEnabled(window.localStorage.getItem(AUTO_REFRESH_KEY) !== "off"), []);
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(() => state === "idle" && revalidate(), 30_000);
    return () => window.clearInterval(timer);
  }, [enabled, revalidate, state]);
  const toggle = () =>
    setEnabled((on) => {
      window.localStorage.setItem(AUTO_REFRESH_KEY, on ? "off" : "on");
      return !on;
    });
  return { enabled, toggle };
}

export default function AdminNotificationsPage() {
  const { notifications, pagination, stats, filters, selected, confirming } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const autoRefresh = useAutoRefresh();
  const here = `${pathname}${search}`;
  const link = useLinkWith();

  const cards = [
    { label: "Toplam", value: stats.total },
    { label: "Okunmamış", value: stats.unread },
    { label: "Bilgi", value: stats.info },
    { label: "Uyarı", value: stats.warning },
    { label: "Başarılı", value: stats.success },
    { label: "Hata", value: stats.error },
  ];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle icon="BellIcon">Bildirimler</PageTitle>
        <div className="flex flex-wrap items-center gap-2">
          {hydrated ? (
            <label className="flex items-center gap-2 text-sm text-slate-300">
              <input type="checkbox" checked={autoRefresh.enabled} onChange={autoRefresh.toggle} className="h-4 w-4 accent-brand-500" />
              Otomatik yenile (30 sn)
            </label>
          ) : null}
          <Link to={here} className="btn btn-secondary" reloadDocument={!hydrated}>
            <AdminIcon name="ArrowPathIcon" className={`h-4 w-4 ${navigation.state === "loading" ? "animate-spin" : ""}`} />
            Yenile
          </Link>
          <Form method="post">
            <button type="submit" name="intent" value="read-all" className="btn btn-primary" disabled={stats.unread === 0}>
              <AdminIcon name="CheckIcon" className="h-4 w-4" />
              Tümünü okundu işaretle
            </button>
          </Form>
        </div>
      </div>

      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {cards.map((card) => (
          <li key={card.label} className="card p-4">
            <p className="text-xs text-slate-400">{card.label}</p>
            <p className="mt-1 text-2xl font-bold text-white" data-testid={`count-${card.label}`}>
              {card.value}
            </p>
          </li>
        ))}
      </ul>

      <details className="card p-4" open={Boolean(filters.type || filters.category || filters.status || filters.q)}>
        <summary className="cursor-pointer font-semibold text-white">Filtreler</summary>
        <Form method="get" className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <FilterSelect id="notification-type" name="type" label="Tür" labels={typeLabels} value={filters.type} />
          <FilterSelect id="notification-category" name="category" label="Kategori" labels={categoryLabels} value={filters.category} />
          <FilterSelect id="notification-status" name="status" label="Durum" labels={readLabels} value={filters.status} />
          <label className="flex flex-col gap-1 text-sm">
            <span className="label">Ara</span>
            <input type="search" name="q" defaultValue={filters.q ?? ""} placeholder="Başlık veya mesaj" className="input" />
          </label>
          <div className="flex items-end gap-2">
            <button type="submit" className="btn btn-primary">
              Uygula
            </button>
            <Link to={pathname} className="btn btn-secondary">
              Temizle
            </Link>
          </div>
        </Form>
      </details>

      {confirming ? (
        <ConfirmDelete
          message="Bu bildirimi silmek istediğinizden emin misiniz?"
          detail={confirming.title}
          id={confirming.id}
          cancelTo={link({ confirm: null })}
        />
      ) : null}

      <div className="grid gap-6 lg:grid-cols-5">
        <section aria-label="Bildirim listesi" className="lg:col-span-3">
          <NotificationList notifications={notifications} selectedId={selected?.id ?? null} link={link} />
          <Pager {...pagination} />
        </section>

        <NotificationDetail selected={selected} link={link} />
      </div>
    </div>
  );
}
