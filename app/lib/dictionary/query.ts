// Apart from the term schema so that the public dictionary does not carry zod into the browser.

/** The dictionary's search field: at most 100 characters, trimmed. */
export function parseDictionaryQuery(params: URLSearchParams): string {
  return (params.get("q") ?? "").trim().slice(0, 100);
}
