import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest as raw, startAppServer, type RawResponse } from "../../setup/http-server";

// Issue 26, finding 1: a request that Remix reads as signed in must never be kept
// for anonymous visitors, however its Cookie header is spelled. The cache stores a
// render only when no loader read a session or found a user, and decides
// "anonymous" with the cookie parser Remix uses.

const repoRoot = path.resolve(__dirname, "../../..");

/** Registers a new account through the public form; returns the `__session` cookie's value. */
async function register(base: string, username: string): Promise<string> {
  const response = await fetch(`${base}/register`, {
    method: "POST",
    body: new URLSearchParams({ username, email: `${username}@example.com`, password: "uzun-sifre-1", passwordConfirm: "uzun-sifre-1" }),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  const cookie = response.headers.getSetCookie().find((header) => header.startsWith("__session="));
  expect(cookie).toBeDefined();
  // The first page shows the welcome message and sets the cookie again without it; after
  // that the session sets no cookie, as for any signed-in reader.
  const welcome = await fetch(`${base}/`, { headers: { cookie: cookie!.split(";")[0] } });
  const quiet = welcome.headers.getSetCookie().find((header) => header.startsWith("__session="));
  expect(quiet).toBeDefined();
  return quiet!.split(";")[0].slice("__session=".length);
}

/** Ways of sending one valid session that the cookie parser reads as `__session`. */
const SPELLINGS: Array<[string, (value: string) => string]> = [
  ["a space before '='", (value) => `__session =${value}`],
  ["a tab before '=' after another cookie", (value) => `_ga=GA1.1.1;\t__session\t=${value}`],
  ["a leading space and a space after '='", (value) => `_ga=1;  __session= ${value}`],
  ["the name twice", (value) => `__session =${value}; __session=x`],
  ["a quoted value", (value) => `__session ="${value}"`],
];

/** Cached pages, two per spelling, each met first by the signed-in request. */
const PAGES = ["/", "/about", "/faq", "/terms", "/privacy", "/services", "/contact", "/blog", "/education", "/crypto-education"];

function expectNoTrace(page: RawResponse, username: string) {
  const html = page.body.toString();
  expect(html).not.toContain(username);
  expect(html).not.toContain(`${username}@example.com`);
}

/** The checks every server below must pass: `get` sends one request as a visitor on the network would. */
function personalPagesStayPersonal(get: (path: string, headers?: Record<string, string>) => Promise<RawResponse>, base: () => string) {
  it("keeps no trace of a signed-in page for the anonymous visitor after it, whatever the cookie's spelling", async () => {
    const username = `kayit${Date.now().toString(36)}`;
    const session = await register(base(), username);
    for (const [index, [spelling, cookieOf]] of SPELLINGS.entries()) {
      for (const page of PAGES.slice(index * 2, index * 2 + 2)) {
        const signedIn = await get(page, { cookie: cookieOf(session) });
        expect(signedIn.status, `${spelling} ${page}`).toBe(200);
        expect(signedIn.headers["set-cookie"], `${spelling} ${page}`).toBeUndefined();
        // The app read the session: the request really was signed in.
        expect(signedIn.body.toString(), `${spelling} ${page}`).toContain(username);
        for (let i = 0; i < 2; i++) {
          const anonymous = await get(page);
          expect(anonymous.status).toBe(200);
          expectNoTrace(anonymous, username);
        }
        expect(signedIn.headers["cache-control"], `${spelling} ${page}`).toBe("private, no-store");
        // Rendered for this reader (and kept for this session alone, decision 053), not the visitors' page.
        expect(signedIn.headers["x-page-cache"], `${spelling} ${page}`).not.toBe("HIT");
      }
    }
  }, 60_000);
}

describe("the page cache and a session cookie, one server", () => {
  let server: Awaited<ReturnType<typeof startAppServer>>;
  beforeAll(async () => {
    server = await startAppServer({ PAGE_CACHE_MB: "16" });
  }, 60_000);
  afterAll(() => server?.stop());

  personalPagesStayPersonal(
    (page, headers) => raw(server.url, page, headers),
    () => server.url,
  );

  it("answers any request with a session cookie privately, even one that signs nobody in, and keeps nothing from it", async () => {
    for (const cookie of ["__session=not-a-signed-value", "__session =", '_ga=1; __session=""']) {
      const page = await raw(server.url, "/market-sentiment", { cookie });
      expect(page.status).toBe(200);
      expect(page.headers["cache-control"], cookie).toBe("private, no-store");
      expect(page.headers["x-page-cache"], cookie).toBeUndefined();
    }
    // Nothing above was kept: the first anonymous visit renders and stores it.
    const first = await raw(server.url, "/market-sentiment");
    expect(first.headers["x-page-cache"]).toBe("MISS");
    // A route that calls its answer public (the market snapshot) is private to a request with a session cookie.
    expect((await raw(server.url, "/api/ticker")).headers["cache-control"]).toMatch(/^public, /);
    const ticker = await raw(server.url, "/api/ticker", { cookie: "__session =whatever" });
    expect(ticker.status).toBe(200);
    expect(ticker.headers["cache-control"]).toBe("private, no-store");
  });

  it("sends cached answers with Vary: Cookie, and lets analytics cookies share them", async () => {
    const miss = await raw(server.url, "/crypto-dictionary");
    expect(miss.headers["x-page-cache"]).toBe("MISS");
    expect(miss.headers.vary).toBe("Accept-Encoding, Cookie");
    expect(miss.headers["cache-control"]).toMatch(/^public, /);
    const hit = await raw(server.url, "/crypto-dictionary", { cookie: "_ga=GA1.1.2; _gid=3" });
    expect(hit.headers["x-page-cache"]).toBe("HIT");
    expect(hit.headers.vary).toBe("Accept-Encoding, Cookie");
  });
});

describe.runIf(process.platform === "linux")("the page cache and a session cookie, through http/cluster.mjs with two workers", () => {
  let dir: string;
  let primary: ChildProcess;
  let output = "";
  let base = "";

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "kripto-cache-cluster-"));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      WEB_CONCURRENCY: "2",
      DATABASE_PATH: path.join(dir, "app.db"),
      SCRYPT_LOG_N: "12",
      MARKET_TICKER_URL: "http://127.0.0.1:9/api/v3/ticker/24hr",
      PAGE_CACHE_MB: "16",
      NEWS_SCHEDULE: "off",
    };
    delete env.SESSION_SECRET;
    delete env.ADMIN_PASSWORD;
    primary = spawn(process.execPath, ["http/cluster.mjs"], { cwd: repoRoot, env, stdio: ["ignore", "pipe", "pipe"] });
    primary.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    primary.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const start = Date.now();
    let ports: string[] = [];
    while ((ports = [...output.matchAll(/listening on port (\d+)/g)].map((match) => match[1])).length < 2) {
      if (Date.now() - start > 60_000 || primary.exitCode !== null) throw new Error(`the cluster did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    base = `http://127.0.0.1:${ports[0]}`;
  }, 90_000);

  afterAll(async () => {
    if (primary && primary.exitCode === null) {
      const exited = new Promise((resolve) => primary.once("exit", resolve));
      primary.kill("SIGTERM");
      await exited;
    }
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  // Each request on a connection of its own, so that both workers serve (and cache) in turn.
  personalPagesStayPersonal(
    (page, headers = {}) => raw(base, page, { ...headers, connection: "close" }),
    () => base,
  );
});
