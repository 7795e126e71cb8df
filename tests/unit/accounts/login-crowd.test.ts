import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD_REFUSED } from "~/lib/users/demo-accounts";
import { startAppServer, type RunningServer } from "../../setup/http-server";
import { postLogin, signInOver } from "../../setup/requests";

// Behind TRUST_PROXY the client address is the forwarded one, so each case can come from where it needs.
let server: RunningServer;
let admin = "";

beforeAll(async () => {
  server = await startAppServer({ TRUST_PROXY: "1" });
  admin = await signInOver(server.url, "admin", "admin123");
});
afterAll(() => server.stop());

function attempt(username: string, password: string, from: string) {
  return postLogin(server.url, { username, password }, { "X-Forwarded-For": from });
}

async function createUser(username: string) {
  const response = await fetch(`${server.url}/api/users`, {
    method: "POST",
    headers: { cookie: admin, "Content-Type": "application/json" },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: "dogru-sifre" }),
  });
  expect(response.status).toBe(201);
}

/** The visible text of an answer, tags and entities aside, to look for a Turkish message. */
async function textOf(response: Response) {
  return (await response.text()).replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');
}

describe("a crowd behind one address (carrier NAT)", () => {
  it("forty people sign in from one address within minutes: a success is not a failure", async () => {
    const crowd = Array.from({ length: 40 }, (_, i) => `kalabalik${i}`);
    for (const name of crowd) await createUser(name);
    const statuses: number[] = [];
    for (const name of crowd) statuses.push((await attempt(name, "dogru-sifre", "198.51.100.40")).status);
    expect(statuses.filter((status) => status !== 302)).toEqual([]);
    // Their successes left the address its whole allowance of failures.
    for (let i = 0; i < 30; i++) expect((await attempt(`yok${i}`, "yanlis", "198.51.100.40")).status).toBe(400);
    expect((await attempt("kalabalik0", "dogru-sifre", "198.51.100.40")).status).toBe(429);
  }, 240_000);
});

describe("IPv6: an address is counted by its /64", () => {
  it("80 wrong guesses from fresh addresses of one /64 are limited after 30", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 80; i++) statuses.push((await attempt(`tahmin${i}`, "yanlis", `2001:db8:44:9:${i.toString(16)}::1`)).status);
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
    // Another /64 is another subscriber.
    expect((await attempt("tahmin-son", "yanlis", "2001:db8:44:a::1")).status).toBe(400);
  }, 120_000);
});

describe("the demo passwords work only on this machine", () => {
  it("refuses a demo password from a public address with a Turkish 400 that tells the operator what to do", async () => {
    for (const [username, password] of [
      ["admin", "admin123"],
      ["Ahmet", "ahmet123"],
    ]) {
      const refused = await attempt(username, password, "203.0.113.80");
      expect(refused.status).toBe(400);
      expect(refused.headers.getSetCookie().some((cookie) => cookie.startsWith("__session="))).toBe(false);
      const text = await textOf(refused);
      expect(text).toContain(DEMO_PASSWORD_REFUSED);
      expect(text).toContain("ADMIN_PASSWORD");
      expect(text).toContain("/account");
    }
    // From a public IPv6 address too, and an IPv4-mapped public one.
    expect((await attempt("admin", "admin123", "2001:db8::80")).status).toBe(400);
    expect((await attempt("admin", "admin123", "::ffff:203.0.113.81")).status).toBe(400);
  });

  it("signs in with a demo password from loopback and private addresses", async () => {
    for (const from of ["127.0.0.1", "10.1.2.3", "172.20.0.5", "192.168.1.20", "169.254.3.4", "::1", "fd12:3456::7", "fe80::1"]) {
      expect((await attempt("ayse", "ayse123", from)).status, from).toBe(302);
    }
  });

  it("shows the demo box to a visitor from this machine or its network only", async () => {
    const page = (from: string) => fetch(`${server.url}/login`, { headers: { "X-Forwarded-For": from } }).then((r) => r.text());
    expect(await page("192.168.0.9")).toContain("Demo Hesap");
    expect(await page("127.0.0.1")).toContain("admin123");
    const outside = await page("203.0.113.82");
    expect(outside).not.toContain("Demo Hesap");
    expect(outside).not.toContain("admin123");
    // Asking for the filled form from outside fills nothing.
    const filled = await fetch(`${server.url}/login?demo=1`, { headers: { "X-Forwarded-For": "203.0.113.82" } }).then((r) => r.text());
    expect(filled).not.toContain("admin123");
  });
});
