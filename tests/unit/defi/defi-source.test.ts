import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DefiProtocol } from "~/lib/defi/tvl";
import { resetEnv } from "~/server/env.server";
import { loadSourceSnapshot } from "~/models/source-snapshots.server";
import { resetChainCache } from "~/services/chain-source.server";
import {
  DEFI_REFRESH_MS,
  getDefiChains,
  getDefiProtocols,
  getTvlHistory,
  HISTORY_DAYS,
  trimChains,
  trimHistory,
  trimProtocols,
} from "~/services/defillama.server";
import { settle } from "~/services/settle.server";
import { loader as defiLoader } from "~/routes/defi-analytics/route";
import { answer, context, requestWith } from "../../setup/requests";
import { DEFI_CHAINS, DEFI_HISTORY, DEFI_PROTOCOLS, startFakeDefiLlama, type FakeDefiLlama } from "../../fakes/defillama-server";
import { useTestDatabase } from "../../setup/test-db";

let fake: FakeDefiLlama;

beforeAll(async () => {
  fake = await startFakeDefiLlama();
});

afterAll(async () => {
  await fake.close();
  delete process.env.DEFI_API_URL;
  delete process.env.CHAIN_TIMEOUT_MS;
});

useTestDatabase({ seeded: false });

beforeEach(() => {
  process.env.DEFI_API_URL = fake.url;
  process.env.CHAIN_TIMEOUT_MS = "400";
  resetEnv();
  resetChainCache();
  fake.setMode("ok");
  fake.setDelay(0);
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-23T12:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe("parsing the DeFiLlama answers", () => {
  it("keeps the chains with value, largest first, with the total of all", () => {
    const chains = trimChains(DEFI_CHAINS);
    expect(chains.chains.map((c) => c.name)).toEqual(["Ethereum", "Solana", "Tron", "BSC"]);
    expect(chains.count).toBe(4);
    expect(chains.total).toBe(62_500_000_000 + 9_800_000_000 + 7_100_000_000 + 5_400_000_000);
    expect(Object.keys(chains.chains[0]!)).toEqual(["name", "tvl"]);
  });

  it("keeps the protocols' page fields only, without exchanges or protocols with no TVL", () => {
    const protocols = trimProtocols(DEFI_PROTOCOLS);
    expect(protocols.map((p) => p.name)).toEqual(["Aave V3", "Lido", "EigenLayer", "Jito"]);
    expect(protocols[0]).toEqual({
      name: "Aave V3",
      slug: "aave-v3",
      chain: "Multi-Chain",
      category: "Lending",
      tvl: 34_000_000_000,
      change1d: 1.25,
      change7d: -3.5,
    });
    expect(protocols[2]!.change1d).toBeNull();
  });

  it("keeps the last year of history, oldest first, and reads dates given as text", () => {
    const history = trimHistory([...DEFI_HISTORY].reverse());
    expect(history).toHaveLength(HISTORY_DAYS);
    expect(history.at(-1)).toEqual(DEFI_HISTORY.at(-1));
    expect(history[0]!.date).toBeLessThan(history[1]!.date);
    expect(trimHistory([{ date: "1700000000", tvl: 5 }])).toEqual([{ date: 1_700_000_000, tvl: 5 }]);
  });

  it.each([
    ["an object", { chains: DEFI_CHAINS }],
    ["an empty list", []],
    ["text amounts", [{ name: "Ethereum", tvl: "62 milyar" }]],
    ["a nameless entry", [{ name: "", tvl: 1 }]],
    ["null", null],
  ])("refuses %s as garbage", (_label, raw) => {
    expect(() => trimChains(raw)).toThrow(/anlaşılmayan/);
    expect(() => trimProtocols(raw)).toThrow(/anlaşılmayan/);
    expect(() => trimHistory(raw)).toThrow(/anlaşılmayan/);
  });
});

describe("the cached DeFi source", () => {
  it("asks the source once for a burst of visitors, then again only after the refresh interval", async () => {
    fake.setDelay(50);
    const before = fake.hits("/protocols");
    const answers = await Promise.all(Array.from({ length: 20 }, () => getDefiProtocols()));
    expect(fake.hits("/protocols")).toBe(before + 1);
    expect(answers.every((a) => a.source === "live" && a.data.length === 4)).toBe(true);

    later(DEFI_REFRESH_MS - 1000);
    await getDefiProtocols();
    expect(fake.hits("/protocols")).toBe(before + 1);
    later(2000);
    await getDefiProtocols();
    expect(fake.hits("/protocols")).toBe(before + 2);
  });

  it("keeps the last good answer in the database and shows it, marked stale with its time, when the source fails", async () => {
    const live = await getDefiChains();
    expect(live.source).toBe("live");
    const stored = await loadSourceSnapshot("defi:chains");
    expect(stored?.fetchedAt).toBe(live.fetchedAt);

    // As after a restart: nothing in memory, the source answers garbage once the stored answer is due again.
    resetChainCache();
    fake.setMode("garbage");
    later(DEFI_REFRESH_MS + 60_000);
    const stale = await getDefiChains();
    // The page's label says why: the source's answer was not of the expected shape.
    expect(stale).toEqual({ data: live.data, source: "stale", fetchedAt: live.fetchedAt, cause: "bad-shape" });
  });

  it.each(["garbage", "html", "error", "timeout"] as const)(
    "with nothing stored, a %s answer is a failure with a Turkish reason",
    async (mode) => {
      fake.setMode(mode);
      const result = await settle(getTvlHistory());
      expect(result.ok).toBe(false);
      expect(result.ok ? "" : result.message).toMatch(/DeFi veri kaynağı/);
      expect((await loadSourceSnapshot("defi:history"))?.fetchedAt ?? null).toBeNull();
    },
  );

  it("refuses a body over the size cap", async () => {
    fake.setMode("huge");
    const result = await settle(getDefiChains());
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/çok büyük/), cause: "too-large" });
  });

  it("says the source is off when DEFI_API_URL is empty, without any call", async () => {
    process.env.DEFI_API_URL = "";
    resetEnv();
    const before = fake.hits();
    const result = await settle(getDefiChains());
    expect(result.ok).toBe(false);
    expect(fake.hits()).toBe(before);
  });
});

describe("the page's loader", () => {
  const load = (query: string) => answer(() => defiLoader({ request: requestWith(`/defi-analytics${query}`), params: {}, context }));

  it("answers the protocols sorted as the URL asks", async () => {
    const response = await load("?sort=change7d&dir=asc");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.protocols.data.map((p: DefiProtocol) => p.name)).toEqual(["Aave V3", "EigenLayer", "Lido", "Jito"]);
    // The page names no upstream host.
    expect(body.sourceConfigured).toBe(true);
    expect(JSON.stringify(body)).not.toContain(new URL(fake.url).host);
  });

  it("answers 400 with a Turkish notice for an unknown sort, still showing the data", async () => {
    const response = await load("?sort=apy");
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.notices).toEqual([expect.stringMatching(/Bilinmeyen sıralama/)]);
    expect(body.protocols.ok).toBe(true);
  });
});
