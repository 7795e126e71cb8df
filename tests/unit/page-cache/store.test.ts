import { createHash } from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { isAnonymousRequest, pageCacheKey, pageCacheKeyOfTarget, privatePageCacheKey } from "~/lib/page-cache/key";
import { pageCacheRule, pageLifetime, readsOnlyDeclaredQuery } from "~/lib/page-cache/rules";
import { buildCachedPage, inlineScriptHashes, PageCache, policyWithHashes, type CachedPage } from "~/server/page-cache/store.server";

const key = (address: string) => pageCacheKey(new URL(address, "http://localhost"));

describe("the cache key", () => {
  it("keeps the query that changes a page, sorted, and drops tracking parameters", () => {
    expect(key("/blog")).toBe("/blog");
    expect(key("/blog?utm_source=x&fbclid=1&gclid=2")).toBe("/blog");
    expect(key("/blog?page=2&category=btc&utm_medium=mail")).toBe("/blog?category=btc&page=2");
    expect(key("/blog?category=btc&page=2")).toBe(key("/blog?page=2&category=btc"));
  });

  it("sorts the query by name in either order, keeping a repeated name's values as sent", () => {
    expect(key("/blog?c=3&b=2&a=1")).toBe("/blog?a=1&b=2&c=3");
    expect(key("/blog?a=1&c=3&b=2")).toBe("/blog?a=1&b=2&c=3");
    expect(key("/blog?b=2&a=1&c=3")).toBe("/blog?a=1&b=2&c=3");
    // `?tag=b&tag=a` is not `?tag=a&tag=b` to a page that lists its tags in order.
    expect(key("/blog?tag=b&tag=a")).toBe("/blog?tag=b&tag=a");
    expect(key("/blog?tag=b&page=2&tag=a")).toBe("/blog?page=2&tag=b&tag=a");
  });

  it("keeps a signed-in page under its key and the exact session cookie, and nothing without one", () => {
    expect(privatePageCacheKey("/about", "__session=abc")).toBe("/about\u0000abc");
    expect(privatePageCacheKey("/about", "_ga=1; __session=xyz")).toBe("/about\u0000xyz");
    expect(privatePageCacheKey("/about", "__session=abc")).not.toBe(privatePageCacheKey("/about", "__session=abd"));
    // The visitor's cookie choice is part of the page's key, as for everyone (decision 022).
    expect(privatePageCacheKey("/about", "__session=abc; cookie_consent=v1.a1.d0")).toBe("/about#consent=v1.a1.d0\u0000abc");
    for (const header of [undefined, null, "", "_ga=1", "__session=", "x__session=abc"]) {
      expect(privatePageCacheKey("/about", header), String(header)).toBeNull();
    }
    expect(privatePageCacheKey("/account", "__session=abc")).toBeNull();
    expect(privatePageCacheKey("/admin", "__session=abc")).toBeNull();
  });

  it("never caches personal, admin, API or data addresses", () => {
    for (const path of ["/admin", "/admin/users", "/api/ticker", "/account", "/login", "/blog.data", "/notifications"]) {
      expect(key(path)).toBeNull();
    }
    expect(key("/administrator-guide")).toBe("/administrator-guide");
  });

  it("reads a request target as its URL would be read, without parsing a plain path", () => {
    for (const target of ["/", "/blog", "/blog/", "/blog/bitcoin-nedir", "/a%20b", "/blog?page=2&category=btc", "/blog?utm_source=x"]) {
      expect(pageCacheKeyOfTarget(target)).toBe(key(target));
    }
    // Dot segments and doubled slashes are resolved first, as the rendering side resolves them.
    expect(pageCacheKeyOfTarget("/blog/../about")).toBe("/about");
    expect(pageCacheKeyOfTarget("/blog/%2e%2e/about")).toBe("/about");
    expect(pageCacheKeyOfTarget("/blog/./x")).toBe("/blog/x");
    for (const target of [
      "/admin",
      "/api/ticker",
      "/blog.data",
      "/favicon.ico",
      "/blog?_data=root",
      "//evil.example/x",
      "*",
      "http://x/",
    ]) {
      expect(pageCacheKeyOfTarget(target)).toBeNull();
    }
  });

  it("counts only the session cookie as signed in", () => {
    expect(isAnonymousRequest(undefined)).toBe(true);
    expect(isAnonymousRequest("_ga=GA1.2.3; _gid=x")).toBe(true);
    expect(isAnonymousRequest("_ga=1; __session=abc")).toBe(false);
    expect(isAnonymousRequest("__session=abc")).toBe(false);
    expect(isAnonymousRequest("not__session=abc")).toBe(true);
  });

  it("reads the session cookie as the app's cookie parser does, whatever its spelling or validity", () => {
    // Issue 26: a regular expression took these for anonymous while Remix signed them in.
    for (const header of [
      "__session =abc",
      "_ga=1;\t__session\t=abc",
      "_ga=1;  __session= abc",
      '__session="abc"',
      "__session =abc; __session=x",
      "__session=",
    ]) {
      expect(isAnonymousRequest(header), header).toBe(false);
    }
    for (const header of ["session=abc", "x__session=abc", "__sessionx=abc", "_ga=__session=abc", "__session"]) {
      expect(isAnonymousRequest(header), header).toBe(true);
    }
  });
});

