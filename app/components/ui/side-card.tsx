import type { ReactNode } from "react";
import { OutlineIcon } from "~/components/icon-file";
import type { OutlineIconName } from "~/lib/icon-names";

/**
 * A card of a page's side column (the contact and consulting pages): a small heading, led by an
 * icon when it has one, over the card's content.
 */
export function SideCard({
  id,
  title,
  icon,
  iconClassName = "text-brand-300",
  className = "card",
  children,
}: {
  id: string;
  title: string;
  icon?: OutlineIconName;
  iconClassName?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={icon ? "flex items-center gap-2 text-lg font-semibold text-white" : "text-lg font-semibold text-white"}>
        {icon ? <OutlineIcon name={icon} className={`h-5 w-5 ${iconClassName}`} /> : null}
        {title}
      </h2>
      {children}
    </section>
  );
}
