import { contentIcons, siteIcons, type OutlineIconName, type SolidIconName } from "./icon-names";

const outline = new Set<string>([...contentIcons, ...siteIcons]);

// Stored content names icons by their heroicons name; a few short aliases are
// accepted because activity entries name their icon in lucide style (`UserPlus`).
const aliases: Record<string, OutlineIconName> = {
  UserPlus: "UserPlusIcon",
  Mail: "EnvelopeIcon",
  FileText: "DocumentTextIcon",
  AlertCircle: "ExclamationCircleIcon",
  Activity: "BoltIcon",
};

function outlineName(name: string | null | undefined): string | undefined {
  if (!name) return undefined;
  if (outline.has(name)) return name;
  return Object.hasOwn(aliases, name) ? aliases[name] : undefined;
}

export function hasIcon(name: string | null | undefined): boolean {
  return outlineName(name) !== undefined;
}

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

/** An outline icon by name (stored content's names included); `fallback` is used for names we do not know. */
export function Icon({
  name,
  fallback = "SparklesIcon",
  className = "h-6 w-6",
}: {
  name: OutlineIconName | (string & {}) | null | undefined;
  fallback?: string;
  className?: string;
}) {
  const file = outlineName(name) ?? outlineName(fallback) ?? "SparklesIcon";
  return <IconFile href={`/icons/outline/${file}.svg#i`} className={className} />;
}

/** A solid icon by name. */
export function SolidIcon({ name, className = "h-6 w-6" }: { name: SolidIconName; className?: string }) {
  return <IconFile href={`/icons/solid/${name}.svg#i`} className={className} />;
}
