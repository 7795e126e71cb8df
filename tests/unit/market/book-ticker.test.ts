import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, afterEach } from "vitest";
import { resetEnv } from "~/server/env.server";
import { findCycles } from "~/lib/market/arbitrage";
import { bookTickerUrl, getBookTicker, MAX_BOOK_BYTES, resetBookTickerCache } from "~/services/book-ticker.server";
import { defaultBook } from "../../fakes/ticker-server";
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

let before = 0;
beforeEach(() => {
  resetEnv();
  resetBookTickerCache();
  ticker.setBook(defaultBook);
  ticker.setFailing(false);
  ticker.setDelay(0);
  before = ticker.bookHits();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-23T09:00:00Z"));
});

afterEach(() => vi.useRealTimers());

const calls = () => ticker.bookHits() - before;

describe("book ticker service", () => {
  it("asks the exchange's origin for the book and keeps the pairs the cycles use", async () => {
    expect(bookTickerUrl()).toBe(ticker.url.replace("/api/v3/ticker/24hr", "/api/v3/ticker/bookTicker"));
    const book = await getBookTicker();
    expect(book.source).toBe("live");
    expect(book.fetchedAt).toBe("2026-11-23T09:00:00.000Z");
    // USDTTRY links no two USDT markets; everything else is kept, numbers parsed.
    expect(book.data.map((q) => q.symbol)).not.toContain("USDTTRY");
    expect(book.data).toContainEqual({ symbol: "ETHBTC", bidPrice: 0.0487, bidQty: 1.5, askPrice: 0.04872, askQty: 2 });
    expect(findCycles(book.data, 0.1).cycles[0].path).toEqual(["USDT", "ETH", "BTC", "USDT"]);
    expect(calls()).toBe(1);
  });

  it("makes one upstream call for a burst of visitors and none while the book is fresh", async () => {
    ticker.setDelay(50);
    const books = await Promise.all(Array.from({ length: 20 }, () => getBookTicker()));
    expect(new Set(books).size).toBe(1);
    expect(calls()).toBe(1);
    vi.setSystemTime(Date.now() + 29_000);
    await getBookTicker();
    expect(calls()).toBe(1);
    vi.setSystemTime(Date.now() + 2_000);
    await getBookTicker();
    expect(calls()).toBe(2);
  });

  it("serves the last good book, from the database after a restart, as stale when the exchange fails", async () => {
    const live = await getBookTicker();
    resetBookTickerCache();
    ticker.setFailing(true);
    vi.setSystemTime(Date.now() + 60_000);
    const stale = await getBookTicker();
    expect(stale.source).toBe("stale");
    expect(stale.fetchedAt).toBe(live.fetchedAt);
    expect(stale.data).toEqual(live.data);
  });

  it("treats a wrong shape as a failure and shows labelled sample data when nothing good was ever fetched", async () => {
    ticker.setBook([{ symbol: "BTCUSDT", bidPrice: "1", bidQty: "1", askPrice: "abc", askQty: "1" }]);
    const book = await getBookTicker();
    expect(book.source).toBe("demo");
    expect(book.data.length).toBeGreaterThan(0);
  });

  it("refuses an answer larger than the cap", async () => {
    const huge = "x".repeat(MAX_BOOK_BYTES + 10);
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(`["${huge}"]`);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    process.env.MARKET_TICKER_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v3/ticker/24hr`;
    resetEnv();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const book = await getBookTicker();
      expect(book.source).toBe("demo");
      // The cause is named for the page's label and the admin, not only in the log.
      expect(book.cause).toBe("too-large");
      expect(String(warn.mock.calls[0]?.[1])).toMatch(/more than 4194304 bytes/);
    } finally {
      process.env.MARKET_TICKER_URL = ticker.url;
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
