import type { ReactNode } from "react";

/** A part of an admin screen or form under its own heading, which names it for screen readers. */
export function TitledSection({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-lg font-semibold text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}
