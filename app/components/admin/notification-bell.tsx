import { Icon } from "~/components/icon";
import { useEffect } from "react";
import { Link, useFetcher } from "@remix-run/react";
import { relativeTime } from "~/lib/format";

interface BellNotification {
  id: number;
  title: string;
  created_at: string;
}

interface BellData {
  notifications: BellNotification[];
  pagination: { total: number };
}

const POLL_MS = 30_000;
const LATEST_UNREAD = "/api/notifications?limit=5&is_read=0";

/**
 * The admin header's bell: the server renders the unread count and latest five;
 * with JavaScript it asks again every 30 s.
 */
export function NotificationBell({ initial }: { initial: { unread: number; latest: BellNotification[] } }) {
  const fetcher = useFetcher<BellData>();
  const { load } = fetcher;

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") load(LATEST_UNREAD);
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [load]);

  const unread = fetcher.data?.pagination.total ?? initial.unread;
  const latest = fetcher.data?.notifications ?? initial.latest;

  return (
    <details data-menu className="relative">
      <summary
        className="relative flex cursor-pointer list-none rounded-full p-2 text-slate-300 hover:bg-white/5 hover:text-white"
        aria-label={`Bildirimler (${unread} okunmamış)`}
      >
        <Icon name="BellIcon" className="h-6 w-6" />
        {unread > 0 ? (
          <span
            data-testid="admin-unread-count"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-500 px-1 text-[11px] font-bold text-white"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </summary>
      <div className="absolute right-0 z-40 mt-2 w-80 rounded-xl border border-white/10 bg-slate-900 p-2 shadow-2xl">
        {latest.length === 0 ? (
          <p className="px-3 py-4 text-center text-sm text-slate-400">Okunmamış bildirim yok</p>
        ) : (
          <ul>
            {latest.map((notification) => (
              <li key={notification.id}>
                <Link to={`/admin/notifications?id=${notification.id}`} className="block rounded-lg px-3 py-2 hover:bg-white/5">
                  <span className="block text-sm text-white">{notification.title}</span>
                  <span className="text-xs text-slate-400">{relativeTime(notification.created_at)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Link to="/admin/notifications" className="mt-1 block rounded-lg px-3 py-2 text-center text-sm text-brand-300 hover:bg-white/5">
          Tüm bildirimleri gör
        </Link>
      </div>
    </details>
  );
}
