import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type RunningServer } from "../../setup/http-server";
import { signInOver } from "../../setup/requests";

// The running server with its page cache on: every admin write must show on the
// next anonymous read, which would otherwise be answered from the cache.
let server: RunningServer;
let admin: string;

beforeAll(async () => {
  server = await startAppServer({ PAGE_CACHE_MB: "16" });
  admin = await signInOver(server.url, "admin", "admin123");
}, 60_000);

afterAll(() => server?.stop());

async function visit(path: string, base = server.url) {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, cache: response.headers.get("x-page-cache"), html: await response.text() };
}

/** Reads `path` until it comes from the cache, so the test below proves the write emptied it. */
async function cached(path: string) {
  await visit(path);
  const second = await visit(path);
  expect(second.cache).toBe("HIT");
  return second.html;
}

async function api(method: string, path: string, body: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { "Content-Type": "application/json", Cookie: admin },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response.json();
}

async function read(path: string) {
  return (await fetch(`${server.url}${path}`, { headers: { Cookie: admin } })).json();
}

describe("an anonymous read after an admin write", () => {
  it("maintenance on and off", async () => {
    await cached("/about");
    await api("PUT", "/api/maintenance-mode", { enabled: true });
    expect((await visit("/about")).status).toBe(503);
    await api("PUT", "/api/maintenance-mode", { enabled: false });
    const after = await visit("/about");
    expect(after.status).toBe(200);
    expect(after.cache).toBe("MISS");
  });

  it("SEO settings", async () => {
    expect(await cached("/")).not.toContain("Önbellek Deneme Sitesi");
    await api("POST", "/api/seo/settings", { site_name: "Önbellek Deneme Sitesi" });
    expect((await visit("/")).html).toContain("Önbellek Deneme Sitesi");
  });

  it("site settings", async () => {
    expect(await cached("/arbitrage-opportunities")).not.toContain(">%0,123<");
    const form = new URLSearchParams({ registrationEnabled: "on", aiRequestsPerHour: "100", arbitrageFeePercent: "0,123" });
    const saved = await fetch(`${server.url}/admin/settings`, {
      method: "POST",
      body: form,
      headers: { Cookie: admin },
      redirect: "manual",
    });
    expect(saved.status).toBeLessThan(400);
    expect((await visit("/arbitrage-opportunities")).html).toContain(">%0,123<");
  });

  it("home sections", async () => {
    const sections = (await read("/api/home/sections")) as Array<{ id: number; enabled: boolean }>;
    const section = sections.find((s) => s.enabled)!;
    expect(await cached("/")).not.toContain("Önbellekten Taze Bölüm");
    await api("PUT", `/api/home/sections/${section.id}`, { title: "Önbellekten Taze Bölüm" });
    expect((await visit("/")).html).toContain("Önbellekten Taze Bölüm");
  });

  it("footer", async () => {
    const info = (await read("/api/footer/info")) as Record<string, unknown>;
    expect(await cached("/services")).not.toContain("Önbellek Şirketi A.Ş.");
    const { company_name: _old, id: _id, updated_at: _at, ...rest } = info;
    await api("POST", "/api/footer/info", { ...rest, company_name: "Önbellek Şirketi A.Ş." });
    expect((await visit("/services")).html).toContain("Önbellek Şirketi A.Ş.");
  });

  it("about", async () => {
    const info = (await read("/api/about/info")) as Record<string, unknown>;
    expect(await cached("/about")).not.toContain("Önbellekli Hakkımızda");
    const filled = Object.fromEntries(Object.entries(info).filter(([, value]) => value !== null));
    await api("POST", "/api/about/info", { ...filled, title: "Önbellekli Hakkımızda" });
    expect((await visit("/about")).html).toContain("Önbellekli Hakkımızda");
  });

  it("blog", async () => {
    const posts = (await read("/api/blog/posts")) as Array<Record<string, unknown> & { id: number; slug: string; status: string }>;
    const post = posts.find((p) => p.status === "published")!;
    expect(await cached("/blog")).not.toContain("Önbellek Sonrası Başlık");
    expect(await cached(`/blog/${post.slug}`)).not.toContain("Önbellek Sonrası Başlık");
    await api("PUT", `/api/blog/posts/${post.id}`, { ...post, title: "Önbellek Sonrası Başlık" });
    expect((await visit("/blog")).html).toContain("Önbellek Sonrası Başlık");
    expect((await visit(`/blog/${post.slug}`)).html).toContain("Önbellek Sonrası Başlık");
  });

  it("users' data: an admin's change to a user raises the content version", async () => {
    // Read straight from the server's database: its SQLite file, or its PostgreSQL database under test:pg.
    const version = async () => (await server.database().selectFrom("content_version").select("version").executeTakeFirstOrThrow()).version;
    const users = (await read("/api/users")) as Array<{ id: number; username: string }>;
    const ayse = users.find((u) => u.username === "ayse")!;
    const before = await version();
    await api("PUT", `/api/users/${ayse.id}`, { email: "ayse-yeni@example.com" });
    expect(await version()).toBeGreaterThan(before);
  });
});

