import type { SearchKind } from "./kinds";

/** A section of the search page: the kinds it shows, in the page's order. */
export interface SearchGroup {
  key: "tool" | "coin" | "term" | "lesson" | "post" | "faq" | "news";
  label: string;
  kinds: SearchKind[];
}

/** Research pages are about coins, so they sit with the market coins. */
export const SEARCH_GROUPS: readonly SearchGroup[] = [
  { key: "tool", label: "Araçlar", kinds: ["tool"] },
  { key: "coin", label: "Coinler", kinds: ["research", "coin"] },
  { key: "term", label: "Sözlük terimleri", kinds: ["term"] },
  { key: "lesson", label: "Dersler", kinds: ["lesson"] },
  { key: "post", label: "Blog yazıları", kinds: ["post"] },
  { key: "faq", label: "Sık sorulan sorular", kinds: ["faq"] },
  { key: "news", label: "Haberler", kinds: ["news"] },
];

export function groupByKey(key: string | null): SearchGroup | null {
  return SEARCH_GROUPS.find((group) => group.key === key) ?? null;
}

/** The hits in the page's sections, each in rank order; empty sections left out. */
export function groupHits<Hit extends { kind: SearchKind }>(hits: readonly Hit[]): { group: SearchGroup; hits: Hit[] }[] {
  return SEARCH_GROUPS.map((group) => ({ group, hits: hits.filter((hit) => group.kinds.includes(hit.kind)) })).filter(
    (section) => section.hits.length > 0,
  );
}

/** Matches per section, from the counts per kind. */
export function groupCounts(counts: Partial<Record<SearchKind, number>>): { group: SearchGroup; count: number }[] {
  return SEARCH_GROUPS.map((group) => ({ group, count: group.kinds.reduce((sum, kind) => sum + (counts[kind] ?? 0), 0) })).filter(
    (entry) => entry.count > 0,
  );
}

/** What the empty state offers to search instead. */
export const SEARCH_SUGGESTIONS = ["bitcoin", "likidite", "cüzdan", "staking", "DeFi", "vergi"];
