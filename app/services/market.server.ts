import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { buildCoins, parseTickerRows, MIN_QUOTE_VOLUME, type Coin, type MarketSource, type TickerNumbers } from "~/lib/market/analysis";
import { env } from "~/server/env.server";
import { marketOverview, type MarketOverview } from "~/lib/market/overview";
import { loadMarketSnapshot, saveMarketSnapshot, type StoredSnapshot } from "~/models/market-snapshot.server";
import { observationsOf, recordSignals } from "~/models/signals.server";
import { runLiveMarketTasks } from "./live-market-tasks.server";

export type { MarketSource };

export interface Market {
  updatedAt: string;
  source: MarketSource;
  /** USDT pairs above the volume floor, by quote volume; the top 100 carry their analysis. */
  coins: Coin[];
  /** Turkish lira per USDT, from the USDTTRY pair when the source has it. */
  usdTry: number | null;
}

const MAX_FETCH_MS = 8_000;
const TRY_PAIR = "USDTTRY";

interface CacheState {
  /** Reading the stored snapshot after a start; every early caller waits for the same read. */
  restoring: Promise<void> | null;
  lastGood: StoredSnapshot | null;
  current: Market | null;
  /** When `current` was decided; it is served unchanged until MARKET_REFRESH_MS later. */
  decidedAt: number;
  /** `current` is an old snapshot from before a restart, served while the first fetch runs. */
  restoredOnly: boolean;
  inflight: Promise<Market> | null;
}

let state: CacheState = freshState();

function freshState(): CacheState {
  return { restoring: null, lastGood: null, current: null, decidedAt: 0, restoredOnly: false, inflight: null };
}

/** Forgets everything held in memory, as a process restart would. For tests. */
export function resetMarketCache() {
  state = freshState();
}

/**
 * The market every visitor sees. The exchange is asked at most once per MARKET_REFRESH_MS;
 * callers arriving while a fetch runs share it.
 */
export async function getMarket(): Promise<Market> {
  await (state.restoring ??= restoreStoredSnapshot());
  if (state.current && Date.now() - state.decidedAt < env().MARKET_REFRESH_MS) return state.current;
  if (state.current && state.restoredOnly) {
    // After a restart the stored snapshot is shown at once while the exchange is asked in the background.
    startRefresh().catch(() => undefined);
    return state.current;
  }
  return state.inflight ?? startRefresh();
}

async function restoreStoredSnapshot() {
  const stored = await loadStoredSnapshot();
  if (!stored || state.current) return;
  state.lastGood = stored;
  const fetchedAt = Date.parse(stored.fetchedAt);
  if (Date.now() - fetchedAt < env().MARKET_REFRESH_MS) {
    decide(toMarket(stored, "live"), fetchedAt);
  } else {
    state.current = toMarket(stored, "stale");
    state.restoredOnly = true;
  }
}

function startRefresh(): Promise<Market> {
  state.inflight ??= refresh().finally(() => {
    state.inflight = null;
  });
  return state.inflight;
}

async function refresh(): Promise<Market> {
  try {
    const rows = await fetchTicker();
    const snapshot: StoredSnapshot = { fetchedAt: new Date().toISOString(), rows };
    state.lastGood = snapshot;
    await saveMarketSnapshot(snapshot).catch((error: unknown) => console.error("Piyasa verisi kaydedilemedi:", error));
    const market = decide(toMarket(snapshot, "live"));
    // Only a live snapshot may open or close a signal: stale and example figures never do.
    await recordSignals(observationsOf(market.coins)).catch((error: unknown) => console.error("Sinyaller kaydedilemedi:", error));
    await runLiveMarketTasks(market);
    return market;
  } catch (error) {
    console.warn("Piyasa verisi alınamadı:", error instanceof Error ? error.message : error);
    return decide(state.lastGood ? toMarket(state.lastGood, "stale") : demoMarket());
  }
}

function decide(market: Market, at = Date.now()): Market {
  state.current = market;
  state.decidedAt = at;
  state.restoredOnly = false;
  return market;
}

async function loadStoredSnapshot() {
  try {
    return await loadMarketSnapshot();
  } catch (error) {
    console.error("Kayıtlı piyasa verisi okunamadı:", error);
    return null;
  }
}

/** Only what the site shows is kept: USDT pairs above the floor, and the lira rate. */
async function fetchTicker(): Promise<TickerNumbers[]> {
  const controller = new AbortController();
  // An answer arriving after the next refresh is due would be out of date already.
  const timer = setTimeout(() => controller.abort(), Math.min(MAX_FETCH_MS, env().MARKET_REFRESH_MS));
  try {
    const response = await fetch(env().MARKET_TICKER_URL, {
      signal: controller.signal,
      headers: { Accept: "application/json" },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const rows = parseTickerRows(await response.json()).filter(
      (row) => row.symbol === TRY_PAIR || (row.symbol.endsWith("USDT") && row.quoteVolume > MIN_QUOTE_VOLUME),
    );
    if (!rows.some((row) => row.symbol !== TRY_PAIR)) throw new Error("no USDT pairs in the ticker");
    return rows;
  } finally {
    clearTimeout(timer);
  }
}

function toMarket(snapshot: StoredSnapshot, source: MarketSource): Market {
  const rate = snapshot.rows.find((row) => row.symbol === TRY_PAIR)?.lastPrice;
  return {
    updatedAt: snapshot.fetchedAt,
    source,
    coins: buildCoins(snapshot.rows),
    usdTry: rate && rate > 0 ? rate : null,
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

function demoMarket(): Market {
  const rows = DEMO_ROWS.map(([symbol, price, change, quoteVolume]) => ({
    symbol,
    lastPrice: price,
    priceChangePercent: change,
    highPrice: +(price * 1.04).toPrecision(8),
    lowPrice: +(price * 0.97).toPrecision(8),
    volume: +(quoteVolume / price).toFixed(2),
    quoteVolume,
  }));
  return { updatedAt: new Date().toISOString(), source: "demo", coins: buildCoins(rows), usdTry: null };
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
        symbol: coin.symbol,
        name: coin.name,
        lastPrice: coin.lastPrice,
        priceChangePercent: coin.priceChangePercent,
        highPrice: coin.highPrice,
        lowPrice: coin.lowPrice,
        volume: coin.volume,
        quoteVolume: coin.quoteVolume,
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
