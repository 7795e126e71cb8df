import type { ComponentType, ReactNode, SVGProps } from "react";
import { Icon } from "~/components/icon";

const ICON_CLASS = "h-7 w-7 text-brand-400";

/**
 * An admin screen's heading with its icon: a Heroicons component, or an icon's name for a
 * screen that draws it from the icon files.
 */
export function PageTitle({ icon: TitleIcon, children }: { icon: ComponentType<SVGProps<SVGSVGElement>> | string; children: ReactNode }) {
  return (
    <h1 className="flex items-center gap-2 text-2xl font-bold text-white">
      {typeof TitleIcon === "string" ? (
        <Icon name={TitleIcon} className={ICON_CLASS} />
      ) : (
        <TitleIcon className={ICON_CLASS} aria-hidden="true" />
      )}
      {children}
    </h1>
  );
}
