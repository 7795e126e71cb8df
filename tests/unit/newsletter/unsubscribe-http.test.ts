import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type RunningServer } from "../../setup/http-server";

/**
 * The one-click unsubscribe through the production server (server.mjs and its cross-site
 * check), as a mail client sends it: a POST with `List-Unsubscribe=One-Click`, no cookie.
 */
let server: RunningServer;

beforeAll(async () => {
  // No background work: nothing here needs it, and the news feeds would reach out.
  server = await startAppServer({ NEWS_SCHEDULE: "off" });
});
afterAll(() => server.stop());

async function addActive(email: string, token: string) {
  await server.database().insertInto("newsletter_subscribers").values({ email, status: "active", unsubscribe_token: token }).execute();
}

function statusOf(email: string) {
  return server
    .database()
    .selectFrom("newsletter_subscribers")
    .select(["status", "unsubscribed_at"])
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
}

function oneClick(token: string, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/newsletter/unsubscribe?token=${token}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: "List-Unsubscribe=One-Click",
    redirect: "manual",
  });
}

describe("one-click unsubscribe over HTTP", () => {
  it("a mail client's POST (no Origin, no cookie) unsubscribes at once with a 2xx", async () => {
    await addActive("tek@example.com", "1".repeat(48));
    const response = await oneClick("1".repeat(48));
    expect(response.status).toBe(200);
    expect((await statusOf("tek@example.com")).status).toBe("unsubscribed");
    expect((await statusOf("tek@example.com")).unsubscribed_at).not.toBeNull();
    // Asked again: still a 2xx, nothing more to do.
    expect((await oneClick("1".repeat(48))).status).toBe(200);
  });

  it("a cross-site browser POST passes the check on this path only, and ends only the subscription its token names", async () => {
    await addActive("hedef@example.com", "2".repeat(48));
    await addActive("baska@example.com", "3".repeat(48));
    const crossSite = { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };
    expect((await oneClick("2".repeat(48), crossSite)).status).toBe(200);
    expect((await statusOf("hedef@example.com")).status).toBe("unsubscribed");
    expect((await statusOf("baska@example.com")).status).toBe("active");
    // A guessed token does nothing.
    expect((await oneClick("4".repeat(48), crossSite)).status).toBe(400);
    // Every other write is still refused from another site, the sign-up form included.
    const signUp = await fetch(`${server.url}/newsletter`, {
      method: "POST",
      headers: crossSite,
      body: new URLSearchParams({ email: "x@example.com" }),
      redirect: "manual",
    });
    expect(signUp.status).toBe(403);
    const lookalike = await fetch(`${server.url}/newsletter/unsubscribe.data?token=${"3".repeat(48)}`, {
      method: "POST",
      headers: crossSite,
      body: "",
    });
    expect(lookalike.status).toBe(403);
    expect((await statusOf("baska@example.com")).status).toBe("active");
  });

  it("GET shows a page with the button (link scanners change nothing); its plain form unsubscribes", async () => {
    await addActive("insan@example.com", "5".repeat(48));
    const page = await fetch(`${server.url}/newsletter/unsubscribe?token=${"5".repeat(48)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
    const html = await page.text();
    expect(html).toContain("Aboneliği sonlandır");
    expect(html).toContain("i***@example.com");
    expect(html).not.toContain("insan@example.com");
    expect((await statusOf("insan@example.com")).status).toBe("active");

    const submitted = await fetch(`${server.url}/newsletter/unsubscribe?token=${"5".repeat(48)}`, {
      method: "POST",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(submitted.status).toBe(200);
    expect(await submitted.text()).toContain("Aboneliğiniz sonlandırıldı");
    expect((await statusOf("insan@example.com")).status).toBe("unsubscribed");
  });

  it("an unknown token is a 400 page, not a 500", async () => {
    const page = await fetch(`${server.url}/newsletter/unsubscribe?token=yok`);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("Bağlantı geçersiz");
  });
});
