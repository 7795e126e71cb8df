/**
 * A link an admin typed into stored content, if it is safe to render: a site
 * path, an in-page anchor or an http(s)/mailto/tel address. Anything else
 * (javascript:, data:, protocol-relative) yields undefined.
 */
export function safeHref(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const url = value.trim();
  if (!url) return undefined;
  if (url.startsWith("#")) return url;
  if (url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\")) return url;
  return /^(https?:\/\/|mailto:|tel:)/i.test(url) ? url : undefined;
}

export function isSitePath(href: string) {
  return href.startsWith("/");
}
