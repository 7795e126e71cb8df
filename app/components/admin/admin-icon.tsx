import { IconFile, OutlineIcon } from "~/components/icon-file";
import { adminIcons, type AdminIconName, type OutlineIconName } from "~/lib/icon-names";

/** The icons only admin screens draw, in a sprite of their own that public pages never load (scripts/icons.mjs). */
const ADMIN_SPRITE = "/icons/admin-sprite.svg";
const adminOnly = new Set<string>(adminIcons);
const isAdminOnly = (name: string): name is AdminIconName => adminOnly.has(name);

/** An outline icon on an admin screen, from the admin sprite or, for one public pages draw too, the site's. */
export function AdminIcon({ name, className = "h-6 w-6" }: { name: AdminIconName | OutlineIconName; className?: string }) {
  if (isAdminOnly(name)) return <IconFile symbol={`outline-${name}`} className={className} sprite={ADMIN_SPRITE} />;
  return <OutlineIcon name={name} className={className} />;
}
