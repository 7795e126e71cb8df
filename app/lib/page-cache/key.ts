import { parse as parseCookie } from "cookie";
import { consentCacheKeyPart, consentCookieOfCacheKey } from "../consent";
import { isTrackingParam } from "./tracking";

/** Paths never answered from the page cache whatever their route says: personal, admin, API, built assets, files and Remix data requests. */
const NEVER_CACHED = /^\/(?:admin|api|account|login|logout|register|notifications|build)(?:\/|$)|\.[a-z0-9]+$/i;

/**
 * The cache key of a page address: its path and its query without tracking
 * parameters, sorted by name so `?a=1&b=2` and `?b=2&a=1` share an entry.
 * Null for addresses that are never cached.
 */
export function pageCacheKey(url: URL): string | null {
  if (NEVER_CACHED.test(url.pathname) || url.searchParams.has("_data")) return null;
  const params = [...url.searchParams].filter(([name]) => !isTrackingParam(name));
  if (params.length === 0) return url.pathname;
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${url.pathname}?${new URLSearchParams(params).toString()}`;
}

/** Characters a URL parser leaves as they are in a path. */
const PLAIN_PATH_CHARS = /^\/[\w~%./-]*$/;

/**
 * A request target that is a plain path: no query, no dot segments (`/.`, `/%2e`), no empty segments.
 * Only a shortcut: the URL parser gives a plain path the same key, so a mutant that sends every
 * target to it (an empty body, a check taken as false, an empty search string) changes nothing
 * a test can see.
 */
// Stryker disable next-line BlockStatement: the parser's key is the same (above).
function isPlainPath(target: string): boolean {
  // Stryker disable next-line StringLiteral: the parser's key is the same (above).
  return PLAIN_PATH_CHARS.test(target) && !target.includes("//") && !target.includes("/.") && !target.includes("/%");
}

/**
 * The cache key of a request target as the HTTP request line gives it (`/blog?page=2`).
 * A plain path is its own key without parsing; anything else is read as a URL.
 */
export function pageCacheKeyOfTarget(target: string): string | null {
  if (isPlainPath(target)) return NEVER_CACHED.test(target) ? null : target;
  if (!target.startsWith("/") || target.startsWith("//")) return null;
  return pageCacheKey(new URL(target, "http://localhost"));
}

/**
 * The cache key of an anonymous request: its target's key and the visitor's cookie
 * choice, so a page rendered for one choice is only ever served for the same one
 * (decision 022). Null for addresses that are never cached.
 */
export function pageCacheKeyOfRequest(target: string, cookieHeader: string | undefined | null): string | null {
  const key = pageCacheKeyOfTarget(target);
  return key === null ? null : key + consentCacheKeyPart(cookieHeader);
}

/** The address and Cookie header that render a cache key's page again in the background. */
export function pageCacheRequestOfKey(key: string): { target: string; cookie: string } {
  return consentCookieOfCacheKey(key);
}

/** The name of the session cookie (see server/session.server.ts). */
export const SESSION_COOKIE = "__session";

/**
 * Whether a Cookie header carries the session cookie at all, valid or not, read
 * by the parser Remix reads it with: it trims names and values, takes quoted
 * values and keeps the first of two cookies with one name, so `__session =…`
 * or `__session="…"` is a session here exactly when it is one for the app.
 */
export function carriesSessionCookie(cookieHeader: string | undefined | null): boolean {
  // The parser never changes a name's characters, so a header without them carries no session.
  if (!cookieHeader?.includes(SESSION_COOKIE)) return false;
  return Object.hasOwn(parseCookie(cookieHeader), SESSION_COOKIE);
}

/**
 * The cache key of a signed-in request: its page's key and the session cookie's exact value,
 * so a page is only ever served again for the very cookie it was rendered for (a new flash
 * message or sign-in makes a new value). Null for addresses that are never cached and for a
 * request without a session cookie.
 */
export function privatePageCacheKey(target: string, cookieHeader: string | undefined | null): string | null {
  const key = pageCacheKeyOfRequest(target, cookieHeader);
  const session = cookieHeader?.includes(SESSION_COOKIE) ? parseCookie(cookieHeader)[SESSION_COOKIE] : undefined;
  return key === null || !session ? null : `${key}\u0000${session}`;
}

/**
 * Whether a request comes from a visitor without a session. Only the session
 * cookie counts: analytics cookies on the same site do not make a page personal.
 */
export function isAnonymousRequest(cookieHeader: string | undefined | null): boolean {
  return !carriesSessionCookie(cookieHeader);
}
