import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { ArrowLeftStartOnRectangleIcon, Bars3Icon, GlobeAltIcon, SparklesIcon } from "@heroicons/react/24/outline";
import { adminNavigation } from "~/components/admin/admin-nav";
import { requireAdmin } from "~/lib/auth.server";
import { pageMeta } from "~/lib/seo";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Admin Panel", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  return { admin: { username: admin.username }, year: new Date().getFullYear() };
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition ${
    isActive ? "bg-brand-600 text-white" : "text-slate-300 hover:bg-white/5 hover:text-white"
  }`;

function Sidebar({ year }: { year: number }) {
  return (
    <nav aria-label="Yönetim menüsü" className="flex h-full flex-col gap-6 overflow-y-auto p-4">
      <Link to="/admin" className="flex items-center gap-2 px-2 text-lg font-bold text-white">
        <SparklesIcon className="h-7 w-7 text-brand-400" aria-hidden="true" />
        Admin Panel
      </Link>
      {adminNavigation.map((group) => (
        <div key={group.title}>
          <h2 className="px-3 text-xs font-semibold tracking-wider text-slate-500 uppercase">{group.title}</h2>
          <ul className="mt-2 space-y-1">
            {group.items.map(({ to, label, icon: ItemIcon, badge }) => (
              <li key={to}>
                <NavLink to={to} end={to === "/admin"} className={linkClass}>
                  <ItemIcon className="h-5 w-5 shrink-0" aria-hidden="true" />
                  <span className="flex-1">{label}</span>
                  {badge ? (
                    <span className="rounded-full bg-emerald-500/20 px-2 py-0.5 text-[10px] font-semibold text-emerald-300 uppercase">
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
          <GlobeAltIcon className="h-5 w-5" aria-hidden="true" />
          Siteye dön
        </Link>
        <Form method="post" action="/logout">
          <button type="submit" className={`${linkClass({ isActive: false })} w-full text-red-300`}>
            <ArrowLeftStartOnRectangleIcon className="h-5 w-5" aria-hidden="true" />
            Çıkış Yap
          </button>
        </Form>
        <p className="px-3 text-xs text-slate-500">© {year} Kripto Rehber Yönetim</p>
      </div>
    </nav>
  );
}

export default function AdminLayout() {
  const { admin, year } = useLoaderData<typeof loader>();
  return (
    <div className="flex min-h-screen">
      <aside className="fixed inset-y-0 left-0 hidden w-72 border-r border-white/10 bg-slate-950 lg:block">
        <Sidebar year={year} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col lg:pl-72">
        <header className="sticky top-0 z-30 flex h-16 items-center justify-between border-b border-white/10 bg-slate-950/90 px-4 backdrop-blur lg:px-8">
          <details className="lg:hidden">
            <summary className="flex cursor-pointer list-none items-center rounded-md p-2 text-slate-200 hover:bg-white/5">
              <Bars3Icon className="h-6 w-6" aria-hidden="true" />
              <span className="sr-only">Yönetim menüsünü aç</span>
            </summary>
            <div className="fixed inset-y-0 left-0 z-50 w-72 border-r border-white/10 bg-slate-950 shadow-2xl">
              <Sidebar year={year} />
            </div>
          </details>
          <p className="text-sm text-slate-400">
            Hoş geldin, <span className="font-semibold text-white">{admin.username}</span>
          </p>
        </header>
        <main className="flex-1 p-4 lg:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
