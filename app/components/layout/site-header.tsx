import { useEffect, useState } from "react";
import { Form, Link, NavLink, useLocation, useRevalidator } from "@remix-run/react";
import { OutlineIcon } from "~/components/icon-file";

export interface HeaderUser {
  id: number;
  username: string;
  role: string;
}

export const navigation = [
  { to: "/", label: "Ana Sayfa" },
  { to: "/crypto-analysis", label: "Piyasa" },
  { to: "/about", label: "Hakkımızda" },
  { to: "/services", label: "Hizmetler" },
  { to: "/blog", label: "Blog" },
  { to: "/contact", label: "İletişim" },
];

/**
 * The features a new visitor came for and could not find (issue 49): the header's "Hizmetler"
 * menu on a wide screen (a `<details>`, so it opens without JavaScript, in the place of the plain
 * link: the header has no room for one more item) and an "Araçlar" block of the phone menu.
 */
const FEATURE_LINKS = [
  { to: "/ai-chat", label: "AI Asistan" },
  { to: "/alerts", label: "Fiyat alarmları" },
  { to: "/trading-bots", label: "İşlem botları" },
  { to: "/watchlists", label: "İzleme listeleri" },
  { to: "/converter", label: "Kripto çevirici" },
  { to: "/services", label: "Tüm hizmetler" },
];

const SCROLL_THRESHOLD = 20;
const NOTIFICATION_POLL_MS = 30_000;

/** Re-reads the page's data (and so the unread count) every 30 s while a signed-in user has the tab open. */
function useNotificationPolling(enabled: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible" && state === "idle") revalidate();
    }, NOTIFICATION_POLL_MS);
    return () => window.clearInterval(timer);
  }, [enabled, revalidate, state]);
}

