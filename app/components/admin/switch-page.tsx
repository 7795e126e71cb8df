import { PageTitle } from "./page-title";
import type { ComponentProps, ReactNode } from "react";
import type { AdminIconName, OutlineIconName } from "~/lib/icon-names";
import { StatCard } from "./stat-card";
import { SwitchCard } from "./switch-card";

/**
 * An admin screen built around one on/off switch (signal making, alert checks, paper bots): its
 * title, what it does, its figures and the switch; anything else the screen shows follows.
 */
export function SwitchPage({
  icon,
  title,
  intro,
  stats,
  statsClassName,
  toggle,
  children,
}: {
  icon: AdminIconName | OutlineIconName;
  title: string;
  intro: ReactNode;
  stats: { label: string; value: number }[];
  /** The figures' grid columns, e.g. "sm:grid-cols-3". */
  statsClassName: string;
  toggle: ComponentProps<typeof SwitchCard>;
  children?: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <PageTitle icon={icon}>{title}</PageTitle>
      <p className="text-sm text-slate-400">{intro}</p>
      <div className={`grid gap-4 ${statsClassName}`}>
        {stats.map((stat) => (
          <StatCard key={stat.label} {...stat} />
        ))}
      </div>
      <SwitchCard {...toggle} />
      {children}
    </div>
  );
}
