import { safeUrl, URL_RULES } from "../safe-url";

/**
 * A link an admin typed into stored content, if it is safe to render: a site
 * path, an in-page anchor or an http(s)/mailto/tel address (see `safeUrl`).
 * Anything else yields undefined.
 */
export function safeHref(value: unknown): string | undefined {
  return safeUrl(typeof value === "string" ? value.trim() : value, URL_RULES.link) ?? undefined;
}
