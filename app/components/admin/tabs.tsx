import { Link } from "@remix-run/react";

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
export function currentTab<Id extends string>(tabs: { id: Id; href: string }[], pathname: string): Id {
  const path = pathname.replace(/\/$/, "");
  return (tabs.find((tab) => tab.href === path) ?? tabs[0]).id;
}