describe("rules and lifetimes", () => {
  it("keeps an address only when its page declares every query parameter it has", () => {
    const handle = { pageCache: "content", pageCacheQuery: ["page", "search"] };
    const reads = (query: string, of: unknown = handle) => readsOnlyDeclaredQuery(of, new URLSearchParams(query));
    expect(reads("")).toBe(true);
    expect(reads("page=2&search=btc")).toBe(true);
    expect(reads("page=2&utm_source=mail&fbclid=1")).toBe(true);
    expect(reads("page=2&x=1")).toBe(false);
    expect(reads("constructor=1")).toBe(false);
    expect(reads("page=2", { pageCache: "content" })).toBe(false);
    expect(reads("", { pageCache: "content" })).toBe(true);
    // A handle that is not an object declares nothing, and reading it never throws.
    for (const odd of [undefined, null, "page", 7]) {
      expect(readsOnlyDeclaredQuery(odd, new URLSearchParams("page=2"))).toBe(false);
      expect(readsOnlyDeclaredQuery(odd, new URLSearchParams("utm_source=x"))).toBe(true);
    }
  });

  it("reads a route's handle", () => {
    expect(pageCacheRule({ pageCache: "content" })).toBe("content");
    expect(pageCacheRule({ pageCache: "forever" })).toBeUndefined();
    expect(pageCacheRule(undefined)).toBeUndefined();
    expect(pageCacheRule(null)).toBeUndefined();
    expect(pageCacheRule("content")).toBeUndefined();
    expect(pageCacheRule({})).toBeUndefined();
    expect(pageCacheRule({ pageCache: ["content"] })).toBeUndefined();
  });

  it("keeps a market page no longer than the market's freshness window", () => {
    const market = pageLifetime("market", 30_000);
    expect(market.freshMs).toBe(15_000);
    expect(market.staleMs).toBe(30_000);
    expect(market.cacheControl).toBe("public, max-age=0, s-maxage=15, stale-while-revalidate=15");
    expect(pageLifetime("content", 30_000).cacheControl).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  });

  it("keeps a content page ten minutes and a counted one a minute, each served stale a minute more", () => {
    expect(pageLifetime("content", 30_000)).toEqual({
      freshMs: 600_000,
      staleMs: 660_000,
      cacheControl: "public, max-age=0, s-maxage=10, stale-while-revalidate=30",
    });
    expect(pageLifetime("counted", 30_000)).toEqual({
      freshMs: 60_000,
      staleMs: 120_000,
      cacheControl: "public, max-age=0, s-maxage=60, stale-while-revalidate=30",
    });
  });
});

