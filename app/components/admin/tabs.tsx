import { Link, Outlet, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";

export interface TabItem {
  id: string;
  label: string;
  count?: number;
  /** The tab's own page; `?tab=<id>` when omitted. */
  href?: string;
}

/** Tabs as links, so each tab is a URL that works without JavaScript. */
export function TabNav({ tabs, current, label }: { tabs: TabItem[]; current: string; label: string }) {
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap gap-1 border-b border-white/10">
      {tabs.map((tab) => {
        const active = tab.id === current;
        return (
          <Link
            key={tab.id}
            to={tab.href ?? `?tab=${tab.id}`}
            aria-current={active ? "page" : undefined}
            className={`-mb-px rounded-t-lg border-b-2 px-4 py-2 text-sm font-medium transition ${
              active ? "border-brand-400 text-white" : "border-transparent text-slate-400 hover:text-white"
            }`}
          >
            {tab.label}
            {tab.count !== undefined ? (
              <span className="ml-2 rounded-full bg-white/10 px-2 py-0.5 text-xs text-slate-300">{tab.count}</span>
            ) : null}
          </Link>
        );
      })}
    </nav>
  );
}

/** The tab whose page is `pathname` (the first tab for the screen's own URL). */
function currentTab<Id extends string>(tabs: { id: Id; href: string }[], pathname: string): Id {
  const path = pathname.replace(/\/$/, "");
  return (tabs.find((tab) => tab.href === path) ?? tabs[0]).id;
}

/**
 * A screen's tabs, each a page of its own, written once: the list in its order, and each tab's
 * path by its id (for redirects, cancel links and the old `?tab=` links).
 */
export function tabPages<const Tabs extends readonly { id: string; label: string; href: string }[]>(tabs: Tabs) {
  const path = Object.fromEntries(tabs.map((tab) => [tab.id, tab.href])) as { [Tab in Tabs[number] as Tab["id"]]: Tab["href"] };
  return { tabs, path };
}

/**
 * The frame of a screen whose tabs are pages (about, footer, SEO, education, contact): its
 * title, what it is for, anything shown above every tab, the tabs with their counts, and the
 * open tab's page.
 */
export function TabbedScreen({
  title,
  intro,
  tabs,
  counts = {},
  label,
  className,
  children,
}: {
  title: string;
  intro?: ReactNode;
  tabs: readonly { id: string; label: string; href: string }[];
  counts?: Partial<Record<string, number>>;
  /** What the tab bar is called for screen readers. */
  label: string;
  className?: string;
  children?: ReactNode;
}) {
  const { pathname } = useLocation();
  const items = tabs.map((tab) => ({ ...tab, count: counts[tab.id] }));
  return (
    <div className={className}>
      <h1 className="text-2xl font-bold text-white">{title}</h1>
      {intro ? <p className="mt-1 text-sm text-slate-400">{intro}</p> : null}
      {children}
      <TabNav tabs={items} current={currentTab(items, pathname)} label={label} />
      <Outlet />
    </div>
  );
}
