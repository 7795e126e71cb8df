import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { FeedFormatError, parseFeed } from "~/server/news-feed-parser.server";
import { resetEnv } from "~/server/env.server";
import { db } from "~/server/db.server";
import { renderToStaticMarkup } from "react-dom/server";
import { SourceStatuses } from "~/components/admin/source-statuses";
import { listSourceStatuses, loadSourceSnapshot } from "~/models/source-snapshots.server";
import { getBookTicker, resetBookTickerCache } from "~/services/book-ticker.server";
import { trimChains } from "~/services/defillama.server";
import { EthTx } from "~/services/eth-rpc.server";
import { getMarket, resetMarketCache } from "~/services/market.server";
import { sourceCauseText } from "~/lib/outside/source-cause";
import { resetSourceCache } from "~/services/outside/cached-source.server";
import {
  bigTicker,
  chainsWithNullTvl,
  contractCreation,
  googleNewsFeed,
  rateLimited,
  refusedLocation,
  unicodeBook,
  withoutTo,
} from "../../fakes/real-world";
import { defaultBook, defaultRows, startFakeTicker, type FakeTicker } from "../../fakes/ticker-server";
import { restoreTickerUrl } from "../../setup/fake-ticker";
import { useTestDatabase } from "../../setup/test-db";

let main: FakeTicker;
let fallback: FakeTicker;

beforeAll(async () => {
  main = await startFakeTicker();
  fallback = await startFakeTicker();
});

afterAll(async () => {
  await main.close();
  await fallback.close();
  restoreTickerUrl();
  delete process.env.MARKET_FALLBACK_URL;
});

useTestDatabase({ seeded: false });

beforeEach(() => {
  process.env.MARKET_TICKER_URL = main.url;
  process.env.MARKET_FALLBACK_URL = "";
  process.env.MARKET_REFRESH_MS = "30000";
  resetEnv();
  resetSourceCache();
  for (const fake of [main, fallback]) {
    fake.setRows(defaultRows);
    fake.setBook(defaultBook);
    fake.setRefusal(null);
  }
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-25T09:00:00Z"));
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const notifications = () => db().selectFrom("notifications").select(["title", "message"]).execute();

describe("Binance as production sends it", () => {
  it("keeps a book with a Unicode symbol live, dropping and counting only the broken row", async () => {
    main.setBook(unicodeBook as never);
    const book = await getBookTicker();
    expect(book.source).toBe("live");
    expect(book.data.map((quote) => quote.symbol)).toContain("ETHBTC");
    expect((await loadSourceSnapshot("market:book-ticker"))?.skippedRows).toBe(1);
    // The admin's source status (/admin/setup) says so.
    const statuses = renderToStaticMarkup(SourceStatuses({ sources: await listSourceStatuses() }));
    expect(statuses).toContain("market:book-ticker");
    expect(statuses).toContain("1 satır atlandı");
  });

  it("reads a 3 MB 24 h ticker under the 8 MB cap, Unicode symbols read but not listed", async () => {
    const rows = bigTicker();
    expect(JSON.stringify(rows).length).toBeGreaterThan(3_000_000);
    main.setRows(rows);
    const market = await getMarket();
    expect(market.source).toBe("live");
    expect(market.usdTry).toBe(34.25);
    expect(market.coins.map((coin) => coin.symbol)).toEqual(["BTCUSDT"]);
  });

  it("asks the market-data host when the main host refuses our location (451)", async () => {
    process.env.MARKET_FALLBACK_URL = fallback.url;
    resetEnv();
    main.setRefusal(refusedLocation);
    const market = await getMarket();
    expect(market.source).toBe("live");
    expect(fallback.hits()).toBeGreaterThan(0);
  });

  it("says a 451 with no fallback: sample data labelled with the cause, and one admin notification", async () => {
    main.setRefusal(refusedLocation);
    const market = await getMarket();
    expect(market).toMatchObject({ source: "demo", cause: "refused-location" });
    expect(sourceCauseText("refused-location")).toBe("Kaynak bölgemizi reddetti (HTTP 451).");
    vi.setSystemTime(Date.now() + 10 * 60_000);
    await getMarket();
    const told = await notifications();
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe("Binance piyasa verisi: kaynak bölgemizi reddetti");
    expect(told[0]!.message).toContain("HTTP 451");
  });

  it("honours Retry-After on a 429: no call before it passes, even after a restart", async () => {
    await getMarket();
    main.setRefusal(rateLimited(600));
    vi.setSystemTime(Date.now() + 60_000);
    const before = main.hits();
    expect(await getMarket()).toMatchObject({ source: "stale", cause: "rate-limited" });
    expect(main.hits()).toBe(before + 1);
    main.setRefusal(null);
    vi.setSystemTime(Date.now() + 5 * 60_000);
    resetMarketCache(); // as after a restart
    expect((await getMarket()).source).toBe("stale");
    expect(main.hits()).toBe(before + 1);
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    expect((await getMarket()).source).toBe("live");
    expect(main.hits()).toBe(before + 2);
    expect(await notifications()).toHaveLength(1);
  });

  it("a book refused by the exchange is labelled with its cause", async () => {
    main.setRefusal(rateLimited(30));
    resetBookTickerCache();
    expect(await getBookTicker()).toMatchObject({ source: "demo", cause: "rate-limited" });
  });
});

describe("lists validated row by row", () => {
  it("DeFiLlama chains with tvl null: the rest shown, the null rows counted", () => {
    const skipped: number[] = [];
    const chains = trimChains(chainsWithNullTvl, { skipped: (count) => skipped.push(count) });
    expect(chains.chains.map((chain) => chain.name)).toEqual(["Ethereum", "Solana"]);
    expect(skipped).toEqual([2]);
  });

  it("an Ethereum contract creation reads with `to` null or absent", () => {
    expect(EthTx.parse(contractCreation).to).toBeNull();
    expect(EthTx.parse(withoutTo).to).toBeNull();
  });
});

describe("feeds as the real world writes them", () => {
  it("parses a Google News feed with over 1,500 entity references", () => {
    const xml = googleNewsFeed();
    expect(xml.match(/&[#\w]+;/g)!.length).toBeGreaterThan(1_500);
    const feed = parseFeed(xml, "https://news.google.com/rss/search?q=bitcoin");
    // The parser keeps the newest 100 items of any feed.
    expect(feed.items).toHaveLength(100);
    expect(feed.items[0]!.title).toContain("Bitcoin ’yeni rekor’ & piyasalar 0");
  });

  it("recovers a bare ampersand and still refuses an entity bomb", () => {
    const bare = `<rss version="2.0"><channel><title>Q&A</title><item><title>AT&T & Co</title><link>https://x.example/a?b=1&c=2</link></item></channel></rss>`;
    const feed = parseFeed(bare, "https://x.example/feed");
    expect(feed.items[0]!.title).toBe("AT&T & Co");
    expect(feed.items[0]!.link).toBe("https://x.example/a?b=1&c=2");
    const bomb = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "${"a".repeat(1000)}">]><rss version="2.0"><channel><title>B</title>${"<item><title>&a;&a;&a;&a;&a;</title><link>https://b.example/</link></item>".repeat(100)}</channel></rss>`;
    expect(() => parseFeed(bomb, "https://b.example/feed")).toThrow(FeedFormatError);
  });
});
