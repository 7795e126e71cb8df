import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { z } from "zod";
import {
  ArrowPathIcon,
  BellIcon,
  CheckCircleIcon,
  CheckIcon,
  ExclamationCircleIcon,
  ExclamationTriangleIcon,
  InformationCircleIcon,
  TrashIcon,
} from "@heroicons/react/24/outline";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { FilterSelect } from "~/components/admin/filter-select";
import { Pager } from "~/components/admin/pager";
import { requireAdmin } from "~/lib/auth.server";
import type { NotificationType } from "~/lib/db-schema";
import { priorityLabels } from "~/lib/contact-schemas";
import { formatDateTime, relativeTime } from "~/lib/format";
import { pageMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { recordActivity } from "~/models/activity.server";
import {
  deleteNotification,
  getNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notificationStats,
} from "~/models/notifications.server";

const filtersSchema = z.object({
  type: z.enum(["info", "warning", "success", "error"]).optional().catch(undefined),
  category: z.enum(["user", "system", "content", "security"]).optional().catch(undefined),
  status: z.enum(["unread", "read"]).optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  id: z.coerce.number().int().positive().optional().catch(undefined),
  confirm: z.coerce.number().int().positive().optional().catch(undefined),
});

const idSchema = z.coerce.number().int().positive();

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

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const intent = form.get("intent");
  const back = backUrl(request);

  if (intent === "read-all") {
    const count = await markAllNotificationsRead();
    await recordActivity({
      action: "notification.read_all",
      title: "Bildirimler okundu",
      description: `${count} bildirim okundu olarak işaretlendi.`,
      actor: admin,
    });
    return redirectWithToast(request, back, { type: "success", message: "Tüm bildirimler okundu olarak işaretlendi" });
  }

  const id = idSchema.safeParse(form.get("id"));
  if (!id.success) return data({ error: "Geçersiz bildirim." }, { status: 400 });

  if (intent === "read") {
    if (!(await markNotificationRead(id.data))) {
      return redirectWithToast(request, back, { type: "error", message: "İşlem başarısız" }, { status: 303 });
    }
    return redirectWithToast(request, back, { type: "success", message: "Bildirim okundu olarak işaretlendi" });
  }
  if (intent === "delete") {
    const notification = await getNotification(id.data);
    if (!notification || !(await deleteNotification(id.data))) {
      return redirectWithToast(request, withoutParams(back, ["confirm", "id"]), { type: "error", message: "Silme işlemi başarısız" });
    }
    await recordActivity({ action: "notification.delete", title: "Bildirim silindi", description: notification.title, actor: admin });
    return redirectWithToast(request, withoutParams(back, ["confirm", "id"]), { type: "success", message: "Bildirim silindi" });
  }
  return data({ error: "Bilinmeyen işlem." }, { status: 400 });
}

function backUrl(request: Request) {
  const url = new URL(request.url);
  return withoutParams(`${url.pathname}${url.search}`, ["confirm", "index"]);
}

function withoutParams(path: string, names: string[]) {
  const url = new URL(path, "http://x");
  for (const name of names) url.searchParams.delete(name);
  const query = url.searchParams.toString();
  return `${url.pathname}${query ? `?${query}` : ""}`;
}

const typeStyles: Record<NotificationType, { icon: typeof InformationCircleIcon; className: string; label: string }> = {
  info: { icon: InformationCircleIcon, className: "text-sky-300 bg-sky-500/15", label: "Bilgi" },
  warning: { icon: ExclamationTriangleIcon, className: "text-amber-300 bg-amber-500/15", label: "Uyarı" },
  success: { icon: CheckCircleIcon, className: "text-emerald-300 bg-emerald-500/15", label: "Başarılı" },
  error: { icon: ExclamationCircleIcon, className: "text-red-300 bg-red-500/15", label: "Hata" },
};

