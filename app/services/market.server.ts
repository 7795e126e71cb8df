import { z } from "~/lib/zod";
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { buildCoins, parseTickerRows, MIN_QUOTE_VOLUME, type Coin, type MarketSource, type TickerNumbers } from "~/lib/market/analysis";
import { env } from "~/server/env.server";
import { exchangeFigures } from "~/lib/market/market-data";
import { marketOverview, type MarketOverview } from "~/lib/market/overview";
import { marketSourceOf, readMarketJson } from "~/services/market-source.server";
import { defineSource, resetSourceCache, type SourceCause, type SourceResult } from "~/services/outside/cached-source.server";
import { OutsideError } from "~/services/outside/read.server";
import { observationsOf, recordSignals } from "~/models/signals.server";
import { runLiveMarketTasks } from "./live-market-tasks.server";
import { runExclusive } from "~/server/schedule-lock.server";

export type { MarketSource };

export interface Market {
  updatedAt: string;
  source: MarketSource;
  /** USDT pairs above the volume floor, by quote volume; the top 100 carry their analysis. */
  coins: Coin[];
  /** Turkish lira per USDT, from the USDTTRY pair when the source has it. */
  usdTry: number | null;
  /** Why the market is not live, when it is not. */
  cause?: SourceCause;
}

const TRY_PAIR = "USDTTRY";
// The whole 24 h ticker is about 2 MB (every pair of the exchange); the cap leaves room to grow
// and still refuses an endless body.
export const MAX_TICKER_BYTES = 8 * 1024 * 1024;
/** The site's coin pages, links and candle calls use plain symbols; other pairs are read but not listed. */
const LISTED_SYMBOL = /^[A-Z0-9]{2,30}$/;

const StoredRows = z
  .array(
    z.object({
      symbol: z.string(),
      lastPrice: z.number(),
      priceChangePercent: z.number(),
      highPrice: z.number(),
      lowPrice: z.number(),
      volume: z.number(),
      quoteVolume: z.number(),
    }),
  )
  .min(1);

const views = new WeakMap<SourceResult<TickerNumbers[]>, Market>();

function view(result: SourceResult<TickerNumbers[]>): Market {
  let market = views.get(result);
  if (!market) {
    market = toMarket(result);
    views.set(result, market);
  }
  return market;
}

const tickerSource = defineSource<TickerNumbers[]>({
  name: "market:ticker",
  label: "Binance piyasa verisi",
  // Asked at most once per MARKET_REFRESH_MS, counted from the last decision, failed or not.
  freshMs: () => env().MARKET_REFRESH_MS,
  schema: StoredRows,
  fetch: ({ signal, skipped }) => fetchTicker(signal, skipped),
  sample: demoRows,
  // After a restart the stored snapshot is shown at once while the exchange is asked in the background.
  serveStoredWhileRefreshing: true,
  onLive: async (result) => {
    const market = view(result);
    // Every app server keeps its own snapshot; the work that follows one (signals, alerts, bots)
    // runs on one server at a time. A server that finds it running skips this snapshot's round.
    await runExclusive("market-live-tasks", async () => {
      // Only a live snapshot may open or close a signal: stale and example figures never do.
      await recordSignals(observationsOf(market.coins)).catch((error: unknown) => console.error("Sinyaller kaydedilemedi:", error));
      await runLiveMarketTasks(market);
    }).catch((error: unknown) => console.error("Piyasa sonrası işler çalıştırılamadı:", error));
  },
});

/** Forgets everything held in memory, as a process restart would. For tests. */
export function resetMarketCache() {
  resetSourceCache(tickerSource.name);
}

/**
 * The market every visitor sees. The exchange is asked at most once per MARKET_REFRESH_MS;
 * callers arriving while a fetch runs share it.
 */
export async function getMarket(): Promise<Market> {
  return view(await tickerSource.get());
}

/** Only what the site shows is kept: listed USDT pairs above the floor, and the lira rate. */
async function fetchTicker(signal: AbortSignal, skipped: (count: number) => void): Promise<TickerNumbers[]> {
  const rows = parseTickerRows(await readMarketJson(env().MARKET_TICKER_URL, MAX_TICKER_BYTES, signal), skipped).filter(
    (row) =>
      row.symbol === TRY_PAIR || (LISTED_SYMBOL.test(row.symbol) && row.symbol.endsWith("USDT") && row.quoteVolume > MIN_QUOTE_VOLUME),
  );
  if (!rows.some((row) => row.symbol !== TRY_PAIR)) throw new OutsideError("bad-shape", "no USDT pairs in the ticker");
  return rows;
}

