import type { OutlineIconName, SolidIconName } from "~/lib/icon-names";

/** Every icon of the public site, one file fetched once (scripts/icons.mjs writes it). */
const SPRITE = "/icons/sprite.svg";

/**
 * A decorative icon: an `<svg>` that uses the icon's symbol in the site's sprite, so no icon
 * code is in the JavaScript. It takes the text colour (`currentColor`) like an inline icon.
 * `symbol` is `outline-<Name>`, `solid-<Name>` or `social-<mark>`; `sprite` another sprite's path.
 */
export function IconFile({ symbol, className, sprite = SPRITE }: { symbol: string; className: string; sprite?: string }) {
  return (
    <svg className={className} aria-hidden="true" focusable="false">
      <use href={`${sprite}#${symbol}`} />
    </svg>
  );
}

/**
 * An outline icon whose name is known when the code is written, or was checked on
 * the server (`outlineIconName`). Pages that show only such names, the home page
 * among them, do not load the list of every icon name that `Icon` checks against.
 */
export function OutlineIcon({ name, className = "h-6 w-6" }: { name: OutlineIconName; className?: string }) {
  return <IconFile symbol={`outline-${name}`} className={className} />;
}

/** A solid icon by name. */
export function SolidIcon({ name, className = "h-6 w-6" }: { name: SolidIconName; className?: string }) {
  return <IconFile symbol={`solid-${name}`} className={className} />;
}
