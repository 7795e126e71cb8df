import { Link } from "@remix-run/react";
import type { SetupItem, SetupSeverity } from "~/lib/admin/setup-checklist";

const severityStyles: Record<SetupSeverity, { label: string; className: string }> = {
  critical: { label: "Acil", className: "border-rose-400/40 bg-rose-500/10 text-rose-200" },
  warning: { label: "Önemli", className: "border-amber-400/40 bg-amber-500/10 text-amber-200" },
  info: { label: "Bilgi", className: "border-sky-400/40 bg-sky-500/10 text-sky-200" },
};

/** The setup checklist's open items, each with a link to where it is fixed. */
export function SetupList({ items }: { items: SetupItem[] }) {
  return (
    <ul className="space-y-3" data-testid="setup-items">
      {items.map((item) => {
        const severity = severityStyles[item.severity];
        return (
          <li
            key={item.key}
            className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-white/10 p-4"
            data-setup-item={item.key}
          >
            {/* At least 16rem for the words: on a phone the button wraps below them instead of squeezing them. */}
            <div className="min-w-0 flex-1 basis-64">
              <p className="font-semibold text-white">
                <span className={`mr-2 inline-block rounded-full border px-2 py-0.5 text-xs font-medium ${severity.className}`}>
                  {severity.label}
                </span>
                {item.title}
              </p>
              <p className="mt-1 text-sm text-slate-400">{item.detail}</p>
            </div>
            <Link to={item.href} className="btn btn-secondary text-sm">
              {item.action}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
