import { lazily } from "~/lib/lazy";

/** Which way a sortable list runs: A to Z and smallest first, or the reverse. */
export type SortDirection = "asc" | "desc";

/** Names compare in Turkish alphabetical order, case and accents aside (the lists' `name` columns). */
export const turkishCollator = lazily(() => new Intl.Collator("tr-TR", { sensitivity: "base" }));

/** The factor that turns an ascending comparison into the asked direction. */
export function directionSign(dir: SortDirection): 1 | -1 {
  return dir === "asc" ? 1 : -1;
}
