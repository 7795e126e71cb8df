import type { ComponentType, ReactNode, SVGProps } from "react";

/**
 * A card of a page's side column (the contact and consulting pages): a small heading, led by an
 * icon when it has one, over the card's content.
 */
export function SideCard({
  id,
  title,
  icon: Icon,
  iconClassName = "text-brand-300",
  className = "card",
  children,
}: {
  id: string;
  title: string;
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
  iconClassName?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={Icon ? "flex items-center gap-2 text-lg font-semibold text-white" : "text-lg font-semibold text-white"}>
        {Icon ? <Icon className={`h-5 w-5 ${iconClassName}`} aria-hidden="true" /> : null}
        {title}
      </h2>
      {children}
    </section>
  );
}
