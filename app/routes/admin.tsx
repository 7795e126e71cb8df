import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, NavLink, Outlet, useLoaderData, useLocation, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { adminNavigation } from "~/components/admin/admin-nav";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { NotificationBell } from "~/components/admin/notification-bell";
import { isSidebarCollapsed } from "~/server/admin-preferences.server";
import { requireAdmin } from "~/server/auth.server";
import { listNotifications } from "~/models/notifications.server";
import { pageMeta } from "~/lib/seo/meta";
import { AdminIcon } from "~/components/admin/admin-icon";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Admin Panel", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const [collapsed, unread] = await Promise.all([isSidebarCollapsed(request), listNotifications({ isRead: false, limit: 5 })]);
  return {
    admin: { username: admin.username },
    year: new Date().getFullYear(),
    collapsed,
    notifications: {
      unread: unread.pagination.total,
      latest: unread.notifications.map(({ id, title, created_at }) => ({ id, title, created_at })),
    },
  };
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition ${
    isActive ? "bg-brand-600 text-white" : "text-slate-300 hover:bg-white/5 hover:text-white"
  }`;

function Sidebar({ year, collapsed = false }: { year: number; collapsed?: boolean }) {
  const label = collapsed ? "sr-only" : "flex-1";
  return (
    <nav aria-label="Yönetim menüsü" className="flex h-full flex-col gap-6 overflow-y-auto p-4">
      <Link to="/admin" className="flex items-center gap-2 px-2 text-lg font-bold text-white">
        <AdminIcon name="SparklesIcon" className="h-7 w-7 shrink-0 text-brand-400" />
        <span className={collapsed ? "sr-only" : ""}>Admin Panel</span>
      </Link>
      {adminNavigation.map((group) => (
        <div key={group.title}>
          <h2 className={`px-3 text-xs font-semibold tracking-wider text-slate-400 uppercase ${collapsed ? "sr-only" : ""}`}>
            {group.title}
          </h2>
          <ul className="mt-2 space-y-1">
            {group.items.map(({ to, label: text, icon, badge }) => (
              <li key={to}>
                <NavLink to={to} end={to === "/admin"} className={linkClass} title={collapsed ? text : undefined}>
                  <AdminIcon name={icon} className="h-5 w-5 shrink-0" />
                  <span className={label}>{text}</span>
                  {badge && !collapsed ? (
                    <span className="rounded-full bg-emerald-950 px-2 py-0.5 text-[10px] font-semibold text-emerald-300 uppercase">
                      {badge}
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <div className="mt-auto space-y-2 border-t border-white/10 pt-4">
        <Link to="/" className={linkClass({ isActive: false })}>
          <AdminIcon name="GlobeAltIcon" className="h-5 w-5 shrink-0" />
          <span className={label}>Siteye dön</span>
        </Link>
        <Form method="post" action="/logout">
          <button type="submit" className={`${linkClass({ isActive: false })} w-full text-left text-red-300`}>
            <AdminIcon name="ArrowLeftStartOnRectangleIcon" className="h-5 w-5 shrink-0" />
            <span className={label}>Çıkış Yap</span>
          </button>
        </Form>
        <p className={`px-3 text-xs text-slate-400 ${collapsed ? "sr-only" : ""}`}>© {year} Kripto Rehber Yönetim</p>
      </div>
    </nav>
  );
}

function CollapseToggle({ collapsed }: { collapsed: boolean }) {
  const { pathname, search } = useLocation();
  return (
    <Form method="post" action="/admin/sidebar" className="hidden lg:block">
      <input type="hidden" name="collapsed" value={collapsed ? "false" : "true"} />
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <button
        type="submit"
        className="rounded-md p-2 text-slate-300 hover:bg-white/5 hover:text-white"
        aria-label={collapsed ? "Menüyü genişlet" : "Menüyü daralt"}
      >
        {collapsed ? (
          <AdminIcon name="ChevronDoubleRightIcon" className="h-5 w-5" />
        ) : (
          <AdminIcon name="ChevronDoubleLeftIcon" className="h-5 w-5" />
        )}
      </button>
    </Form>
  );
}

type AdminData = Awaited<ReturnType<typeof loader>>;

/** The admin shell: sidebar, top bar and the screen (or its error) in the main column. */
function AdminShell({ data: { admin, year, collapsed, notifications }, children }: { data: AdminData; children: ReactNode }) {
  return (
    <div className="flex min-h-screen">
      <aside
        className={`fixed inset-y-0 left-0 hidden border-r border-white/10 bg-slate-950 lg:block ${collapsed ? "w-20" : "w-72"}`}
        data-collapsed={collapsed}
      >
        <Sidebar year={year} collapsed={collapsed} />
      </aside>
      <div className={`flex min-w-0 flex-1 flex-col ${collapsed ? "lg:pl-20" : "lg:pl-72"}`}>
        {/* No backdrop filter here: it would make the header the box the mobile menu's fixed panel is placed in. */}
        <header className="sticky top-0 z-30 flex h-16 items-center justify-between border-b border-white/10 bg-slate-950 px-4 lg:px-8">
          <details data-menu className="group lg:hidden">
            <summary className="flex cursor-pointer list-none items-center rounded-md p-2 text-slate-200 hover:bg-white/5">
              <AdminIcon name="Bars3Icon" className="h-6 w-6 group-open:hidden" />
              <AdminIcon name="XMarkIcon" className="hidden h-6 w-6 group-open:block" />
              <span className="sr-only">Yönetim menüsü</span>
            </summary>
            {/* Below the header, so the same button closes it without JavaScript. */}
            <div className="fixed inset-x-0 top-16 bottom-0 z-40 bg-slate-950/70" aria-hidden="true" />
            <div className="fixed top-16 bottom-0 left-0 z-50 w-72 overflow-y-auto border-r border-white/10 bg-slate-950 shadow-2xl">
              <Sidebar year={year} />
            </div>
          </details>
          <CollapseToggle collapsed={collapsed} />
          <div className="ml-auto flex items-center gap-3">
            <p className="text-sm text-slate-400">
              Hoş geldin, <span className="font-semibold text-white">{admin.username}</span>
            </p>
            <NotificationBell initial={notifications} />
          </div>
        </header>
        <main className="flex-1 p-4 lg:p-8">{children}</main>
      </div>
    </div>
  );
}

export default function AdminLayout() {
  return (
    <AdminShell data={useLoaderData<typeof loader>()}>
      <Outlet />
    </AdminShell>
  );
}

const ADMIN_LINKS = [
  { to: "/admin", label: "Panele dön" },
  { to: "/", label: "Siteye dön" },
];

/**
 * An admin screen's error (a missing `?edit=` row, a refused intent) inside the
 * shell: the admin keeps the sidebar. Without the shell's own data (its loader
 * failed) the page stands alone.
 */
export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>("routes/admin");
  const page = <GeneralErrorBoundary links={ADMIN_LINKS} />;
  return data ? <AdminShell data={data}>{page}</AdminShell> : page;
}
