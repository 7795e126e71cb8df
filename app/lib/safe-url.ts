/**
 * The one URL check of the site: every link an admin types, every link in an AI
 * reply and every redirect target goes through `safeUrl`. It answers the URL in
 * a form a browser reads the same way we do (non-ASCII percent-encoded), or null.
 *
 * Refused everywhere: backslashes (browsers read `/\evil.com` as `//evil.com`),
 * control and whitespace characters, invisible format characters (browsers
 * drop some of them, so `/<tab>/evil.com` becomes `//evil.com`), the same
 * characters percent-encoded, protocol-relative `//host`, relative paths without
 * a leading slash, and every scheme not allowed by the caller.
 */

export type UrlKind = "path" | "anchor" | "http" | "mailto" | "tel";

/** Where a link may lead, by use. */
export const URL_RULES = {
  /** After sign-in and other redirects: only a path on this site. */
  redirect: ["path"],
  /** Links an admin enters into content (home sections, footer). */
  link: ["path", "anchor", "http", "mailto", "tel"],
  /** Links an AI reply may contain. */
  markdown: ["path", "anchor", "http", "mailto"],
  /** A page or an image: a path on this site or a web address. */
  web: ["path", "http"],
  /** A web address on another site. */
  http: ["http"],
} as const satisfies Record<string, readonly UrlKind[]>;

// C0 and C1 controls, space, DEL, backslash, Unicode spaces and line breaks, and the
// zero-width, bidi and other invisible format characters.
const forbidden =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  /[\u0000-\u0020\u007f-\u00a0\u00ad\\\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\ufff9-\ufffb]/;

/** The text with percent-escapes decoded, or null when an escape is malformed. */
function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** Non-ASCII characters as UTF-8 percent-escapes (controls were refused before); printable ASCII unchanged. */
function encodeNonAscii(text: string): string {
  return text.replace(/[^ -~]+/gu, (run) => encodeURIComponent(run));
}

function kindOf(url: string): UrlKind | null {
  if (url.startsWith("/")) return url.startsWith("//") ? null : "path";
  if (url.startsWith("#")) return "anchor";
  if (/^https?:\/\/[^/?#]/i.test(url)) return "http";
  if (/^mailto:[^/]/i.test(url)) return "mailto";
  if (/^tel:\+?[0-9(][0-9 ()-]*$/i.test(url)) return "tel";
  return null;
}

/** The URL, normalised, if it is of an allowed kind and holds nothing a browser reads differently; else null. */
export function safeUrl(value: unknown, allowed: readonly UrlKind[] = URL_RULES.link): string | null {
  if (typeof value !== "string" || value === "" || value.length > 2048) return null;
  const plain = decoded(value);
  if (plain === null || forbidden.test(value) || forbidden.test(plain)) return null;
  const kind = kindOf(value);
  // `/%2F/evil.com` is harmless in a browser, but a server or router that decodes first is not.
  if (!kind || !allowed.includes(kind) || (kind === "path" && plain.startsWith("//"))) return null;
  if (kind !== "http") return encodeNonAscii(value);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname || url.username || url.password) return null;
  return url.href;
}
