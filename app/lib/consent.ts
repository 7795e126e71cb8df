import { serialize as serializeCookie } from "cookie";
import type { Consent } from "./consent-mode";
import { safeRedirect } from "./redirect";

export type { Consent } from "./consent-mode";
export { consentModeScript } from "./consent-mode";

/**
 * The visitor's cookie choice (decision 022): one unsigned cookie read by the
 * page render and by the page cache in front of it, so both must read it with
 * these functions. It holds no secret: a forged value only changes which of
 * the visitor's own pages are rendered.
 */
export const CONSENT_COOKIE = "cookie_consent";

/** Raised when the policy changes what is asked: an older choice is then asked again. */
export const CONSENT_VERSION = 1;

/** Six months, as the privacy page says; after that the banner asks again. */
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 182;

const VALUE = /^v(\d{1,4})\.a([01])\.d([01])$/;

/** The cookie's value: `v1.a1.d0`. */
export function serializeConsentValue(consent: Consent): string {
  return `v${CONSENT_VERSION}.a${consent.analytics ? 1 : 0}.d${consent.ads ? 1 : 0}`;
}

/** The choice in a cookie value; null when there is none, it is malformed or of another policy version. */
export function parseConsentValue(value: string | undefined | null): Consent | null {
  const match = value ? VALUE.exec(value) : null;
  if (!match || Number(match[1]) !== CONSENT_VERSION) return null;
  return { analytics: match[2] === "1", ads: match[3] === "1" };
}

// The first `cookie_consent=` pair of a Cookie header. A match rather than a full parse: the page
// cache reads it on every hit, and a full parse of a header full of analytics cookies costs ten times more.
const CONSENT_PAIR = new RegExp(`(?:^|;)\\s*${CONSENT_COOKIE}\\s*=\\s*([^;]*)`);

/** The choice a Cookie header carries; the render and the page cache both read it here, so they agree. */
export function readConsent(cookieHeader: string | undefined | null): Consent | null {
  if (!cookieHeader?.includes(CONSENT_COOKIE)) return null;
  return parseConsentValue(CONSENT_PAIR.exec(cookieHeader)?.[1]?.trim());
}

/** The Set-Cookie header that stores a choice for six months; Secure over HTTPS, as the session cookie. */
export function consentSetCookie(consent: Consent, options: { secure: boolean }): string {
  return serializeCookie(CONSENT_COOKIE, serializeConsentValue(consent), {
    path: "/",
    maxAge: CONSENT_MAX_AGE_SECONDS,
    sameSite: "lax",
    secure: options.secure,
  });
}

/** A form's checkbox: ticked is `on`, anything else is no. */
export function consentFromForm(form: FormData): Consent {
  return { analytics: form.get("analytics") === "on", ads: form.get("ads") === "on" };
}

/** Where to go after the choice: a path on this site, anything else the home page. */
export function consentRedirectTo(value: FormDataEntryValue | null): string {
  return safeRedirect(typeof value === "string" ? value : null, "/");
}

/**
 * The part of a page cache key that the choice adds: the page a visitor sees
 * differs by it (banner, tags), so each state has its own entry. Empty for a
 * visitor who has not chosen (or whose choice is void), who sees the banner.
 */
export function consentCacheKeyPart(cookieHeader: string | undefined | null): string {
  const consent = readConsent(cookieHeader);
  return consent ? `#consent=${serializeConsentValue(consent)}` : "";
}

/** The Cookie header that renders the page of a cache key again with its choice (inverse of the key part). */
export function consentCookieOfCacheKey(key: string): { target: string; cookie: string } {
  const at = key.indexOf("#consent=");
  if (at === -1) return { target: key, cookie: "" };
  const consent = parseConsentValue(key.slice(at + "#consent=".length));
  return { target: key.slice(0, at), cookie: consent ? `${CONSENT_COOKIE}=${serializeConsentValue(consent)}` : "" };
}

export interface ConsentTags {
  analyticsId: string;
  tagManagerId: string;
  adsenseClient: string;
}

/** The Google tags a page carries: those an admin enabled and the visitor agreed to. */
export function consentedTags<T extends ConsentTags>(enabled: T, consent: Consent | null): T {
  return {
    ...enabled,
    analyticsId: consent?.analytics ? enabled.analyticsId : "",
    tagManagerId: consent?.analytics ? enabled.tagManagerId : "",
    adsenseClient: consent?.ads ? enabled.adsenseClient : "",
  };
}

/** Whether there is anything to ask: at least one service that needs consent is enabled. */
export function consentNeeded(enabled: ConsentTags): boolean {
  return Boolean(enabled.analyticsId || enabled.tagManagerId || enabled.adsenseClient);
}
