import type { ReactNode } from "react";
import { AdminIcon } from "~/components/admin/admin-icon";
import type { AdminIconName, OutlineIconName } from "~/lib/icon-names";

/** An admin screen's heading with its icon, drawn from the sprite by name. */
export function PageTitle({ icon, children }: { icon: AdminIconName | OutlineIconName; children: ReactNode }) {
  return (
    <h1 className="flex items-center gap-2 text-2xl font-bold text-white">
      <AdminIcon name={icon} className="h-7 w-7 text-brand-400" />
      {children}
    </h1>
  );
}