function useScrolled() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return scrolled;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition ${
    isActive ? "bg-brand-600/20 text-brand-200" : "text-slate-300 hover:bg-white/5 hover:text-white"
  }`;

/** The site search: a plain GET form, so it works before and without JavaScript. */
function HeaderSearch({ id, className }: { id: string; className: string }) {
  return (
    <Form method="get" action="/search" role="search" className={className}>
      <label htmlFor={id} className="sr-only">
        Sitede ara
      </label>
      <input
        id={id}
        type="search"
        name="q"
        required
        maxLength={200}
        placeholder="Sitede ara…"
        className="input h-9 min-w-0 flex-1 py-1 text-sm"
      />
      <button type="submit" className="rounded-md p-2 text-slate-300 hover:bg-white/5 hover:text-white">
        <OutlineIcon name="MagnifyingGlassIcon" className="h-5 w-5" />
        {/* "Bul", not "Ara": the pages' own search buttons are "Ara", and one name for two buttons would blur them. */}
        <span className="sr-only">Bul</span>
      </button>
    </Form>
  );
}

function LogoutButton({ className }: { className: string }) {
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={className}>
        Çıkış Yap
      </button>
    </Form>
  );
}

/** What a signed-in user keeps on the site: watchlists, followed signals, price alerts and their notifications. */
const USER_LINKS = [
  { to: "/account", label: "Hesabım" },
  { to: "/watchlists", label: "İzleme listelerim" },
  { to: "/signals/followed", label: "Takip ettiğim sinyaller" },
  { to: "/alerts", label: "Fiyat alarmlarım" },
  { to: "/trading-bots", label: "İşlem botlarım" },
  { to: "/notifications", label: "Bildirimlerim" },
];

/** The signed-in user's links, the admin panel first for an admin: the same in the desktop and the phone menu. */
function UserLinks({ isAdmin, className }: { isAdmin: boolean; className: string }) {
  return (
    <>
      {isAdmin ? (
        <Link to="/admin" className={className}>
          Admin Panel
        </Link>
      ) : null}
      {USER_LINKS.map((link) => (
        <Link key={link.to} to={link.to} className={className}>
          {link.label}
        </Link>
      ))}
    </>
  );
}

export function SiteHeader({
  user,
  siteName,
  unreadNotifications,
}: {
  user: HeaderUser | null;
  siteName: string;
  unreadNotifications: number;
}) {
  const scrolled = useScrolled();
  const { pathname } = useLocation();
  const isAdmin = user?.role === "admin";
  useNotificationPolling(Boolean(user));

  return (
    <header
      data-scrolled={scrolled}
      className={`sticky top-0 z-40 border-b transition-colors duration-300 ${
        scrolled ? "border-white/10 bg-slate-950/95 shadow-lg backdrop-blur" : "border-transparent bg-slate-950/60 backdrop-blur-sm"
      }`}
    >
      <nav aria-label="Ana menü" className="container-page flex h-16 items-center justify-between gap-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold whitespace-nowrap text-white">
          <OutlineIcon name="SparklesIcon" className="h-7 w-7 text-brand-400" />
          {siteName}
        </Link>

        <ul className="hidden items-center gap-1 md:flex">
          {navigation.map((item) =>
            item.to === "/services" ? (
              <li key={item.to}>
                <details data-menu className="relative">
                  <summary className={`flex cursor-pointer list-none items-center gap-1 ${linkClass({ isActive: pathname === item.to })}`}>
                    {item.label}
                    <OutlineIcon name="ChevronDownIcon" className="h-4 w-4" />
                  </summary>
                  <div className="absolute left-0 mt-2 w-52 rounded-lg border border-white/10 bg-slate-900 p-1 shadow-xl">
                    {FEATURE_LINKS.map((link) => (
                      <Link key={link.to} to={link.to} className="block rounded-md px-3 py-2 text-sm text-slate-200 hover:bg-white/5">
                        {link.label}
                      </Link>
                    ))}
                  </div>
                </details>
              </li>
            ) : (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === "/"} className={linkClass} prefetch="intent">
                  {item.label}
                </NavLink>
              </li>
            ),
          )}
        </ul>

        <div className="hidden items-center gap-3 md:flex">
          <HeaderSearch id="header-search-q" className="hidden w-56 items-center gap-1 lg:flex" />
          <Link
            to="/search"
            className="rounded-full p-2 text-slate-300 hover:bg-white/5 hover:text-white lg:hidden"
            aria-label="Sitede ara"
          >
            <OutlineIcon name="MagnifyingGlassIcon" className="h-5 w-5" />
          </Link>
          {user ? (
            <Link
              to={isAdmin ? "/admin/notifications" : "/notifications"}
              className="relative rounded-full p-2 text-slate-300 hover:bg-white/5 hover:text-white"
              aria-label={`Bildirimler (${unreadNotifications} okunmamış)`}
            >
              <OutlineIcon name="BellIcon" className="h-5 w-5" />
              {unreadNotifications > 0 ? (
                <span className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-500 px-1 text-[10px] font-bold text-white">
                  {unreadNotifications}
                </span>
              ) : null}
            </Link>
          ) : null}
          {user ? (
            <details data-menu className="relative">
              <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-200 hover:bg-white/5">
                <span className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-600 text-xs font-bold uppercase text-white">
                  {user.username.slice(0, 1)}
                </span>
                <span data-testid="header-username">{user.username}</span>
                <OutlineIcon name="ChevronDownIcon" className="h-4 w-4" />
              </summary>
              <div className="absolute right-0 mt-2 w-48 rounded-lg border border-white/10 bg-slate-900 p-1 shadow-xl">
                <UserLinks isAdmin={isAdmin} className="block rounded-md px-3 py-2 text-sm text-slate-200 hover:bg-white/5" />
                <LogoutButton className="block w-full rounded-md px-3 py-2 text-left text-sm text-red-300 hover:bg-white/5" />
              </div>
            </details>
          ) : (
            <Link to="/login" className="btn btn-primary">
              Giriş Yap
            </Link>
          )}
        </div>

        <details data-menu className="group md:hidden">
          <summary className="flex cursor-pointer list-none items-center rounded-md p-2 text-slate-200 hover:bg-white/5">
            <OutlineIcon name="Bars3Icon" className="h-6 w-6 group-open:hidden" />
            <OutlineIcon name="XMarkIcon" className="hidden h-6 w-6 group-open:block" />
            <span className="sr-only">Menüyü aç/kapat</span>
          </summary>
          <div className="absolute inset-x-0 top-16 border-b border-white/10 bg-slate-950 px-4 pb-4 shadow-xl">
            <HeaderSearch id="mobile-search-q" className="flex items-center gap-1 pt-3" />
            {user ? <p className="px-3 py-3 text-sm text-slate-300">Hoş geldin, {user.username}</p> : null}
            <ul className="flex flex-col gap-1">
              {navigation.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === "/"} className={(s) => `block ${linkClass(s)}`}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <p className="mt-3 border-t border-white/10 px-3 pt-3 text-xs font-semibold uppercase text-slate-400">Araçlar</p>
            <ul className="grid grid-cols-2 gap-1">
              {FEATURE_LINKS.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className={(s) => `block ${linkClass(s)}`}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className="mt-3 flex flex-col gap-2 border-t border-white/10 pt-3">
              {user ? <UserLinks isAdmin={isAdmin} className="btn btn-secondary" /> : null}
              {user ? (
                <LogoutButton className="btn btn-danger w-full" />
              ) : (
                <Link to="/login" className="btn btn-primary">
                  Giriş Yap
                </Link>
              )}
            </div>
          </div>
        </details>
      </nav>
    </header>
  );
}
