import { describe, expect, it } from "vitest";
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  consentCacheKeyPart,
  consentModeScript,
  consentNeeded,
  consentRedirectTo,
  consentSetCookie,
  consentedTags,
  parseConsentValue,
  readConsent,
  serializeConsentValue,
} from "~/lib/consent";
import { pageCacheKeyOfRequest, pageCacheRequestOfKey } from "~/lib/page-cache/key";
import { action } from "~/routes/cookie-consent";

const tags = { analyticsId: "G-1", tagManagerId: "GTM-1", adsenseClient: "ca-pub-1", searchConsoleVerification: "kod" };

describe("the consent cookie's value", () => {
  it("round-trips each of the four choices", () => {
    for (const analytics of [true, false]) {
      for (const ads of [true, false]) {
        expect(parseConsentValue(serializeConsentValue({ analytics, ads }))).toEqual({ analytics, ads });
      }
    }
    expect(serializeConsentValue({ analytics: true, ads: false })).toBe("v1.a1.d0");
  });

  it("voids values of another policy version and malformed ones, so the banner asks again", () => {
    for (const value of ["v0.a1.d1", "v2.a1.d1", "v1.a2.d0", "v1.a1", "a1.d1", "", " v1.a1.d1", "v1.a1.d1x"]) {
      expect(parseConsentValue(value), value).toBeNull();
    }
    expect(parseConsentValue(undefined)).toBeNull();
  });

  it("is read from a Cookie header beside other cookies", () => {
    expect(readConsent(`__session=abc; ${CONSENT_COOKIE}=v1.a0.d1; _ga=x`)).toEqual({ analytics: false, ads: true });
    expect(readConsent("cookie_consent = v1.a1.d1 ;x=1")).toEqual({ analytics: true, ads: true });
    expect(readConsent("cookie_consent=v1.a1.d1; cookie_consent=v1.a0.d0")).toEqual({ analytics: true, ads: true });
    expect(readConsent("my_cookie_consent=v1.a1.d1")).toBeNull();
    expect(readConsent("_ga=x")).toBeNull();
    expect(readConsent(null)).toBeNull();
  });

  it("is stored for six months, SameSite=Lax, Secure only over HTTPS", () => {
    const header = consentSetCookie({ analytics: true, ads: true }, { secure: false });
    expect(header).toBe(`${CONSENT_COOKIE}=v1.a1.d1; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`);
    expect(CONSENT_MAX_AGE_SECONDS / 86_400).toBeGreaterThanOrEqual(180);
    expect(CONSENT_MAX_AGE_SECONDS / 86_400).toBeLessThanOrEqual(184);
    expect(consentSetCookie({ analytics: false, ads: false }, { secure: true })).toMatch(/; Secure(;|$)/);
  });
});

describe("redirectTo after the choice", () => {
  it("keeps a path on this site and sends anything else home", () => {
    expect(consentRedirectTo("/blog?page=2")).toBe("/blog?page=2");
    for (const bad of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", "blog", "", null]) {
      expect(consentRedirectTo(bad), String(bad)).toBe("/");
    }
  });
});

describe("tags by consent", () => {
  it("keeps only the consented categories' tags", () => {
    expect(consentedTags(tags, null)).toEqual({ ...tags, analyticsId: "", tagManagerId: "", adsenseClient: "" });
    expect(consentedTags(tags, { analytics: true, ads: false })).toEqual({ ...tags, adsenseClient: "" });
    expect(consentedTags(tags, { analytics: false, ads: true })).toEqual({ ...tags, analyticsId: "", tagManagerId: "" });
    expect(consentNeeded({ analyticsId: "", tagManagerId: "", adsenseClient: "" })).toBe(false);
    expect(consentNeeded({ analyticsId: "", tagManagerId: "", adsenseClient: "ca-pub-1" })).toBe(true);
  });

  it("sets Consent Mode's denied defaults before the update of what was granted", () => {
    const script = consentModeScript({ analytics: true, ads: false });
    const defaults = script.indexOf(
      "gtag('consent','default',{ad_storage:'denied',analytics_storage:'denied',ad_user_data:'denied',ad_personalization:'denied'})",
    );
    const update = script.indexOf(
      `gtag('consent','update',{"analytics_storage":"granted","ad_storage":"denied","ad_user_data":"denied","ad_personalization":"denied"})`,
    );
    expect(defaults).toBeGreaterThan(-1);
    expect(update).toBeGreaterThan(defaults);
  });
});

describe("page cache keys by consent state", () => {
  it("gives each choice its own entry and the undecided visitor the plain one", () => {
    expect(pageCacheKeyOfRequest("/blog", undefined)).toBe("/blog");
    expect(pageCacheKeyOfRequest("/blog", "_ga=1; cookie_consent=v9.a1.d1")).toBe("/blog");
    const keys = ["v1.a0.d0", "v1.a1.d0", "v1.a0.d1", "v1.a1.d1"].map((value) => pageCacheKeyOfRequest("/blog", `cookie_consent=${value}`));
    expect(new Set([...keys, "/blog"]).size).toBe(5);
    expect(pageCacheKeyOfRequest("/admin", "cookie_consent=v1.a1.d1")).toBeNull();
  });

  it("renders a key's page again with the same choice", () => {
    const key = pageCacheKeyOfRequest("/blog?page=2", "cookie_consent=v1.a1.d0")!;
    expect(pageCacheRequestOfKey(key)).toEqual({ target: "/blog?page=2", cookie: "cookie_consent=v1.a1.d0" });
    expect(pageCacheRequestOfKey("/blog")).toEqual({ target: "/blog", cookie: "" });
    expect(consentCacheKeyPart("cookie_consent=v1.a1.d0")).toBe("#consent=v1.a1.d0");
  });
});

describe("POST /cookie-consent", () => {
  const post = (fields: Record<string, string>, origin = "http://localhost") =>
    action({
      request: new Request(`${origin}/cookie-consent`, { method: "POST", body: new URLSearchParams(fields) }),
      params: {},
      context: { cspNonce: "", clientIp: "203.0.113.1" },
    });

  it("stores the choice and goes back with a 303", async () => {
    const response = await post({ analytics: "on", redirectTo: "/blog" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/blog");
    expect(response.headers.get("Set-Cookie")).toMatch(/^cookie_consent=v1\.a1\.d0;/);
  });

  it("takes only `on` as a yes and sends a foreign redirectTo home", async () => {
    const response = await post({ analytics: "yes", ads: "true", redirectTo: "https://evil.example/" });
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.get("Set-Cookie")).toMatch(/^cookie_consent=v1\.a0\.d0;/);
    expect(response.headers.get("Set-Cookie")).not.toContain("Secure");
  });

  it("marks the cookie Secure over HTTPS", async () => {
    const response = await post({ ads: "on" }, "https://site.example");
    expect(response.headers.get("Set-Cookie")).toMatch(/^cookie_consent=v1\.a0\.d1;.*Secure/);
  });
});
