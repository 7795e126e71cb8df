import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "~/server/db.server";
import { resetEnv } from "~/server/env.server";
import { resetChainCache } from "~/services/chain-source.server";
import { getNftCollections, NFT_REFRESH_MS, parseCoinGeckoMarkets } from "~/services/nft-source.server";
import { action as adminAction, loader as adminLoader } from "~/routes/admin.nft-source/route";
import { loader as pageLoader } from "~/routes/nft-analytics/route";
import { NFT_COLLECTIONS, startFakeNftProvider, type FakeNftProvider } from "../../fakes/nft-server";
import { useTestDatabase } from "../../setup/test-db";
import { answer, context, formRequest, requestWith, signIn } from "../../setup/requests";

const KEY = "CG-secret-nft-key-9f3a";
const UNAVAILABLE = "NFT veri kaynağı şu anda kullanılabilir bir yanıt vermiyor.";
let provider: FakeNftProvider;
let other: FakeNftProvider;

beforeAll(async () => {
  [provider, other] = await Promise.all([startFakeNftProvider({ requireKey: KEY }), startFakeNftProvider()]);
});

afterAll(async () => {
  await Promise.all([provider.close(), other.close()]);
  delete process.env.CHAIN_TIMEOUT_MS;
});

useTestDatabase();

let admin = "";

beforeEach(async () => {
  process.env.CHAIN_TIMEOUT_MS = "400";
  resetEnv();
  resetChainCache();
  provider.setMode("ok");
  provider.setDelay(0);
  admin = await signIn("admin", "admin123");
});

afterEach(() => {
  vi.useRealTimers();
});

const save = (fields: Record<string, string>) =>
  answer(() =>
    adminAction({
      request: formRequest("/admin/nft-source", { intent: "save-nft-source", format: "coingecko", ...fields }, admin),
      params: {},
      context,
    }),
  );
const page = async (cookie?: string) =>
  answer(() => pageLoader({ request: requestWith("/nft-analytics", { cookie }), params: {}, context }));
const adminPage = () => answer(() => adminLoader({ request: requestWith("/admin/nft-source", { cookie: admin }), params: {}, context }));

describe("reading CoinGecko's /nfts/markets", () => {
  it("keeps the page's fields of each collection, nulls included", () => {
    const collections = parseCoinGeckoMarkets(NFT_COLLECTIONS);
    expect(collections[0]).toEqual({
      id: "pudgy-penguins",
      name: "Pudgy Penguins",
      symbol: "PUDGY",
      chain: "ethereum",
      nativeSymbol: "ETH",
      floorNative: 10.25,
      floorUsd: 35_875.5,
      volumeUsd: 4_250_000,
      owners: 4_912,
      change24h: 3.42,
    });
    expect(collections[2]).toMatchObject({ owners: null, change24h: null, nativeSymbol: "SOL" });
  });

  it.each([
    ["an object", { nfts: [] }],
    ["a nameless collection", [{ id: "x", name: "" }]],
    ["text prices", [{ id: "x", name: "X", floor_price: { usd: "çok" } }]],
  ])("refuses %s as garbage", (_label, raw) => {
    expect(() => parseCoinGeckoMarkets(raw)).toThrow(/anlaşılmayan/);
  });
});

