import { IconFile } from "./icon-file";
import { outlineIconName, type OutlineIconName } from "~/lib/icon-names";

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
  const file = outlineIconName(name) ?? outlineIconName(fallback) ?? "SparklesIcon";
  return <IconFile symbol={`outline-${file}`} className={className} />;
}
