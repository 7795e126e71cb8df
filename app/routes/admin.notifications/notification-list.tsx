import { Form, Link } from "@remix-run/react";
import { priorityLabels } from "~/lib/contact/inbox";
import { formatDateTime, relativeTime } from "~/lib/format";
import { categoryLabels, typeStyles } from "./labels";
import type { loader } from "./route";
import { AdminIcon } from "~/components/admin/admin-icon";

type Notification = Awaited<ReturnType<typeof loader>>["notifications"][number];
type LinkTo = (changes: Record<string, string | number | null>) => string;

/** The notifications of the current page, each with its open, mark-read and delete controls. */
export function NotificationList({
  notifications,
  selectedId,
  link,
}: {
  notifications: Notification[];
  selectedId: number | null;
  link: LinkTo;
}) {
  if (notifications.length === 0) return <p className="card text-center text-slate-400">Bildirim bulunamadı</p>;
  return (
    <ul className="space-y-2">
      {notifications.map((notification) => {
        const style = typeStyles[notification.type];
        const isSelected = selectedId === notification.id;
        return (
          <li
            key={notification.id}
            className={`flex gap-3 rounded-xl border p-4 ${isSelected ? "border-brand-500 bg-brand-600/10" : "border-white/10 bg-slate-900/60"}`}
          >
            <span className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full ${style.className}`}>
              <AdminIcon name={style.icon} className="h-5 w-5" />
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
                {relativeTime(notification.created_at)} · {categoryLabels[notification.category] ?? notification.category} · Öncelik:{" "}
                {priorityLabels[notification.priority]}
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
                    <AdminIcon name="CheckIcon" className="h-4 w-4" />
                  </button>
                </Form>
              )}
              <Link
                to={link({ confirm: notification.id })}
                className="rounded-md p-2 text-slate-400 hover:bg-white/5 hover:text-red-300"
                aria-label={`Sil: ${notification.title}`}
              >
                <AdminIcon name="TrashIcon" className="h-4 w-4" />
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The opened notification: every field in words, with mark-read and delete. */
export function NotificationDetail({ selected, link }: { selected: Notification | null; link: LinkTo }) {
  return (
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
  );
}