describe("the NFT source", () => {
  it("unconfigured: visitors get an honest empty state, admins what is missing", async () => {
    expect(await getNftCollections()).toEqual({ configured: false });
    const visitor = await (await page()).json();
    expect(visitor).toMatchObject({ result: { configured: false }, setup: null });
    const forAdmin = await (await page(admin)).json();
    expect(forAdmin.setup).toMatchObject({ configured: false, hasKey: false });
  });

  it("stores the key sealed, sends it only as the provider's header, and never shows it", async () => {
    const saved = await save({ base_url: provider.url, api_key: KEY });
    expect(saved.status).toBe(302);
    const row = await db().selectFrom("nft_source").selectAll().executeTakeFirstOrThrow();
    expect(row.api_key_encrypted).not.toContain(KEY);
    expect(row.api_key_encrypted).toMatch(/^v1:/);

    const visitorText = await (await page()).text();
    expect(provider.keysSeen().at(-1)).toBe(KEY);
    const visitor = JSON.parse(visitorText);
    expect(visitor.result).toMatchObject({ configured: true, ok: true, source: "live" });
    expect(visitor.result.data).toHaveLength(3);
    // Visitors see no upstream host; the admin's note names it.
    expect(visitorText).not.toContain(new URL(provider.url).host);

    const adminText = await (await adminPage()).text();
    const adminPageText = await (await page(admin)).text();
    for (const text of [visitorText, adminText, adminPageText]) expect(text).not.toContain(KEY);
    expect(JSON.parse(adminText).source).toMatchObject({ has_key: true, api_key: "••••••••9f3a" });
  });

  it("asks the provider once for a burst of visitors, then after the refresh interval", async () => {
    await save({ base_url: provider.url, api_key: KEY });
    vi.useFakeTimers({ toFake: ["Date"] });
    provider.setDelay(50);
    const before = provider.hits();
    const results = await Promise.all(Array.from({ length: 15 }, () => getNftCollections()));
    expect(provider.hits()).toBe(before + 1);
    expect(results.every((r) => r.configured && r.ok)).toBe(true);
    vi.setSystemTime(Date.now() + NFT_REFRESH_MS + 1000);
    await getNftCollections();
    expect(provider.hits()).toBe(before + 2);
  });

  it("shows the last good collections, marked stale with their time, when the provider fails", async () => {
    await save({ base_url: provider.url, api_key: KEY });
    const live = await getNftCollections();
    if (!live.configured || !live.ok) throw new Error("expected live collections");
    // As after a restart, once the stored answer is due again.
    resetChainCache();
    vi.setSystemTime(Date.now() + NFT_REFRESH_MS + 1000);
    provider.setMode("error");
    const stale = await getNftCollections();
    expect(stale).toEqual({ configured: true, ok: true, source: "stale", fetchedAt: live.fetchedAt, data: live.data });

    // Another source's failure never shows this source's collections.
    expect((await save({ base_url: other.url, api_key: "another-key" })).status).toBe(302);
    expect(await db().selectFrom("source_snapshots").select("name").where("name", "like", "nft:%").execute()).toEqual([]);
  });

  it("with nothing stored, a garbage answer or a timeout is a failure, never data", async () => {
    await save({ base_url: provider.url, api_key: KEY });
    provider.setMode("garbage");
    expect(await getNftCollections()).toEqual({ configured: true, ok: false, message: expect.stringMatching(/anlaşılmayan/) });
    resetChainCache();
    provider.setMode("timeout");
    expect(await getNftCollections()).toEqual({ configured: true, ok: false, message: UNAVAILABLE });
  });

  it("a refused key reads like any failure on the public page, with no host or status; the admin's note says what to check", async () => {
    await save({ base_url: provider.url, api_key: "wrong-key" });
    expect(await getNftCollections()).toEqual({ configured: true, ok: false, message: UNAVAILABLE });
    const visitorText = await (await page()).text();
    expect(visitorText).not.toMatch(/HTTP|401|durum kodu/);
    expect(visitorText).not.toContain(new URL(provider.url).host);
    const forAdmin = await (await page(admin)).json();
    expect(forAdmin.setup).toMatchObject({ configured: true, host: new URL(provider.url).host });
  });

  it("refuses an address with a query or a fragment, which would choose where the key goes", async () => {
    for (const base_url of [`${provider.url}?x=`, `${provider.url}#`, `${provider.url}/api#x`]) {
      const response = await save({ base_url, api_key: KEY });
      expect(response.status, base_url).toBe(400);
      expect(JSON.stringify(await response.json())).toContain("soru işareti");
    }
  });

  it("a new address needs the key typed again; the stored key never goes there", async () => {
    await save({ base_url: provider.url, api_key: KEY });
    const moved = await save({ base_url: other.url });
    expect(moved.status).toBe(400);
    expect(JSON.stringify(await moved.json())).toContain("API anahtarını yeniden girmelisiniz");
    const row = await db().selectFrom("nft_source").selectAll().executeTakeFirstOrThrow();
    expect(row.base_url).toBe(provider.url);
    await getNftCollections();
    expect(other.hits()).toBe(0);

    // The same address keeps the stored key without typing it.
    expect((await save({ base_url: `${provider.url}/` })).status).toBe(302);
    expect((await adminPage().then((r) => r.json())).source.has_key).toBe(true);
  });

  it("refuses an address that is not http(s) or carries credentials, in Turkish", async () => {
    for (const base_url of ["ftp://example.com/api", "https://user:pass@example.com/api", "bir adres"]) {
      const response = await save({ base_url, api_key: KEY });
      expect(response.status, base_url).toBe(400);
      expect(JSON.stringify(await response.json())).toMatch(/Adres|adres/);
    }
  });

  it("deletes the key on request and turns the source off with an empty address", async () => {
    await save({ base_url: provider.url, api_key: KEY });
    const removed = await answer(() =>
      adminAction({ request: formRequest("/admin/nft-source", { intent: "delete-nft-key" }, admin), params: {}, context }),
    );
    expect(removed.status).toBe(302);
    expect((await adminPage().then((r) => r.json())).source).toMatchObject({ has_key: false, api_key: "" });
    expect((await save({ base_url: "" })).status).toBe(302);
    expect(await getNftCollections()).toEqual({ configured: false });
  });

  it("is for admins only", async () => {
    const ahmet = await signIn("ahmet", "ahmet123");
    const response = await answer(() =>
      adminAction({
        request: formRequest("/admin/nft-source", { intent: "save-nft-source", base_url: other.url }, ahmet),
        params: {},
        context,
      }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(await db().selectFrom("nft_source").selectAll().executeTakeFirst()).toBeUndefined();
  });
});
