import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CURATED_NFT_IDS } from "~/lib/nft/public";
import { resetEnv } from "~/server/env.server";
import { loadSourceSnapshot } from "~/models/source-snapshots.server";
import { resetSourceCache } from "~/services/outside/cached-source.server";
import { getPublicNftCollections, readNextNftCollection } from "~/services/nft-public.server";
import { usdTryForDays } from "~/services/usd-try-history.server";
import { startFakeCoinGecko, type FakeCoinGecko } from "../../fakes/coingecko-server";
import { fakeUsdTryClose } from "../../fakes/ticker-server";
import { useFakeTicker } from "../../setup/fake-ticker";
import { useTestDatabase } from "../../setup/test-db";

// The keyless CoinGecko NFT reader and the USD/TRY history, both through the outside-source core:
// what is asked of the fakes, what is stored, and that a failing host is left alone until its wait is over.

const ticker = useFakeTicker();
let coingecko: FakeCoinGecko;

beforeAll(async () => {
  coingecko = await startFakeCoinGecko();
});

afterAll(async () => {
  await coingecko.close();
  delete process.env.CHAIN_TIMEOUT_MS;
});

useTestDatabase({ seeded: false });

beforeEach(() => {
  process.env.COINGECKO_API_URL = coingecko.url;
  process.env.CHAIN_TIMEOUT_MS = "1000";
  resetEnv();
  resetSourceCache();
  coingecko.setMode("ok");
  ticker.klines.setMode("ok");
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-25T12:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  process.env.COINGECKO_API_URL = "";
});

const later = (ms: number) => vi.setSystemTime(Date.now() + ms);
const asked = () => coingecko.paths().length;

describe("the keyless NFT reader", () => {
  it("asks one collection per step, keeps each in the core's table, and shows them live", async () => {
    const before = asked();
    expect(await readNextNftCollection()).toEqual({ kind: "asked", id: CURATED_NFT_IDS[0] });
    expect(await readNextNftCollection()).toEqual({ kind: "asked", id: CURATED_NFT_IDS[1] });
    expect(asked() - before).toBe(2);
    expect(coingecko.paths().slice(-2)).toEqual([`/api/v3/nfts/${CURATED_NFT_IDS[0]}`, `/api/v3/nfts/${CURATED_NFT_IDS[1]}`]);
    const stored = await loadSourceSnapshot(`coingecko:nft:${CURATED_NFT_IDS[0]}`);
    expect(stored).toMatchObject({ status: "live", fetchedAt: "2026-11-25T12:00:00.000Z" });

    const view = await getPublicNftCollections();
    expect(view.enabled && view.collections.map((c) => c.name)).toEqual(["CryptoPunks", "Bored Ape Yacht Club"]);
    expect(view.enabled && [view.stale, view.cause]).toEqual([false, null]);
  });

  it("after a 429 asks nothing, for any collection, until its Retry-After and the core's retry time have passed", async () => {
    coingecko.setMode("rate-limited");
    const before = asked();
    await readNextNftCollection();
    expect(asked() - before).toBe(1);
    // The fake's Retry-After is 42 s, the core's retry time 5 min: the later of the two holds.
    for (let step = 0; step < 10; step += 1) {
      later(29_000);
      expect((await readNextNftCollection()).kind).toBe("resting");
    }
    expect(asked() - before).toBe(1);
    const view = await getPublicNftCollections();
    expect(view.enabled && [view.collections.length, view.cause]).toEqual([0, "rate-limited"]);

    coingecko.setMode("ok");
    later(10_000);
    expect(await readNextNftCollection()).toEqual({ kind: "asked", id: CURATED_NFT_IDS[0] });
    expect(asked() - before).toBe(2);
  });

  it("after a restart shows the stored figures as they are, and as stale with the cause once CoinGecko fails", async () => {
    await readNextNftCollection();
    resetSourceCache();
    later(11 * 60_000);
    const restored = await getPublicNftCollections();
    expect(restored.enabled && [restored.collections.map((c) => c.name), restored.stale, restored.cause]).toEqual([
      ["CryptoPunks"],
      false,
      null,
    ]);

    coingecko.setMode("rate-limited");
    await readNextNftCollection();
    const failed = await getPublicNftCollections();
    expect(failed.enabled && [failed.collections.length, failed.stale, failed.cause]).toEqual([1, true, "rate-limited"]);
  });

  it("offline, logs one line and makes one attempt until the core's retry time, not one per collection", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    process.env.COINGECKO_API_URL = `http://127.0.0.1:${port}/api/v3`;
    resetEnv();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);

    for (let step = 0; step < CURATED_NFT_IDS.length; step += 1) {
      await readNextNftCollection();
      later(6_000);
    }
    expect(warn).toHaveBeenCalledTimes(1);
    const view = await getPublicNftCollections();
    expect(view.enabled && view.cause).toBe("unreachable");

    // Five minutes after the failure, one more attempt (and one more line).
    later(5 * 60_000);
    await readNextNftCollection();
    await readNextNftCollection();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe("the USD/TRY history", () => {
  const USDTTRY_CALLS = () => ticker.klines.calls().filter((call) => call === "USDTTRY:1d").length;

  it("asks a year once and keeps it: a settled year is never asked again", async () => {
    const before = USDTTRY_CALLS();
    const rates = await usdTryForDays(["2024-03-15", "2024-06-01"], 42);
    expect(rates.get("2024-03-15")).toEqual({
      day: "2024-03-15",
      rate: fakeUsdTryClose(Date.UTC(2024, 2, 15)),
      kind: "exact",
      usedDay: "2024-03-15",
    });
    expect(USDTTRY_CALLS() - before).toBe(1);
    const stored = await loadSourceSnapshot("usd-try:year:2024");
    expect(stored?.payload).toMatchObject({ year: 2024, through: "2024-12-31" });

    // As after a restart, a year later: read back from the table, nothing asked.
    resetSourceCache();
    later(365 * 86_400_000);
    await usdTryForDays(["2024-03-15"], 42);
    expect(USDTTRY_CALLS() - before).toBe(1);
  });

  it("after a failure leaves the exchange alone for every year until the retry time, using today's rate meanwhile", async () => {
    ticker.klines.setMode("failing");
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const before = USDTTRY_CALLS();
    const rates = await usdTryForDays(["2023-05-10", "2025-05-10"], 42);
    expect(USDTTRY_CALLS() - before).toBe(1);
    expect(rates.get("2025-05-10")).toMatchObject({ rate: 42, kind: "current" });

    later(60_000);
    await usdTryForDays(["2024-05-10"], 42);
    expect(USDTTRY_CALLS() - before).toBe(1);

    ticker.klines.setMode("ok");
    later(5 * 60_000);
    const back = await usdTryForDays(["2025-05-10"], 42);
    expect(back.get("2025-05-10")).toMatchObject({ kind: "exact", rate: fakeUsdTryClose(Date.UTC(2025, 4, 10)) });
    expect(USDTTRY_CALLS() - before).toBe(2);
  });
});
