import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnv } from "~/server/env.server";
import { loader as explorerLoader } from "~/routes/blockchain-explorer/route";
import { action as taxAction, loader as taxLoader } from "~/routes/crypto-tax-calculator/route";
import { action as portfolioAction } from "~/routes/portfolio-tracker/route";
import { loader as stakingLoader } from "~/routes/staking-calculator/route";
import { loader as walletLoader } from "~/routes/wallet-analyzer/route";
import { resetChainCache } from "~/services/chain-source.server";
import { resetMarketCache } from "~/services/market.server";
import { ETH_ADDRESS, startFakeEthRpc, type FakeEthRpc } from "../../fakes/eth-rpc-server";
import { useFakeTicker } from "../../setup/fake-ticker";
import { useTestDatabase } from "../../setup/test-db";
import { formRequest, requestWith, signIn } from "../../setup/requests";

useFakeTicker();
let eth: FakeEthRpc;
beforeAll(async () => {
  eth = await startFakeEthRpc();
});
afterAll(async () => {
  await eth.close();
  delete process.env.ETH_RPC_URL;
});
useTestDatabase();
beforeEach(() => {
  process.env.ETH_RPC_URL = eth.url;
  resetEnv();
  resetMarketCache();
  resetChainCache();
});

let addresses = 0;
/** Each test's visitor has an address of its own, as the limits are per address. */
const visitor = () => ({ clientIp: `198.51.100.${++addresses}`, cspNonce: "" }) as AppLoadContext;

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** A loader's or action's `data(...)` (or plain object) as status, headers and body. */
async function run(call: () => Promise<unknown>): Promise<Answer> {
  const result = (await call()) as { data?: unknown; init?: { status?: number; headers?: Record<string, string> } } | Response;
  if (result instanceof Response) return { status: result.status, headers: Object.fromEntries(result.headers), body: {} };
  if (result && "init" in result && result.init !== undefined) {
    return { status: result.init?.status ?? 200, headers: result.init?.headers ?? {}, body: result.data as Record<string, unknown> };
  }
  return { status: 200, headers: {}, body: result as Record<string, unknown> };
}

const WAIT = /Lütfen \d+ (saniye|dakika) sonra tekrar deneyin\.$/;

function expectRefused(answer: Answer, message: RegExp) {
  expect(answer.status).toBe(429);
  expect(answer.headers["Retry-After"]).toMatch(/^\d+$/);
  expect(Number(answer.headers["Retry-After"])).toBeGreaterThan(0);
  expect(JSON.stringify(answer.body)).toMatch(message);
}

describe("calculations per address", () => {
  const TYPED = "?date=2024-01-02&type=buy&symbol=BTC&amount=1&price=100&currency=TRY&fee=";
  const tax = (query: string, from: AppLoadContext) =>
    run(() => taxLoader({ request: requestWith(`/crypto-tax-calculator${query}`), params: {}, context: from }));

  it("computes 30 tax results a minute for an address, then answers 429 with the page and a Turkish message", async () => {
    const from = visitor();
    for (let i = 0; i < 30; i++) expect((await tax(TYPED, from)).status).toBe(200);
    const refused = await tax(TYPED, from);
    expectRefused(refused, /Kısa sürede çok fazla hesaplama yaptınız\./);
    expect(refused.body.notice).toMatch(WAIT);
    expect(refused.body.report).toBeNull();
    // The page itself, with nothing to compute, is still served; another address is not held.
    expect((await tax("", from)).status).toBe(200);
    expect((await tax(TYPED, visitor())).status).toBe(200);
    // A pasted CSV from the held address is refused before it is read.
    const posted = await run(() =>
      taxAction({ request: formRequest("/crypto-tax-calculator", { csv: "bozuk" }), params: {}, context: from }),
    );
    expectRefused(posted, /Kısa sürede çok fazla hesaplama yaptınız\./);
  });

  it("shares the allowance with the staking calculator, whose 429 page keeps the form", async () => {
    const from = visitor();
    const staking = () =>
      run(() => stakingLoader({ request: requestWith("/staking-calculator?amount=10&coin=ETH&rate=5"), params: {}, context: from }));
    for (let i = 0; i < 20; i++) expect((await staking()).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await tax(TYPED, from)).status).toBe(200);
    const refused = await staking();
    expectRefused(refused, /Kısa sürede çok fazla hesaplama yaptınız\./);
    expect(refused.body).toMatchObject({ result: null, values: { amount: "10", coin: "ETH" } });
  });
});

describe("chain lookups per address", () => {
  const wallet = (address: string, from: AppLoadContext) =>
    run(() => walletLoader({ request: requestWith(`/wallet-analyzer?${new URLSearchParams({ address })}`), params: {}, context: from }));
  const explore = (q: string, from: AppLoadContext) =>
    run(() => explorerLoader({ request: requestWith(`/blockchain-explorer?${new URLSearchParams({ q })}`), params: {}, context: from }));
  /** A distinct, valid (all lower case, so unchecksummed) Ethereum address. */
  const address = (n: number) => `0x${n.toString(16).padStart(40, "0")}`;

  it("makes 15 lookups a minute for an address across the explorer and the wallet analyzer, then 429 without an outside call", async () => {
    const from = visitor();
    for (let i = 0; i < 8; i++) expect((await explore(address(i + 1), from)).status).toBe(200);
    for (let i = 8; i < 15; i++) expect((await wallet(address(i + 1), from)).status).toBe(200);
    const calls = eth.hits();

    const explorer = await explore(address(100), from);
    expectRefused(explorer, /Kısa sürede çok fazla zincir sorgusu yaptınız\./);
    expect(explorer.body.error).toMatch(WAIT);
    const analyzer = await wallet(ETH_ADDRESS, from);
    expectRefused(analyzer, /Kısa sürede çok fazla zincir sorgusu yaptınız\./);
    // The address check still stands on the refused page.
    expect(analyzer.body.check).toMatchObject({ valid: true });
    expect(eth.hits()).toBe(calls);

    // Bad input is answered before it counts.
    expect((await explore("merhaba", visitor())).status).toBe(400);
  });

  it("asks a source at most 120 times a minute whoever asks: past that, the busy message and no call", async () => {
    const before = eth.hits();
    const statuses: number[] = [];
    // Each lookup from its own address, so no address is held: only the source's budget is.
    // An address lookup is three calls (balance, nonce, the token balances' batch): 40 fit.
    for (let i = 0; i < 50; i++) statuses.push((await explore(address(1_000 + i), visitor())).status);
    expect(eth.hits() - before).toBe(120);
    expect(statuses.slice(0, 40).every((status) => status === 200)).toBe(true);
    const busy = await explore(address(5_000), visitor());
    expect(busy.status).toBe(503);
    expect(busy.body.sourceProblem).toMatch(/şu anda çok yoğun/);
    expect(eth.hits() - before).toBe(120);
  });
});

describe("portfolio imports per address", () => {
  it("takes 10 imports in ten minutes from an address, then 429 before the file is read", async () => {
    const cookie = await signIn("ayse", "ayse123");
    const from = visitor();
    const importCsv = (csv: string) =>
      run(() =>
        portfolioAction({ request: formRequest("/portfolio-tracker", { intent: "import", csv }, cookie), params: {}, context: from }),
      );
    for (let i = 0; i < 10; i++) expect((await importCsv("bozuk")).status).toBe(400);
    const refused = await importCsv("date,type,symbol,amount,price,currency\n2024-01-02,buy,BTC,1,100,USD");
    expectRefused(refused, /Kısa sürede çok fazla içe aktarma denemesi yaptınız\./);
  });
});