describe("what a cached page never carries", () => {
  it("a signed-in reader's name, session or cookie", async () => {
    const ahmet = await signInOver(server.url, "ahmet", "ahmet123");
    const personal = await fetch(`${server.url}/services`, { headers: { Cookie: ahmet } });
    expect(personal.headers.get("cache-control")).toBe("private, no-store");
    expect(personal.headers.get("x-page-cache")).toBeNull();
    expect(await personal.text()).toContain("ahmet");
    await fetch(`${server.url}/logout`, { method: "POST", headers: { Cookie: ahmet }, redirect: "manual" });

    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${server.url}/services`);
      expect(response.headers.get("set-cookie")).toBeNull();
      const html = await response.text();
      expect(html).not.toContain("ahmet");
      expect(html).not.toContain("__session");
    }
  });
});

describe("two server processes on one database", () => {
  it("agree: a write through one empties the other's cache", async () => {
    // On PostgreSQL (npm run test:pg) the two share its database, and the write reaches the other by NOTIFY.
    const shared: Record<string, string> = server.databaseUrl
      ? { DATABASE_URL: server.databaseUrl }
      : { DATABASE_PATH: server.databasePath };
    const other = await startAppServer({ PAGE_CACHE_MB: "16", ...shared });
    try {
      await cached("/faq");
      await visit("/faq", other.url);
      expect((await visit("/faq", other.url)).cache).toBe("HIT");
      await api("POST", "/api/seo/settings", { site_name: "İki Süreçli Site" });
      expect((await visit("/faq", other.url)).html).toContain("İki Süreçli Site");
    } finally {
      await other.stop();
    }
  }, 60_000);
});

describe("a market page", () => {
  it("is served stale for the second half of its window while one rebuild replaces it, and never after", async () => {
    const market = await startAppServer({ PAGE_CACHE_MB: "16", MARKET_REFRESH_MS: "2000" });
    try {
      const first = await visit("/market-data", market.url);
      expect(first.cache).toBe("MISS");
      expect((await visit("/market-data", market.url)).cache).toBe("HIT");
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await visit("/market-data", market.url)).cache).toBe("STALE");
      // The rebuild runs in the background: until it lands the page stays STALE (a loaded
      // machine may take longer than usual), and what replaces it is a HIT, never a MISS.
      let next = await visit("/market-data", market.url);
      for (const until = Date.now() + 3000; next.cache === "STALE" && Date.now() < until;) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        next = await visit("/market-data", market.url);
      }
      expect(next.cache).toBe("HIT");
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expect((await visit("/market-data", market.url)).cache).toBe("MISS");
    } finally {
      await market.stop();
    }
  }, 60_000);
});