describe("script hashes", () => {
  const html =
    '<script type="application/ld+json" nonce="abc">{"a":1}</script><script nonce="abc">window.x = 1;</script>' +
    '<script nonce="abc" type="module" async="">import("/build/a.js");</script><script src="/build/b.js" nonce="abc"></script>';
  const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

  it("hashes the inline scripts that run, not data blocks or external scripts", () => {
    expect(inlineScriptHashes(html)).toEqual([sha("window.x = 1;"), sha('import("/build/a.js");')]);
  });

  it("puts the hashes where the nonce was and leaves the rest of the policy alone", () => {
    const policy = "default-src 'self'; script-src 'self' 'nonce-abc' https://www.googletagmanager.com; object-src 'none'";
    expect(policyWithHashes(policy, "abc", ["'sha256-x'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-x' https://www.googletagmanager.com; object-src 'none'",
    );
    expect(policyWithHashes(policy, "abc", [])).toBe(
      "default-src 'self'; script-src 'self' https://www.googletagmanager.com; object-src 'none'",
    );
  });

  it("builds an entry without the render's nonce, compressed, with its policy and headers", async () => {
    const page = await buildCachedPage({
      key: "/x",
      version: 3,
      rule: "content",
      body: Buffer.from(html),
      headers: new Headers({ "Content-Type": "text/html; charset=utf-8", "Set-Cookie": "a=b", "X-Frame-Options": "SAMEORIGIN" }),
      securityHeaders: [
        ["X-Frame-Options", "DENY"],
        ["X-Content-Type-Options", "nosniff"],
      ],
      policy: "script-src 'self' 'nonce-abc'",
      nonce: "abc",
      marketRefreshMs: 30_000,
      now: 1000,
    });
    expect(page.identity.toString()).not.toContain("abc");
    expect(zlib.gunzipSync(page.gzip).equals(page.identity)).toBe(true);
    expect(zlib.brotliDecompressSync(page.br).equals(page.identity)).toBe(true);
    const headers = Object.fromEntries(page.headers.map(([name, value]) => [name.toLowerCase(), value]));
    expect(headers["set-cookie"]).toBeUndefined();
    expect(headers["content-security-policy"]).toBe(`script-src 'self' ${sha("window.x = 1;")} ${sha('import("/build/a.js");')}`);
    expect(headers.etag).toBe(page.etag);
    expect(page.etag).toMatch(/^W\/"[\w-]{27}"$/);
    // The site's own security headers win over a route's, and appear once.
    expect(page.headers.filter(([name]) => name.toLowerCase() === "x-frame-options")).toEqual([["X-Frame-Options", "DENY"]]);
    expect(headers["x-content-type-options"]).toBe("nosniff");
  });

  it("prepares each answer's complete header list: every page header, the body's encoding and length, then its cache state", async () => {
    const page = await buildCachedPage({
      key: "/x",
      version: 1,
      rule: "content",
      body: Buffer.from(html),
      headers: new Headers({ "Content-Type": "text/html; charset=utf-8" }),
      securityHeaders: [["X-Content-Type-Options", "nosniff"]],
      policy: "script-src 'self' 'nonce-abc'",
      nonce: "abc",
      marketRefreshMs: 30_000,
    });
    const pairs = (flat: string[]) => Array.from({ length: flat.length / 2 }, (_, i) => [flat[2 * i], flat[2 * i + 1]]);
    for (const encoding of ["identity", "gzip", "br"] as const) {
      const head = pairs(page.head[encoding]);
      expect(head.slice(0, page.headers.length)).toEqual(page.headers);
      const transfer = Object.fromEntries(head.slice(page.headers.length));
      expect(transfer["Content-Length"]).toBe(String(page[encoding].length));
      expect(transfer["Content-Encoding"]).toBe(encoding === "identity" ? undefined : encoding);
      expect(head.at(-1)).toEqual(["X-Page-Cache", "HIT"]);
    }
    const notModified = pairs(page.head.notModified);
    expect(notModified.map(([name]) => name)).not.toContain("Content-Type");
    expect(notModified).toContainEqual(["ETag", page.etag]);
    expect(notModified.at(-1)).toEqual(["X-Page-Cache", "HIT"]);
  });
});

function fakePage(key: string, bytes: number, version = 1, now = 0): CachedPage {
  const body = Buffer.alloc(0);
  return {
    key,
    version,
    builtAt: now,
    freshUntil: now + 100,
    staleUntil: now + 200,
    headers: [],
    head: { identity: [], gzip: [], br: [], notModified: [] },
    etag: "",
    identity: body,
    gzip: body,
    br: body,
    bytes,
  };
}

describe("the store", () => {
  it("evicts the least recently used page when over its byte budget", () => {
    const cache = new PageCache({ maxBytes: 1000, contentVersion: () => 1, now: () => 0 });
    cache.store(fakePage("/a", 120));
    cache.store(fakePage("/b", 120));
    expect(cache.lookup("/a")).toBeDefined();
    for (const name of ["/c", "/d", "/e", "/f", "/g", "/h", "/i"]) cache.store(fakePage(name, 120));
    expect(cache.size.bytes).toBeLessThanOrEqual(1000);
    expect(cache.lookup("/b")).toBeUndefined();
    expect(cache.lookup("/a")).toBeDefined();
    expect(cache.store(fakePage("/huge", 200))).toBe(false);
  });

  it("never serves a page built under another content version, nor one it refused", () => {
    let version = 1;
    const cache = new PageCache({ maxBytes: 10_000, contentVersion: () => version, now: () => 0 });
    cache.store(fakePage("/a", 10));
    version = 2;
    expect(cache.lookup("/a")).toBeUndefined();
    expect(cache.size.pages).toBe(0);
    // Content changed while the page was rendered: it is not kept.
    expect(cache.store(fakePage("/a", 10, 1))).toBe(false);
  });

  it("serves a page fresh, then stale for a background rebuild, then not at all", () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 10_000, contentVersion: () => 1, now: () => now });
    cache.store(fakePage("/a", 10));
    expect(cache.lookup("/a")?.stale).toBe(false);
    now = 150;
    expect(cache.lookup("/a")?.stale).toBe(true);
    expect(cache.claimRebuild("/a")).toBe(true);
    expect(cache.claimRebuild("/a")).toBe(false);
    now = 200;
    expect(cache.lookup("/a")).toBeUndefined();
  });

  it("lets one render run per key while others wait for it", async () => {
    const cache = new PageCache({ maxBytes: 10_000, contentVersion: () => 1 });
    expect(cache.pending("/a")).toBeUndefined();
    const release = cache.lead("/a");
    const waiting = cache.pending("/a");
    expect(waiting).toBeDefined();
    cache.store(fakePage("/a", 10, 1, Date.now()));
    release();
    await waiting;
    expect(cache.pending("/a")).toBeUndefined();
    expect(cache.lookup("/a")).toBeDefined();
  });

  it("gives pages with a query at most a quarter of the cache, taken from each other, never from plain pages", () => {
    const cache = new PageCache({ maxBytes: 1000, contentVersion: () => 1, now: () => 0 });
    for (const name of ["/a", "/b", "/c"]) cache.store(fakePage(name, 100));
    for (let i = 0; i < 50; i++) cache.store(fakePage(`/blog?search=${i}`, 100));
    expect(cache.size.queryBytes).toBeLessThanOrEqual(250);
    expect(cache.size.bytes).toBe(500);
    for (const name of ["/a", "/b", "/c", "/blog?search=48", "/blog?search=49"]) expect(cache.lookup(name), name).toBeDefined();
    expect(cache.lookup("/blog?search=47")).toBeUndefined();
  });

  it("is off at zero bytes", () => {
    const cache = new PageCache({ maxBytes: 0, contentVersion: () => 1 });
    expect(cache.enabled).toBe(false);
    expect(cache.store(fakePage("/a", 1))).toBe(false);
  });
});
