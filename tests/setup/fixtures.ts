import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  test as playwrightTest,
  expect,
  request,
  type APIRequestContext,
  type BrowserContextOptions,
  type Cookie,
  type Page,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type TestType,
} from "@playwright/test";
import { startFakeDefiLlama, type DefiFakeMode, type FakeDefiLlama } from "../fakes/defillama-server";
import { startFakeEsplora, type FakeEsplora } from "../fakes/esplora-server";
import { startFakeEthRpc, type FakeEthRpc } from "../fakes/eth-rpc-server";
import { startFakeSmtp, type FakeSmtp } from "../fakes/smtp-server";
import { startFakeTicker, type FakeTicker } from "../fakes/ticker-server";
import { startFakeBtcTurk, type FakeBtcTurk } from "../fakes/btcturk-server";
import { startFakeCoinGecko, type CoinGeckoFakeMode, type FakeCoinGecko } from "../fakes/coingecko-server";
import { startFakeTcmb, type FakeTcmb } from "../fakes/tcmb-server";
import { closeServerDatabase, useServerDatabase } from "./factories";
import { SharedContexts } from "./shared-context";

export interface AppServer {
  baseURL: string;
  /** The worker's SQLite file; the factories (tests/setup/factories.ts) arrange state a test cannot reach through the UI on it. */
  databasePath: string;
  ticker: FakeTicker;
  esplora: FakeEsplora;
  ethRpc: FakeEthRpc;
  defi: FakeDefiLlama;
  /** The fake mail server every mail of this worker's server goes to. */
  smtp: FakeSmtp;
  btcturk: FakeBtcTurk;
  coingecko: FakeCoinGecko;
  tcmb: FakeTcmb;
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: fileURLToPath(new URL("../..", import.meta.url)),
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Server listening on http:\/\/localhost:(\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return { child, port };
}

/** This worker's server: one per worker process, set once the `server` fixture has started it. */
let workerServer: AppServer | undefined;

/**
 * Each account signs in once per worker, through `POST /login` as the form does; the
 * session cookie it gets is kept and handed to every later page. A login per test would
 * cost a page load, a password hash and a place under the sign-in rate limit.
 */
const sessionCookies = new Map<keyof typeof accounts, Promise<Cookie[]>>();

/**
 * Playwright's own fixtures, plus the one that holds the options it would create a test's
 * context with (`use` of the config and project, `test.use`, `baseURL`): the shared context
 * is made with exactly those. It is internal to Playwright (pinned to ~1.65 in package.json);
 * if a release renames it, every test fails at once with "fixture not found".
 */
const base = playwrightTest as unknown as TestType<
  PlaywrightTestArgs & PlaywrightTestOptions & { _combinedContextOptions: BrowserContextOptions },
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
>;

/** How the worker's fakes answer from the server's very first call (background readers start with it). */
export interface FakeModes {
  defi?: DefiFakeMode;
  coingecko?: CoinGeckoFakeMode;
}

export const test = base.extend<
  { freshContext: boolean },
  { server: AppServer; pageCacheMb: string; fakeModes: FakeModes; sharedContexts: SharedContexts }
>({
  // The page cache is off unless a spec turns it on with `test.use({ pageCacheMb: "16" })`. It was
  // chosen while specs wrote rows behind the app's back; the factories raise the content version
  // as the models do, so the default could change (not yet tried on the whole suite).
  pageCacheMb: ["0", { scope: "worker", option: true }],
  // A spec that needs a source failing before anything was stored sets this (a worker of its own).
  fakeModes: [{}, { scope: "worker", option: true }],
  server: [
    async ({ pageCacheMb, fakeModes }, use) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kripto-e2e-"));
      const databasePath = path.join(dir, "app.db");
      const ticker = await startFakeTicker();
      const [esplora, ethRpc, defi, smtp, btcturk, coingecko, tcmb] = await Promise.all([
        startFakeEsplora(),
        startFakeEthRpc(),
        startFakeDefiLlama(),
        startFakeSmtp(),
        startFakeBtcTurk(),
        startFakeCoinGecko(),
        startFakeTcmb(),
      ]);
      if (fakeModes.defi) defi.setMode(fakeModes.defi);
      if (fakeModes.coingecko) coingecko.setMode(fakeModes.coingecko);
      const sessionSecret = "e2e-secret-0123456789abcdef0123456789";
      const scryptLogN = "12";
      const { child, port } = await startServer({
        NODE_ENV: "production",
        PORT: "0",
        DATABASE_PATH: databasePath,
        SESSION_SECRET: sessionSecret,
        SCRYPT_LOG_N: scryptLogN,
        MARKET_TICKER_URL: ticker.url,
        // Short, so a test that changes the fake market sees it within a second.
        MARKET_REFRESH_MS: "1000",
        BTC_EXPLORER_URL: esplora.url,
        ETH_RPC_URL: ethRpc.url,
        PAGE_CACHE_MB: pageCacheMb,
        DEFI_API_URL: defi.url,
        BTCTURK_API_URL: btcturk.url,
        COINGECKO_API_URL: coingecko.url,
        TCMB_RATES_URL: tcmb.url,
        // The curated NFT collections are read within a second instead of two minutes.
        COINGECKO_SPACING_MS: "20",
        // Market caps asked again after a second, so a test that breaks the fake sees the label change.
        COINGECKO_MARKETS_REFRESH_MS: "1000",
        SMTP_URL: smtp.url,
        MAIL_FROM: "Kripto Rehber <noreply@kripto-rehber.test>",
        // The links in mails must come from here, whatever Host the browser sends.
        SITE_URL: "http://site.kripto-rehber.test",
        MAIL_POLL_MS: "200",
        // The weekly digest goes out when a test sends it (the schedule would race it).
        NEWSLETTER_DAY: "off",
      });
      workerServer = { baseURL: `http://localhost:${port}`, databasePath, ticker, esplora, ethRpc, defi, smtp, btcturk, coingecko, tcmb };
      // The factories (tests/setup/factories.ts) run the app's models on the server's own file.
      useServerDatabase(databasePath, { sessionSecret, scryptLogN });
      await use(workerServer);
      await closeServerDatabase();
      workerServer = undefined;
      sessionCookies.clear();
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      await Promise.all([
        ticker.close(),
        esplora.close(),
        ethRpc.close(),
        defi.close(),
        smtp.close(),
        btcturk.close(),
        coingecko.close(),
        tcmb.close(),
      ]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 60_000 },
  ],
  baseURL: async ({ server }, use) => use(server.baseURL),
  // Every test gets a new page, in a context the worker reuses (tests/setup/shared-context.ts
  // says why and what is cleared between tests); `test.use({ freshContext: true })` gives a
  // test a context of its own, closed after it, as Playwright does by default.
  freshContext: [false, { option: true }],
  sharedContexts: [
    async ({ browser }, use) => {
      const contexts = new SharedContexts(browser);
      await use(contexts);
      await contexts.close();
    },
    { scope: "worker" },
  ],
  context: async ({ browser, _combinedContextOptions, freshContext, sharedContexts }, use, testInfo) => {
    if (freshContext) {
      const context = await browser.newContext(_combinedContextOptions);
      await use(context);
      await context.close();
      return;
    }
    const shared = await sharedContexts.acquire(_combinedContextOptions);
    await use(shared.context);
    await sharedContexts.release(shared, testInfo);
  },
  // With JavaScript, a page opened by `goto` is used only once React has hydrated it:
  // a click before that is a plain form post and the test would race the enhancement.
  page: async ({ page }, use, testInfo) => {
    if (testInfo.project.name === "js") {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        const isRemixPage =
          response?.headers()["content-type"]?.startsWith("text/html") && (await page.evaluate(() => "__remixContext" in window));
        if (isRemixPage) {
          await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
        }
        return response;
      };
    }
    await use(page);
  },
});

