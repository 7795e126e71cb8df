import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageOrigins, imageSourcesOfContent, imageSourcesOfHtml } from "~/lib/site/csp-sources";
import { startAppServer, type RunningServer } from "../../setup/http-server";
import { postLogin, signInOver } from "../../setup/requests";

const HSTS = "max-age=31536000";

/** The policy's directives by name: `{ "img-src": ["'self'", "data:"] , ... }`. */
async function policyOf(url: string): Promise<Record<string, string[]>> {
  const response = await fetch(url);
  const header = response.headers.get("content-security-policy") ?? "";
  return Object.fromEntries(
    header.split(";").map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

/** The policy's sources are read again at most once a second: ask until the change shows. */
async function policyOnceItShows(url: string, shows: (policy: Record<string, string[]>) => boolean) {
  const deadline = Date.now() + 5_000;
  let policy = await policyOf(url);
  while (!shows(policy) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    policy = await policyOf(url);
  }
  return policy;
}

/** The session's Set-Cookie header, attributes included, from a sign-in that came over this protocol. */
async function sessionHeaderOver(url: string, forwardedProto: string) {
  const response = await postLogin(url, { username: "ayse", password: "ayse123" }, { "X-Forwarded-Proto": forwardedProto });
  expect(response.status).toBe(302);
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith("__session")) ?? "";
}

describe("behind a proxy that TRUST_PROXY vouches for", () => {
  let server: RunningServer;
  let admin: string;
  beforeAll(async () => {
    server = await startAppServer({ TRUST_PROXY: "1" });
    admin = await signInOver(server.url, "admin", "admin123");
  });
  afterAll(() => server.stop());

  it("a request that came over HTTPS gets HSTS and a Secure session cookie", async () => {
    const page = await fetch(`${server.url}/`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(page.headers.get("strict-transport-security")).toBe(HSTS);
    expect(await sessionHeaderOver(server.url, "https")).toMatch(/;\s*Secure/i);
  });

  it("a request that came over plain HTTP gets neither", async () => {
    const page = await fetch(`${server.url}/`, { headers: { "X-Forwarded-Proto": "http" } });
    expect(page.headers.get("strict-transport-security")).toBeNull();
    const cookie = await sessionHeaderOver(server.url, "http");
    expect(cookie).toMatch(/^__session=/);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it("with nothing configured the policy names no outside host", async () => {
    const policy = await policyOf(`${server.url}/`);
    expect(policy["script-src"]).toEqual(["'self'", expect.stringMatching(/^'nonce-/)]);
    expect(policy["img-src"]).toEqual(["'self'", "data:"]);
    expect(policy["connect-src"]).toEqual(["'self'"]);
    expect(policy["frame-src"]).toEqual(["'none'"]);
    // The site's stylesheet is a file of its own: no inline style is allowed (decision 050).
    expect(policy["style-src"]).toEqual(["'self'"]);
  });

  it("the tag's and the ads' hosts enter the policy only while an admin has them on", async () => {
    const save = async (body: object) => {
      const response = await fetch(`${server.url}/api/seo/google-services`, {
        method: "POST",
        headers: { Cookie: admin, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(response.status, await response.clone().text()).toBe(200);
    };
    // Switched on without an id is refused by the form; an id without the switch is not in use.
    await save({ analytics_enabled: false, analytics_id: "G-TEST123" });
    let policy = await policyOf(`${server.url}/`);
    expect(policy["script-src"].join(" ")).not.toContain("googletagmanager");

    await save({ analytics_enabled: true, analytics_id: "G-TEST123" });
    policy = await policyOnceItShows(`${server.url}/`, (p) => p["script-src"].includes("https://www.googletagmanager.com"));
    expect(policy["script-src"]).toContain("https://www.googletagmanager.com");
    expect(policy["connect-src"]).toContain("https://*.google-analytics.com");
    expect(policy["script-src"].join(" ")).not.toContain("googlesyndication");
    expect(policy["frame-src"]).toEqual(["'none'"]);
    expect(policy["style-src"]).toEqual(["'self'"]);

    await save({ analytics_enabled: false, adsense_enabled: true, adsense_publisher_id: "ca-pub-123" });
    policy = await policyOnceItShows(`${server.url}/`, (p) => p["script-src"].includes("https://pagead2.googlesyndication.com"));
    expect(policy["script-src"]).toContain("https://pagead2.googlesyndication.com");
    expect(policy["script-src"]).not.toContain("https://www.googletagmanager.com");
    expect(policy["img-src"]).toContain("https://pagead2.googlesyndication.com");
    expect(policy["frame-src"]).toContain("https://googleads.g.doubleclick.net");
    expect(policy["img-src"]).not.toContain("https:");
    // The ad script styles its slots inline: only then does the policy allow it.
    expect(policy["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);

    await save({ adsense_enabled: false });
    policy = await policyOnceItShows(`${server.url}/`, (p) => p["script-src"].length === 2);
    expect(policy["script-src"]).toHaveLength(2);
    expect(policy["frame-src"]).toEqual(["'none'"]);
    expect(policy["style-src"]).toEqual(["'self'"]);
  });

  it("images an admin put into content from another host are allowed by their origin, nothing wider", async () => {
    const response = await fetch(`${server.url}/api/home/sections`, {
      method: "POST",
      headers: { Cookie: admin, "Content-Type": "application/json" },
      body: JSON.stringify({
        type: "services",
        title: "Görselli",
        content: { items: [{ title: "A", description: "B", image: "https://cdn.example.com/a.png", link: "/about" }] },
      }),
    });
    expect(response.status).toBe(201);
    const policy = await policyOnceItShows(`${server.url}/`, (p) => p["img-src"].includes("https://cdn.example.com"));
    expect(policy["img-src"]).toEqual(["'self'", "data:", "https://cdn.example.com"]);
  });
});

describe("without TRUST_PROXY", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startAppServer();
  });
  afterAll(() => server.stop());

  it("a forged X-Forwarded-Proto gets no HSTS and no Secure cookie", async () => {
    const page = await fetch(`${server.url}/`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(page.headers.get("strict-transport-security")).toBeNull();
    const cookie = await sessionHeaderOver(server.url, "https");
    expect(cookie).toMatch(/^__session=/);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });
});

describe("image origins are read from content", () => {
  it("takes <img> sources from HTML, image keys from JSON, and keeps only http(s) origins", () => {
    expect(
      imageSourcesOfHtml(`<p><img alt="x" src="https://a.example/x.png"> <img src='/y.png'><a href="https://b.example">b</a></p>`),
    ).toEqual(["https://a.example/x.png", "/y.png"]);
    expect(
      imageSourcesOfContent(JSON.stringify({ backgroundImage: "https://c.example/bg.jpg", items: [{ avatar: "https://d.example/a" }] })),
    ).toEqual(["https://c.example/bg.jpg", "https://d.example/a"]);
    expect(imageSourcesOfContent("not json")).toEqual([]);
    expect(
      imageOrigins([
        "https://a.example/x.png",
        "https://a.example/y.png",
        "/local.png",
        "javascript:alert(1)",
        "https://evil.example;script-src *",
        null,
      ]),
    ).toEqual(["https://a.example"]);
  });
});
