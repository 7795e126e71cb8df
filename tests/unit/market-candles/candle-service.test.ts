import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnv } from "~/server/env.server";
import { getCandles, getDailyCandlesFor, MAX_CANDLE_CALLS_PER_MINUTE, resetCandleCache } from "~/services/candles.server";
import { getMarket, resetMarketCache } from "~/services/market.server";
import { defaultRows, type TickerRow } from "../../fakes/ticker-server";
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

let callsBefore = 0;
beforeEach(() => {
  resetEnv();
  resetMarketCache();
  resetCandleCache();
  ticker.setRows(defaultRows);
  ticker.klines.setMode("ok");
  ticker.klines.setDelay(0);
  callsBefore = ticker.klines.hits();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T12:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const candleCalls = () => ticker.klines.hits() - callsBefore;
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

async function candles(symbol: string, interval: "1d" | "4h" | "1h" = "1d") {
  const answer = await getCandles(symbol, interval);
  if (!answer.ok) throw new Error(answer.message);
  return answer.candles;
}

describe("candle service", () => {
  it("fetches a year of parsed daily candles (366) from the ticker's origin, live, with the fetch time", async () => {
    const set = await candles("BTCUSDT");
    expect(set.source).toBe("live");
    expect(set.fetchedAt).toBe("2026-11-22T12:00:00.000Z");
    expect(set.data).toHaveLength(366);
    expect(set.data.at(-1)).toMatchObject({ close: 64250.5 });
    expect(ticker.klines.calls()).toContain("BTCUSDT:1d");
  });

  it("refuses a symbol that is not in the market snapshot, in Turkish, without asking the exchange", async () => {
    for (const symbol of ["NOPEUSDT", "ETHBTC", "QUIETUSDT", "x".repeat(10_000)]) {
      const answer = await getCandles(symbol, "1d");
      expect(answer).toMatchObject({ ok: false, message: expect.stringContaining("piyasa listesinde bulunamadı") });
    }
    expect(candleCalls()).toBe(0);
  });

  it("makes one call for a burst of visitors (single-flight)", async () => {
    ticker.klines.setDelay(100);
    const sets = await Promise.all(Array.from({ length: 50 }, () => candles("ETHUSDT")));
    expect(candleCalls()).toBe(1);
    expect(new Set(sets).size).toBe(1);
  });

  it("asks again only after the interval's freshness window: 1 h for 1d, 15 min for 4h, 5 min for 1h", async () => {
    await Promise.all([candles("BTCUSDT", "1d"), candles("BTCUSDT", "4h"), candles("BTCUSDT", "1h")]);
    expect(candleCalls()).toBe(3);

    later(4 * 60_000 + 59_000);
    await Promise.all([candles("BTCUSDT", "1d"), candles("BTCUSDT", "4h"), candles("BTCUSDT", "1h")]);
    expect(candleCalls()).toBe(3);

    later(2_000); // past 5 minutes: only the hourly candles are due
    await Promise.all([candles("BTCUSDT", "1d"), candles("BTCUSDT", "4h"), candles("BTCUSDT", "1h")]);
    expect(candleCalls()).toBe(4);

    later(10 * 60_000); // past 15 minutes: 4h and 1h again
    await Promise.all([candles("BTCUSDT", "1d"), candles("BTCUSDT", "4h"), candles("BTCUSDT", "1h")]);
    expect(candleCalls()).toBe(6);

    later(45 * 60_000); // past the hour: all three
    await Promise.all([candles("BTCUSDT", "1d"), candles("BTCUSDT", "4h"), candles("BTCUSDT", "1h")]);
    expect(candleCalls()).toBe(9);
  });

  it("keeps the calls bounded: one per (symbol, interval) per window, and a hard cap per minute", async () => {
    const symbols = defaultRows.filter((r) => r.symbol.endsWith("USDT") && r.symbol !== "QUIETUSDT").map((r) => r.symbol);
    for (let visitor = 0; visitor < 20; visitor += 1) {
      await Promise.all(symbols.flatMap((symbol) => [candles(symbol, "1d"), candles(symbol, "1h")]));
    }
    expect(candleCalls()).toBe(symbols.length * 2);

    // A market of many pairs: however many distinct pairs are asked for, a minute holds at most the cap.
    const many: TickerRow[] = Array.from({ length: MAX_CANDLE_CALLS_PER_MINUTE + 30 }, (_, i) => ({
      ...defaultRows[0]!,
      symbol: `C${i}USDT`,
      quoteVolume: String(1_000_000 + i),
    }));
    ticker.setRows(many);
    later(61_000); // the market is renewed and the last minute's calls no longer count
    const before = ticker.klines.hits();
    const market = await getMarket();
    const sets = await Promise.all(market.coins.map((coin) => candles(coin.symbol)));
    expect(ticker.klines.hits() - before).toBe(MAX_CANDLE_CALLS_PER_MINUTE);
    // Those over the budget get sample candles, labelled as such, not a call.
    expect(sets.filter((set) => set.source === "demo")).toHaveLength(30);
  });

  it.each(["html", "truncated", "missing-field", "failing"] as const)(
    "treats a %s answer as a failure and serves the last good candles as stale",
    async (mode) => {
      vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const live = await candles("SOLUSDT");
      ticker.klines.setMode(mode);
      later(61 * 60_000);
      const stale = await candles("SOLUSDT");
      expect(stale.source).toBe("stale");
      expect(stale.fetchedAt).toBe(live.fetchedAt);
      expect(stale.data).toEqual(live.data);
      expect(candleCalls()).toBe(2);
      // A failing exchange is not asked again for five minutes.
      later(4 * 60_000);
      await candles("SOLUSDT");
      expect(candleCalls()).toBe(2);
    },
  );

  it("serves deterministic sample candles, marked demo, only when nothing was ever fetched", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    ticker.klines.setMode("html");
    const first = await candles("ADAUSDT");
    resetCandleCache();
    const second = await candles("ADAUSDT");
    expect(first.source).toBe("demo");
    expect(first.fetchedAt).toBeNull();
    expect(second.data).toEqual(first.data);
    expect(first.data.at(-1)!.close).toBeCloseTo(0.4521, 6);
  });

  it("after a restart serves the stored candles without asking, while they are fresh", async () => {
    const live = await candles("BNBUSDT");
    resetCandleCache();
    ticker.klines.setMode("failing");
    later(30 * 60_000);
    const afterRestart = await candles("BNBUSDT");
    expect(afterRestart).toMatchObject({ source: "live", fetchedAt: live.fetchedAt });
    expect(afterRestart.data).toEqual(live.data);
    expect(candleCalls()).toBe(1);

    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    resetCandleCache();
    later(31 * 60_000);
    expect(await candles("BNBUSDT")).toMatchObject({ source: "stale", fetchedAt: live.fetchedAt });
  });

  it("gives several coins' daily candles within a wait, leaving the slow ones to the background", async () => {
    const market = await getMarket();
    const quick = await getDailyCandlesFor(market.coins.slice(0, 3), 2_000);
    expect([...quick.keys()]).toEqual(["BTCUSDT", "ETHUSDT", "BNBUSDT"]);

    ticker.klines.setDelay(500);
    const slow = await getDailyCandlesFor(market.coins.slice(3, 5), 50);
    expect(slow.size).toBe(0);
    await vi.waitFor(() => expect(candleCalls()).toBe(5));
  });
});
