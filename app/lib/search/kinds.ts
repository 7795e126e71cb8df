/** What a search document is: its kind decides its section on the page and its label for the assistant. */
export type SearchKind = "tool" | "coin" | "term" | "lesson" | "research" | "post" | "faq" | "news";

export const SEARCH_KINDS: readonly SearchKind[] = ["tool", "coin", "term", "lesson", "research", "post", "faq", "news"];
