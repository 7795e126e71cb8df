import type { OutlineIconName, SolidIconName } from "~/lib/icon-names";

/**
 * A decorative icon: an `<svg>` that uses the icon's own SVG file, so the page
 * fetches only the icons it shows and no icon code is in the JavaScript. It
 * takes the text colour (`currentColor`) like an inline icon.
 */
export function IconFile({ href, className }: { href: string; className: string }) {
  return (
    <svg className={className} aria-hidden="true" focusable="false">
      <use href={href} />
    </svg>
  );
}

/**
 * An outline icon whose name is known when the code is written, or was checked on
 * the server (`outlineIconName`). Pages that show only such names, the home page
 * among them, do not load the list of every icon name that `Icon` checks against.
 */
export function OutlineIcon({ name, className = "h-6 w-6" }: { name: OutlineIconName; className?: string }) {
  return <IconFile href={`/icons/outline/${name}.svg#i`} className={className} />;
}

/** A solid icon by name. */
export function SolidIcon({ name, className = "h-6 w-6" }: { name: SolidIconName; className?: string }) {
  return <IconFile href={`/icons/solid/${name}.svg#i`} className={className} />;
}
