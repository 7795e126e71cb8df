import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest as raw, startAppServer, type RunningServer } from "../../setup/http-server";
import { signInOver } from "../../setup/requests";

// Decision 053: a signed-in page whose only personal part is its frame (the header's user and
// bell) is kept for its own session and served again while the frame reads the same.

let server: RunningServer;

beforeAll(async () => {
  server = await startAppServer({ PAGE_CACHE_MB: "16" });
}, 60_000);
afterAll(() => server?.stop());

/** Signs in and reads one page, which shows the welcome toast and sets the cookie again without it. */
async function quietSession(username: string, password: string): Promise<string> {
  return quieted(await signInOver(server.url, username, password));
}

/** A new account's session, registered through the public form. */
async function newAccountSession(username: string): Promise<string> {
  const response = await fetch(`${server.url}/register`, {
    method: "POST",
    body: new URLSearchParams({ username, email: `${username}@example.com`, password: "uzun-sifre-1", passwordConfirm: "uzun-sifre-1" }),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  const cookie = response.headers.getSetCookie().find((header) => header.startsWith("__session="));
  return quieted(cookie!.split(";")[0]);
}

async function quieted(cookie: string): Promise<string> {
  const welcome = await raw(server.url, "/", { cookie });
  const again = ([] as string[]).concat(welcome.headers["set-cookie"] ?? []).find((header) => header.startsWith("__session="));
  return again ? again.split(";")[0] : cookie;
}

async function visit(path: string, cookie: string) {
  const page = await raw(server.url, path, { cookie, "accept-encoding": "identity" });
  expect(page.status, path).toBe(200);
  return { cache: page.headers["x-page-cache"], cacheControl: page.headers["cache-control"], html: page.body.toString() };
}

/** The bell's label for `count` unread notices, as the header writes it. */
const bell = (count: number) => `Bildirimler (${count} okunmamış)`;

describe("a signed-in page kept for its session", () => {
  it("is served again to the same session only, private, with the reader's own frame", async () => {
    const ayse = await quietSession("ayse", "ayse123");
    const first = await visit("/about", ayse);
    expect(first.cache).toBe("MISS");
    const second = await visit("/about", ayse);
    expect(second.cache).toBe("HIT");
    expect(second.html).toBe(first.html);
    expect(second.html).toContain("ayse");
    expect(second.cacheControl).toBe("private, no-store");

    // Another reader, and an anonymous visitor, each get their own page.
    const ahmet = await quietSession("ahmet", "ahmet123");
    const his = await visit("/about", ahmet);
    expect(his.cache).toBe("MISS");
    expect(his.html).toContain("ahmet");
    expect(his.html).not.toContain("ayse@");
    const nobody = await visit("/about", "");
    expect(nobody.html).not.toContain("ayse");
    expect(nobody.html).not.toContain("ahmet");
  });

  it("is rendered again when the bell's count moves, then kept with the new count", async () => {
    const cookie = await quietSession("ahmet", "ahmet123");
    await visit("/faq", cookie);
    expect((await visit("/faq", cookie)).cache).toBe("HIT");
    const database = server.database();
    const user = await database.selectFrom("users").select("id").where("username", "=", "ahmet").executeTakeFirstOrThrow();
    const before = await database
      .selectFrom("user_notifications")
      .select("id")
      .where("user_id", "=", user.id)
      .where("is_read", "=", 0)
      .execute();
    await database
      .insertInto("user_notifications")
      .values({ user_id: user.id, title: "Sinyal kapandı", message: "BTC sinyali hedefe ulaştı.", link: "/signals" })
      .execute();

    const after = await visit("/faq", cookie);
    expect(after.cache).toBe("MISS");
    expect(after.html).toContain(bell(before.length + 1));
    expect((await visit("/faq", cookie)).cache).toBe("HIT");
  });

  it("is not served once the session has ended on the server (signed out elsewhere, password changed)", async () => {
    const username = `ozel${Date.now().toString(36)}`;
    const cookie = await newAccountSession(username);
    await visit("/services", cookie);
    expect((await visit("/services", cookie)).cache).toBe("HIT");
    const database = server.database();
    const user = await database.selectFrom("users").select("id").where("username", "=", username).executeTakeFirstOrThrow();
    await database.deleteFrom("sessions").where("user_id", "=", user.id).execute();

    const after = await visit("/services", cookie);
    expect(after.cache).not.toBe("HIT");
    expect(after.html).not.toContain(username);
  });

  it("is rendered again after an admin's content write", async () => {
    const admin = await quietSession("admin", "admin123");
    await visit("/terms", admin);
    expect((await visit("/terms", admin)).cache).toBe("HIT");
    const saved = await fetch(`${server.url}/api/seo/settings`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: admin },
      body: JSON.stringify({ site_name: "Özel Önbellek Sitesi" }),
    });
    expect(saved.status, await saved.clone().text()).toBeLessThan(300);
    const after = await visit("/terms", admin);
    expect(after.cache).toBe("MISS");
    expect(after.html).toContain("Özel Önbellek Sitesi");
  });

  it("is never kept when the page itself reads the reader (its own list, an admin's tools)", async () => {
    const cookie = await quietSession("ayse", "ayse123");
    for (const path of ["/crypto-analysis", "/launch-tracker"]) {
      await visit(path, cookie);
      const again = await visit(path, cookie);
      expect(again.cache, path).toBeUndefined();
      expect(again.cacheControl, path).toBe("private, no-store");
    }
  });
});
