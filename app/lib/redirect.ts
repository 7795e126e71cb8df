import { safeUrl, URL_RULES } from "./safe-url";

/**
 * A path on this site to go to after sign-in or a form. Anything else (another
 * host, protocol-relative `//x`, backslash and whitespace tricks) falls back, so
 * no redirect can lead off the site; non-ASCII comes back percent-encoded, so it
 * fits in a `Location` header.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  return safeUrl(to, URL_RULES.redirect) ?? fallback;
}
