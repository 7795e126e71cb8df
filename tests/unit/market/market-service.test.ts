import { gunzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnv } from "~/server/env.server";
import { loader as tickerLoader } from "~/routes/api.ticker";
import { getMarket, resetMarketCache } from "~/services/market.server";
import { defaultRows } from "../../fakes/ticker-server";
import { useFakeTicker } from "../../setup/fake-ticker";
import { useTestDatabase } from "../../setup/test-db";

const ticker = useFakeTicker();

beforeAll(() => {
  process.env.MARKET_REFRESH_MS = "30000";
});

afterAll(() => {
  delete process.env.MARKET_REFRESH_MS;
});

useTestDatabase({ seeded: false });

let hitsBefore = 0;
beforeEach(() => {
  resetEnv();
  resetMarketCache();
  ticker.setRows(defaultRows);
  ticker.setFailing(false);
  ticker.setDelay(0);
  hitsBefore = ticker.hits();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T12:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const upstreamCalls = () => ticker.hits() - hitsBefore;
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe("market cache", () => {
  it("serves live USDT pairs above the volume floor, by quote volume, with the lira rate", async () => {
    const market = await getMarket();
    expect(market.source).toBe("live");
    expect(market.updatedAt).toBe("2026-11-22T12:00:00.000Z");
    expect(market.coins.map((c) => c.symbol)).toEqual([
      "BTCUSDT",
      "ETHUSDT",
      "BNBUSDT",
      "SOLUSDT",
      "XRPUSDT",
      "ADAUSDT",
      "DOGEUSDT",
      "LINKUSDT",
    ]);
    expect(market.coins[0]).toMatchObject({ name: "Bitcoin", lastPrice: 64250.5, quoteVolume: 1_850_000_000 });
    expect(market.usdTry).toBe(34.25);
  });

  it("shares one upstream call among many concurrent callers and within the refresh interval", async () => {
    ticker.setDelay(150);
    const results = await Promise.all(Array.from({ length: 50 }, () => getMarket()));
    expect(upstreamCalls()).toBe(1);
    expect(new Set(results).size).toBe(1);

    later(29_000);
    await Promise.all(Array.from({ length: 20 }, () => getMarket()));
    expect(upstreamCalls()).toBe(1);

    later(1_500);
    await Promise.all(Array.from({ length: 20 }, () => getMarket()));
    expect(upstreamCalls()).toBe(2);
  });

  it("serves the last good snapshot as stale, with its time, when the source fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const live = await getMarket();
    ticker.setFailing(true);
    later(31_000);
    const stale = await getMarket();
    expect(stale.source).toBe("stale");
    expect(stale.updatedAt).toBe(live.updatedAt);
    expect(stale.coins).toEqual(live.coins);
    // A failing source is not asked again before the interval is over.
    await getMarket();
    expect(upstreamCalls()).toBe(2);
  });

  it("serves fixed demo data when the source fails and nothing was ever stored", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    ticker.setFailing(true);
    const first = await getMarket();
    resetMarketCache();
    const second = await getMarket();
    expect(first.source).toBe("demo");
    expect(first.coins.length).toBeGreaterThan(10);
    expect(second.coins).toEqual(first.coins);
    expect(first.usdTry).toBeNull();
  });

  it("gives up on a source slower than the refresh interval", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    process.env.MARKET_REFRESH_MS = "1000";
    resetEnv();
    try {
      ticker.setDelay(3_000);
      const started = performance.now();
      expect((await getMarket()).source).toBe("demo");
      expect(performance.now() - started).toBeLessThan(2_500);
    } finally {
      process.env.MARKET_REFRESH_MS = "30000";
    }
  });

  it("treats a malformed answer as a failure", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    ticker.setRows([
      { symbol: "ETHBTC", lastPrice: "1", priceChangePercent: "0", highPrice: "1", lowPrice: "1", volume: "1", quoteVolume: "1" },
    ]);
    expect((await getMarket()).source).toBe("demo");
  });

  it("after a restart serves the stored snapshot at once, without asking the source", async () => {
    const live = await getMarket();
    resetMarketCache();
    ticker.setFailing(true);
    const [afterRestart] = await Promise.all(Array.from({ length: 20 }, () => getMarket()));
    expect(afterRestart!.source).toBe("live");
    expect(afterRestart!.updatedAt).toBe(live.updatedAt);
    expect(afterRestart!.coins).toEqual(live.coins);
    expect(upstreamCalls()).toBe(1);
  });

  it("after a restart serves an old stored snapshot as stale while it refreshes in the background", async () => {
    const live = await getMarket();
    resetMarketCache();
    later(60_000);
    ticker.setDelay(100);
    const afterRestart = await Promise.all(Array.from({ length: 10 }, () => getMarket()));
    for (const market of afterRestart) expect(market).toMatchObject({ source: "stale", updatedAt: live.updatedAt });
    await vi.waitFor(async () => expect((await getMarket()).source).toBe("live"));
    expect((await getMarket()).updatedAt).toMatch(/^2026-11-22T12:01:00/);
    expect(upstreamCalls()).toBe(2);
  });
});

describe("GET /api/ticker", () => {
  const call = (headers: HeadersInit = {}) =>
    tickerLoader({
      request: new Request("http://localhost/api/ticker", { headers }),
      params: {},
      context: { clientIp: "127.0.0.1", cspNonce: "" },
    }) as Promise<Response>;

  it("answers the contract's shape with cache headers and an ETag", async () => {
    const response = await call();
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=30");
    const etag = response.headers.get("ETag");
    expect(etag).toMatch(/^".+"$/);
    const body = await response.json();
    expect(body.source).toBe("live");
    expect(body.updatedAt).toBe("2026-11-22T12:00:00.000Z");
    expect(body.coins).toHaveLength(8);
    expect(body.coins[0]).toEqual({
      symbol: "BTCUSDT",
      name: "Bitcoin",
      lastPrice: 64250.5,
      priceChangePercent: 2.4,
      highPrice: 66178.015,
      lowPrice: 62322.985,
      volume: 28793.5502,
      quoteVolume: 1_850_000_000,
      // +10 change, +20 volume, +5 near both ends of a narrow range, +5 Bitcoin.
      analysis: {
        score: 90,
        trend: "bullish",
        recommendation: "Güçlü Al",
        timeframe: "1-4 hafta",
        reasons: [
          "Olumlu momentum: son 24 saatte %2,40 artış",
          "Çok yüksek işlem hacmi (100 milyon USDT üzeri)",
          "Dar günlük aralık: fiyat 24 saatlik zirveye de dibe de yakın, yön belirsiz",
          "Bitcoin: köklü proje (+5 puan)",
        ],
      },
    });

    const notModified = await call({ "If-None-Match": etag! });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe("");
    expect((await call({ "If-None-Match": '"other"' })).status).toBe(200);

    const compressed = await call({ "Accept-Encoding": "gzip, deflate" });
    expect(compressed.headers.get("Content-Encoding")).toBe("gzip");
    expect(compressed.headers.get("ETag")).toBe(etag);
    expect(JSON.parse(gunzipSync(Buffer.from(await compressed.arrayBuffer())).toString("utf8"))).toEqual(body);
  });
});
