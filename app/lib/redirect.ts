/**
 * A path on this site to go to after sign-in. Anything else (another host,
 * protocol-relative `//x`, backslash tricks) falls back, so the login form
 * cannot be used as an open redirect.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) {
    return fallback;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\u0000-\u001f]/.test(to)) return fallback;
  return to;
}
