import type { ReactNode } from "react";

/** The looks a section's heading takes on the public pages (the first is the usual one). */
const HEADINGS = {
  xl: "text-xl font-semibold text-white",
  "xl-bold": "text-xl font-bold text-white",
  lg: "text-lg font-semibold text-white",
  "2xl": "text-2xl font-semibold text-white",
  "2xl-bold": "text-2xl font-bold text-white",
} as const;

/**
 * A part of a page named by its heading: the `<h2>` gets the id and the section points at it
 * (`aria-labelledby`), so the two never drift apart. 58 sections of the public pages had written
 * the pair out by hand; the ones left have a heading with an icon or a look of their own.
 */
export function Section({
  id,
  title,
  className,
  heading = "xl",
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  heading?: keyof typeof HEADINGS;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={HEADINGS[heading]}>
        {title}
      </h2>
      {children}
    </section>
  );
}