function toMarket(result: SourceResult<TickerNumbers[]>): Market {
  const rate = result.data.find((row) => row.symbol === TRY_PAIR)?.lastPrice;
  return {
    updatedAt: result.fetchedAt ?? new Date().toISOString(),
    source: marketSourceOf(result),
    ...(result.cause ? { cause: result.cause } : {}),
    coins: buildCoins(result.data),
    // The sample market carries no lira rate: a made-up rate would turn into made-up lira prices.
    usdTry: result.state !== "sample" && rate && rate > 0 ? rate : null,
  };
}

// Fixed, clearly labelled sample figures for when the exchange has never answered.
const DEMO_ROWS: Array<[symbol: string, price: number, change: number, quoteVolume: number]> = [
  ["BTCUSDT", 60000, 1.8, 1_500_000_000],
  ["ETHUSDT", 3000, -0.9, 800_000_000],
  ["BNBUSDT", 550, 2.6, 150_000_000],
  ["SOLUSDT", 140, 5.4, 120_000_000],
  ["XRPUSDT", 0.5, -2.3, 90_000_000],
  ["DOGEUSDT", 0.12, 3.1, 70_000_000],
  ["ADAUSDT", 0.45, -5.8, 55_000_000],
  ["TRXUSDT", 0.12, 0.3, 45_000_000],
  ["AVAXUSDT", 28, -1.4, 40_000_000],
  ["LINKUSDT", 14, 4.2, 35_000_000],
  ["DOTUSDT", 6.5, -3.2, 25_000_000],
  ["MATICUSDT", 0.7, 1.1, 20_000_000],
  ["LTCUSDT", 80, -0.5, 18_000_000],
  ["NEARUSDT", 5, 6.3, 15_000_000],
  ["UNIUSDT", 7.5, -1.9, 12_000_000],
  ["ATOMUSDT", 8, 0.8, 10_000_000],
];

function demoRows(): TickerNumbers[] {
  return DEMO_ROWS.map(([symbol, price, change, quoteVolume]) => ({
    symbol,
    lastPrice: price,
    priceChangePercent: change,
    highPrice: +(price * 1.04).toPrecision(8),
    lowPrice: +(price * 0.97).toPrecision(8),
    volume: +(quoteVolume / price).toFixed(2),
    quoteVolume,
  }));
}

export interface MarketPayload {
  body: string;
  /** The body compressed once, so a busy server does not gzip the same bytes for every visitor. */
  gzipped: Uint8Array<ArrayBuffer>;
  etag: string;
}

const payloads = new WeakMap<Market, MarketPayload>();

/** The `GET /api/ticker` body and its ETag, made once per snapshot because every visitor gets the same. */
export function marketPayload(market: Market): MarketPayload {
  let payload = payloads.get(market);
  if (!payload) {
    const body = JSON.stringify({
      updatedAt: market.updatedAt,
      source: market.source,
      coins: market.coins.map((coin) => ({
        ...exchangeFigures(coin),
        ...(coin.analysis ? { analysis: coin.analysis } : {}),
      })),
    });
    payload = { body, gzipped: new Uint8Array(gzipSync(body)), etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
    payloads.set(market, payload);
  }
  return payload;
}

const overviews = new WeakMap<Market, MarketOverview>();

/** The overview grid's figures, worked out once per snapshot. */
export function getMarketOverview(market: Market): MarketOverview {
  let overview = overviews.get(market);
  if (!overview) {
    overview = marketOverview(market.coins);
    overviews.set(market, overview);
  }
  return overview;
}

let schedule: NodeJS.Timeout | undefined;

/**
 * Refreshes the market every MARKET_REFRESH_MS even when nobody visits, so the work that
 * follows a live snapshot (signals, alerts, paper bots) runs on time. Calling it again does nothing.
 */
export function startMarketSchedule() {
  if (schedule) return;
  schedule = setInterval(() => void getMarket().catch(() => undefined), env().MARKET_REFRESH_MS);
  // The schedule never keeps the process alive on its own.
  schedule.unref();
}
