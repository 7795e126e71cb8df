import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type RunningServer } from "../../setup/http-server";
import { signInOver } from "../../setup/requests";
import { useFakeTicker } from "../../setup/fake-ticker";

// The limits and caps as a visitor on the network meets them: through server.mjs (its body
// limit, the page cache), with the client's address given by a trusted proxy.

let server: RunningServer;
const ticker = useFakeTicker();
let addressCounter = 0;
const newAddress = () => `198.51.100.${++addressCounter}`;

beforeAll(async () => {
  server = await startAppServer({ TRUST_PROXY: "1", PAGE_CACHE_MB: "16", MARKET_TICKER_URL: ticker.url });
});
afterAll(async () => {
  await server.stop();
});

const HEADER = "date,type,symbol,amount,price,currency,fee,note";
/** About 150 kB: one buy, then sells of 0.0001 BTC with a note each, as the attack. */
const fiveThousandRows = [
  HEADER,
  "2024-01-02,buy,BTC,1,1000000,TRY,0,ilk",
  ...Array.from({ length: 4_999 }, (_, i) => `2024-05-02,sell,BTC,0.0001,${1_500_000 + i},TRY,0,satış ${i}`),
].join("\n");
const TOO_MANY = "Bir CSV&#x27;de en fazla 1.000 işlem olabilir; daha uzun bir listeyi parçalara bölün.";

function send(path: string, init: { from: string; cookie?: string; body?: URLSearchParams }) {
  return fetch(`${server.url}${path}`, {
    method: init.body ? "POST" : "GET",
    headers: { "X-Forwarded-For": init.from, ...(init.cookie ? { cookie: init.cookie } : {}) },
    body: init.body,
    redirect: "manual",
  });
}

describe("one request's work stays small", () => {
  it("answers a 5,000-row tax calculation with 400 and the Turkish reason, without computing it", async () => {
    const response = await send("/crypto-tax-calculator", { from: newAddress(), body: new URLSearchParams({ csv: fiveThousandRows }) });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain(TOO_MANY);
    expect(page).not.toContain("Yıllara göre");
  });

  it("answers a 5,000-row import with 400 and the Turkish reason, adding nothing", async () => {
    const cookie = await signInOver(server.url, "ayse", "ayse123");
    const response = await send("/portfolio-tracker", {
      from: newAddress(),
      cookie,
      body: new URLSearchParams({ intent: "import", csv: fiveThousandRows }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(TOO_MANY);
    const list = await (await send("/api/portfolio/transactions", { from: newAddress(), cookie })).json();
    expect(list).toEqual({ transactions: [] });
  });
});

describe("a held address", () => {
  it("gets the staking page with a Turkish 429 and Retry-After, which the page cache never keeps", async () => {
    const from = newAddress();
    // Every query differs, so none is served from the cache: each reaches the loader.
    for (let i = 0; i < 30; i++) {
      expect((await send(`/staking-calculator?amount=${10 + i}&coin=ETH&rate=5`, { from })).status).toBe(200);
    }
    const refused = await send("/staking-calculator?amount=99&coin=ETH&rate=5", { from });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("cache-control") ?? "").not.toContain("public");
    const page = await refused.text();
    expect(page).toContain("Kısa sürede çok fazla hesaplama yaptınız.");
    // The page is whole: its form is there to use again later.
    expect(page).toContain("Staking Hesaplayıcı");
    expect(page).toContain('name="amount"');

    // Another visitor asking the same URL gets the result, not the stored refusal.
    const other = await send("/staking-calculator?amount=99&coin=ETH&rate=5", { from: newAddress() });
    expect(other.status).toBe(200);
    expect(await other.text()).not.toContain("çok fazla hesaplama");
  }, 60_000);
});