export { expect };

export const accounts = {
  admin: { username: "admin", password: "admin123" },
  ahmet: { username: "ahmet", password: "ahmet123" },
  ayse: { username: "ayse", password: "ayse123" },
} as const;

async function signedInCookies(who: keyof typeof accounts): Promise<Cookie[]> {
  if (!workerServer) throw new Error("login() needs the worker's server: use the page fixture first.");
  const { baseURL } = workerServer;
  const api = await request.newContext({ baseURL });
  try {
    await loginRequest(api, who);
    // The first page after signing in shows (and so clears) the sign-in message; then the
    // cookie holds only the signed-in session.
    const landing = await (await api.get("/")).text();
    expect(landing, `${who} lands signed in`).toContain("Başarıyla giriş yaptınız!");
    return (await api.storageState()).cookies;
  } finally {
    await api.dispose();
  }
}

/**
 * Signs `who` in and opens the page the login form would have led to (`redirectTo`, else
 * `/`). It hands the page a session cookie made once per worker rather than filling the
 * form; `loginThroughForm` is the form itself, kept for the tests about signing in.
 */
export async function login(page: Page, who: keyof typeof accounts, redirectTo?: string) {
  let cookies = sessionCookies.get(who);
  if (!cookies) {
    cookies = signedInCookies(who);
    sessionCookies.set(who, cookies);
    cookies.catch(() => sessionCookies.delete(who));
  }
  await page.context().addCookies(await cookies);
  await page.goto(redirectTo ?? "/");
}

/** Fills and sends the login form of the open page, whatever the answer; works with and without JavaScript. */
export async function fillLoginForm(page: Page, credentials: { username: string; password: string }) {
  await page.getByLabel("Kullanıcı Adı").fill(credentials.username);
  await page.getByLabel("Şifre", { exact: true }).fill(credentials.password);
  await page.getByRole("button", { name: "Giriş Yap", exact: true }).click();
}

/** Opens the login page (with `redirectTo`) and sends its form with these credentials, whatever the answer. */
export async function submitLoginForm(page: Page, credentials: { username: string; password: string }, redirectTo?: string) {
  await page.goto(redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login");
  await fillLoginForm(page, credentials);
}

/** Signs in through the login form, as a person would; works with and without JavaScript. */
export async function loginThroughForm(page: Page, who: keyof typeof accounts, redirectTo?: string) {
  await submitLoginForm(page, accounts[who], redirectTo);
  await expect(page.getByRole("status").filter({ hasText: "Başarıyla giriş yaptınız!" })).toBeVisible();
}

/** Signs `who` in on a request context (`page.request`, `request`), as the login form's post would. */
export async function loginRequest(api: APIRequestContext, who: keyof typeof accounts) {
  const signIn = await api.post("/login", { form: { ...accounts[who] }, maxRedirects: 0 });
  expect(signIn.status(), `${who} signs in`).toBe(302);
}

/** Signs out through the header's user menu form. */
export async function logout(page: Page) {
  await page.goto("/logout");
  await page.getByRole("main").getByRole("button", { name: "Çıkış Yap" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Çıkış yaptınız." })).toBeVisible();
}
