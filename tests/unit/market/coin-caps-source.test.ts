import type { AppLoadContext } from "@remix-run/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "~/server/db.server";
import { resetEnv } from "~/server/env.server";
import { loader as csvLoader } from "~/routes/market-data[.]csv";
import { loader } from "~/routes/market-data/route";
import { getCoinCaps } from "~/services/coin-caps.server";
import { resetMarketCache } from "~/services/market.server";
import { resetSourceCache } from "~/services/outside/cached-source.server";
import { startFakeCoinGecko, type FakeCoinGecko } from "../../fakes/coingecko-server";
import { useFakeTicker } from "../../setup/fake-ticker";
import { useTestDatabase } from "../../setup/test-db";
import { requestWith } from "../../setup/requests";

const context = { clientIp: "127.0.0.1", cspNonce: "" } as AppLoadContext;
useFakeTicker();
let coingecko: FakeCoinGecko;

beforeAll(async () => {
  coingecko = await startFakeCoinGecko();
  process.env.COINGECKO_API_URL = coingecko.url;
  process.env.COINGECKO_MARKETS_REFRESH_MS = "60000";
});

afterAll(async () => {
  await coingecko.close();
});

useTestDatabase();

beforeEach(() => {
  resetEnv();
  resetSourceCache("coingecko:");
  resetMarketCache();
  coingecko.setMarketsMode("ok");
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T12:00:00Z"));
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const asked = () => coingecko.marketsQueries().length;

describe("CoinGecko's market caps through the source core", () => {
  it("asks once for the 250 biggest coins by market cap with the 1 h, 24 h and 7 d changes, then serves that answer", async () => {
    const before = asked();
    const caps = await getCoinCaps();
    expect(caps).toMatchObject({ state: "live", fetchedAt: "2026-11-22T12:00:00.000Z", cause: null, skippedRows: 0 });
    expect("caps" in caps && caps.caps.map((c) => c.symbol)).toEqual([
      "BTC",
      "ETH",
      "USDT",
      "BNB",
      "SOL",
      "USDC",
      "STETH",
      "XRP",
      "DOGE",
      "ADA",
      // The fake's small namesake under Chainlink's ticker: read, but never matched to LINKUSDT (by coin id).
      "LINK",
    ]);
    const query = new URLSearchParams(coingecko.marketsQueries().at(-1));
    expect(Object.fromEntries(query)).toEqual({
      vs_currency: "usd",
      order: "market_cap_desc",
      per_page: "250",
      page: "1",
      price_change_percentage: "1h,24h,7d",
    });
    vi.setSystemTime(Date.now() + 59_000);
    await getCoinCaps();
    expect(asked() - before).toBe(1);
  });

  it("says the figures are unavailable, and why, when CoinGecko never answered", async () => {
    coingecko.setMarketsMode("down");
    expect(await getCoinCaps()).toEqual({ state: "unavailable", cause: "unreachable" });
  });

  it("keeps the last good figures, marked stale with their time and the cause, while CoinGecko is down", async () => {
    const live = await getCoinCaps();
    coingecko.setMarketsMode("down");
    vi.setSystemTime(Date.now() + 61_000);
    const stale = await getCoinCaps();
    expect(stale).toMatchObject({ state: "stale", fetchedAt: "2026-11-22T12:00:00.000Z", cause: "unreachable" });
    expect("caps" in stale && stale.caps).toEqual("caps" in live && live.caps);
  });

  it("is off, asking nothing, while COINGECKO_API_URL is empty", async () => {
    process.env.COINGECKO_API_URL = "";
    resetEnv();
    const before = asked();
    try {
      expect(await getCoinCaps()).toEqual({ state: "off" });
      expect(asked()).toBe(before);
    } finally {
      process.env.COINGECKO_API_URL = coingecko.url;
    }
  });
});

describe("/market-data with CoinGecko's figures", () => {
  it("sorts by market cap with rank, supply and research links; a coin CoinGecko lacks comes last with none", async () => {
    await db().deleteFrom("coin_research").where("symbol", "=", "DOGE").execute();
    const result = await loader({ request: requestWith("/market-data?sort=marketCap"), params: {}, context });
    const rows = result.list.rows;
    // By market cap: BTC 1.27 tn, ETH 375 bn, BNB 85 bn, SOL 70 bn, XRP 29.6 bn, DOGE 18 bn, ADA 15.9 bn; LINK unknown.
    expect(rows.map((row) => row.symbol)).toEqual([
      "BTCUSDT",
      "ETHUSDT",
      "BNBUSDT",
      "SOLUSDT",
      "XRPUSDT",
      "DOGEUSDT",
      "ADAUSDT",
      "LINKUSDT",
    ]);
    expect(rows.map((row) => row.rank)).toEqual([1, 2, 4, 5, 8, 9, 10, null]);
    expect(rows[0]).toMatchObject({ marketCap: 1_268_947_375_000, circulatingSupply: 19_750_000, maxSupply: 21_000_000, change1h: 0.12 });
    expect(rows.find((row) => row.symbol === "LINKUSDT")).toMatchObject({ marketCap: null, change1h: null, change7d: null });
    expect(rows.map((row) => row.researchPath)).toEqual([
      "/crypto-research/btc",
      "/crypto-research/eth",
      "/crypto-research/bnb",
      "/crypto-research/sol",
      "/crypto-research/xrp",
      null,
      "/crypto-research/ada",
      "/crypto-research/link",
    ]);
    expect(result.caps).toEqual({ state: "live", fetchedAt: "2026-11-22T12:00:00.000Z", cause: null, skippedRows: 0 });
    expect(result.source).toBe("live");
  });

  it("exports CoinGecko's columns in the CSV, empty for a coin it lacks", async () => {
    const response = await csvLoader({ request: requestWith("/market-data.csv?sort=marketCap"), params: {}, context });
    const lines = (await response.text()).slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toContain(";Piyasa Değeri Sırası;Piyasa Değeri (USD);Dolaşımdaki Arz;Maksimum Arz;1s Değişim (%);7g Değişim (%)");
    expect(lines[1]).toMatch(/^BTCUSDT;.*;1;1268947375000;19750000;21000000;0,12;5,3$/);
    // Ethereum has no maximum supply: an empty cell, not 0.
    expect(lines[2]).toMatch(/^ETHUSDT;.*;2;375426225000;120300000;;-0,35;-2,1$/);
    expect(lines[8]).toMatch(/^LINKUSDT;.*;;;;;;$/);
  });
});