const typeLabels = Object.fromEntries(Object.entries(typeStyles).map(([type, style]) => [type, style.label]));
const categoryLabels: Record<string, string> = { user: "Kullanıcı", system: "Sistem", content: "İçerik", security: "Güvenlik" };
const readLabels = { unread: "Okunmamış", read: "Okunmuş" };
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
  const link = (changes: Record<string, string | number | null>) => {
    const params = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) params.delete(key);
      else params.set(key, String(value));
    }
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ""}`;
  };

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
        <h1 className="flex items-center gap-2 text-2xl font-bold text-white">
          <BellIcon className="h-7 w-7 text-brand-400" aria-hidden="true" />
          Bildirimler
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          {hydrated ? (
            <label className="flex items-center gap-2 text-sm text-slate-300">
              <input type="checkbox" checked={autoRefresh.enabled} onChange={autoRefresh.toggle} className="h-4 w-4 accent-brand-500" />
              Otomatik yenile (30 sn)
            </label>
          ) : null}
          <Link to={here} className="btn btn-secondary" reloadDocument={!hydrated}>
            <ArrowPathIcon className={`h-4 w-4 ${navigation.state === "loading" ? "animate-spin" : ""}`} aria-hidden="true" />
            Yenile
          </Link>
          <Form method="post">
            <button type="submit" name="intent" value="read-all" className="btn btn-primary" disabled={stats.unread === 0}>
              <CheckIcon className="h-4 w-4" aria-hidden="true" />
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
          {notifications.length === 0 ? (
            <p className="card text-center text-slate-400">Bildirim bulunamadı</p>
          ) : (
            <ul className="space-y-2">
              {notifications.map((notification) => {
                const style = typeStyles[notification.type];
                const TypeIcon = style.icon;
                const isSelected = selected?.id === notification.id;
                return (
                  <li
                    key={notification.id}
                    className={`flex gap-3 rounded-xl border p-4 ${isSelected ? "border-brand-500 bg-brand-600/10" : "border-white/10 bg-slate-900/60"}`}
                  >
                    <span className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full ${style.className}`}>
                      <TypeIcon className="h-5 w-5" aria-hidden="true" />
                    </span>
                    <div className="min-w-0 flex-1">
                      <Link to={link({ id: notification.id, confirm: null })} className="font-semibold text-white hover:text-brand-200">
                        {notification.is_read ? null : (
                          <span className="mr-2 inline-block h-2 w-2 rounded-full bg-brand-400" aria-label="Okunmamış" />
                        )}
                        {notification.title}
                      </Link>
                      <p className="mt-1 line-clamp-2 text-sm text-slate-300">{notification.message}</p>
                      <p className="mt-1 text-xs text-slate-400">
                        {relativeTime(notification.created_at)} · {categoryLabels[notification.category] ?? notification.category} ·
                        Öncelik: {priorityLabels[notification.priority]}
                      </p>
                    </div>
                    <div className="flex shrink-0 items-start gap-1">
                      {notification.is_read ? null : (
                        <Form method="post">
                          <input type="hidden" name="id" value={notification.id} />
                          <button
                            type="submit"
                            name="intent"
                            value="read"
                            className="rounded-md p-2 text-slate-400 hover:bg-white/5 hover:text-emerald-300"
                            aria-label={`Okundu işaretle: ${notification.title}`}
                          >
                            <CheckIcon className="h-4 w-4" aria-hidden="true" />
                          </button>
                        </Form>
                      )}
                      <Link
                        to={link({ confirm: notification.id })}
                        className="rounded-md p-2 text-slate-400 hover:bg-white/5 hover:text-red-300"
                        aria-label={`Sil: ${notification.title}`}
                      >
                        <TrashIcon className="h-4 w-4" aria-hidden="true" />
                      </Link>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
          <Pager {...pagination} />
        </section>

        <aside aria-label="Bildirim detayı" className="card h-fit lg:col-span-2">
          {selected ? (
            <div className="space-y-3">
              <h2 className="text-lg font-semibold text-white">{selected.title}</h2>
              <p className="whitespace-pre-line text-slate-300">{selected.message}</p>
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <dt className="text-slate-400">Tür</dt>
                <dd>{typeStyles[selected.type].label}</dd>
                <dt className="text-slate-400">Kategori</dt>
                <dd>{categoryLabels[selected.category] ?? selected.category}</dd>
                <dt className="text-slate-400">Öncelik</dt>
                <dd>{priorityLabels[selected.priority]}</dd>
                <dt className="text-slate-400">Genel</dt>
                <dd>{selected.is_global ? "Evet" : "Hayır"}</dd>
                <dt className="text-slate-400">İlgili tür</dt>
                <dd>{selected.related_type ?? "—"}</dd>
                <dt className="text-slate-400">Oluşturulma</dt>
                <dd>{formatDateTime(selected.created_at)}</dd>
                <dt className="text-slate-400">Durum</dt>
                <dd>{selected.is_read ? "Okundu" : "Okunmadı"}</dd>
              </dl>
              <div className="flex gap-2 pt-2">
                {selected.is_read ? null : (
                  <Form method="post">
                    <input type="hidden" name="id" value={selected.id} />
                    <button type="submit" name="intent" value="read" className="btn btn-secondary">
                      Okundu işaretle
                    </button>
                  </Form>
                )}
                <Link to={link({ confirm: selected.id })} className="btn btn-danger">
                  Sil
                </Link>
              </div>
            </div>
          ) : (
            <p className="text-center text-slate-400">Detay görmek için bir bildirim seçin</p>
          )}
        </aside>
      </div>
    </div>
  );
}
