import type { Coin } from "~/lib/market/analysis";
import { env } from "~/server/env.server";
import { demoCandles, parseKlines, type Candle, type CandleInterval, type CandleSet } from "~/lib/market/candles";
import { loadCandleSet, saveCandleSet, type StoredCandles } from "~/models/candles.server";
import { fetchJson } from "~/services/fetch-json.server";
import { getMarket } from "~/services/market.server";

/** Candles asked of the exchange per call: 90 shown plus the 99 a 99-candle average needs before them. */
export const CANDLE_LIMIT = 200;
/** Daily candles cover a year and a day: the signal backtest replays a year (decision 025); pages show the tail. */
const DAILY_CANDLE_LIMIT = 366;

/** How long one (symbol, interval) answer is served before the exchange is asked again. */
export const CANDLE_FRESH_MS: Record<CandleInterval, number> = {
  "1d": 60 * 60_000,
  "4h": 15 * 60_000,
  "1h": 5 * 60_000,
};

// A failed call is retried sooner than a good answer is renewed, but never more than every 5 minutes.
const RETRY_AFTER_FAILURE_MS = 5 * 60_000;
const MAX_FETCH_MS = 8_000;
// 366 candles are about 55 kB; anything far larger is not the answer we asked for.
const MAX_BODY_BYTES = 256 * 1024;
/** At most this many candle calls in any minute, whatever the traffic (see docs/decisions/008). */
export const MAX_CANDLE_CALLS_PER_MINUTE = 120;
const MAX_CONCURRENT_CALLS = 4;

interface Entry {
  restoring: Promise<void> | null;
  lastGood: StoredCandles | null;
  current: CandleSet | null;
  /** `current` is served unchanged until this time. */
  validUntil: number;
  inflight: Promise<CandleSet> | null;
}

interface State {
  entries: Map<string, Entry>;
  /** Start times of the calls made in the last minute. */
  recentCalls: number[];
  running: number;
  queue: Array<() => void>;
}

let state: State = freshState();

function freshState(): State {
  return { entries: new Map(), recentCalls: [], running: 0, queue: [] };
}

/** Forgets everything held in memory, as a process restart would. For tests. */
export function resetCandleCache() {
  state = freshState();
}

export type CandleAnswer = { ok: true; coin: Coin; candles: CandleSet } | { ok: false; message: string };

/**
 * The candles of one market symbol. Only symbols in the current market snapshot are allowed,
 * so a made-up symbol never reaches the exchange.
 */
export async function getCandles(symbol: string, interval: CandleInterval): Promise<CandleAnswer> {
  const market = await getMarket();
  const coin = market.coins.find((c) => c.symbol === symbol);
  if (!coin) {
    return {
      ok: false,
      message: `${symbol} piyasa listesinde bulunamadı. Yalnızca borsada işlem gören USDT paritelerinden birini seçebilirsiniz.`,
    };
  }
  return { ok: true, coin, candles: await candleSet(coin, interval) };
}

/**
 * Daily candles for several coins of the market, waiting at most `waitMs` in all. Coins whose
 * candles are not ready by then are left out; their calls finish in the background and fill the cache.
 */
export async function getDailyCandlesFor(coins: readonly Coin[], waitMs: number): Promise<Map<string, CandleSet>> {
  const found = new Map<string, CandleSet>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
  const all = Promise.all(
    coins.map((coin) =>
      candleSet(coin, "1d")
        .then((set) => void found.set(coin.symbol, set))
        .catch(() => undefined),
    ),
  );
  await Promise.race([all, deadline]);
  clearTimeout(timer);
  return new Map(found);
}

async function candleSet(coin: Coin, interval: CandleInterval): Promise<CandleSet> {
  const key = `${coin.symbol}:${interval}`;
  let entry = state.entries.get(key);
  if (!entry) {
    entry = { restoring: null, lastGood: null, current: null, validUntil: 0, inflight: null };
    state.entries.set(key, entry);
  }
  const current = entry;
  await (current.restoring ??= restore(coin.symbol, interval, current));
  if (current.current && Date.now() < current.validUntil) return current.current;
  current.inflight ??= refresh(coin, interval, current).finally(() => {
    current.inflight = null;
  });
  return current.inflight;
}

async function restore(symbol: string, interval: CandleInterval, entry: Entry) {
  const stored = await loadCandleSet(symbol, interval).catch((error: unknown) => {
    console.error("Kayıtlı mum verisi okunamadı:", error);
    return null;
  });
  if (!stored) return;
  entry.lastGood = stored;
  const fetchedAt = Date.parse(stored.fetchedAt);
  if (Date.now() - fetchedAt < CANDLE_FRESH_MS[interval]) {
    entry.current = { data: stored.candles, source: "live", fetchedAt: stored.fetchedAt };
    entry.validUntil = fetchedAt + CANDLE_FRESH_MS[interval];
  }
}

async function refresh(coin: Coin, interval: CandleInterval, entry: Entry): Promise<CandleSet> {
  const fallback = (): CandleSet =>
    entry.lastGood
      ? { data: entry.lastGood.candles, source: "stale", fetchedAt: entry.lastGood.fetchedAt }
      : { data: demoCandles(coin.symbol, interval, CANDLE_LIMIT, coin.lastPrice, Date.now()), source: "demo", fetchedAt: null };

  if (!takeBudget()) {
    // Over the minute's budget nothing is asked; the next visitor after the minute tries again.
    return fallback();
  }
  try {
    const candles = await limited(() => fetchKlines(coin.symbol, interval));
    const stored: StoredCandles = { fetchedAt: new Date().toISOString(), candles };
    entry.lastGood = stored;
    await saveCandleSet(coin.symbol, interval, stored).catch((error: unknown) => console.error("Mum verisi kaydedilemedi:", error));
    return decide(entry, { data: candles, source: "live", fetchedAt: stored.fetchedAt }, CANDLE_FRESH_MS[interval]);
  } catch (error) {
    console.warn(`Mum verisi alınamadı (${coin.symbol} ${interval}):`, error instanceof Error ? error.message : error);
    return decide(entry, fallback(), Math.min(CANDLE_FRESH_MS[interval], RETRY_AFTER_FAILURE_MS));
  }
}

function decide(entry: Entry, set: CandleSet, forMs: number): CandleSet {
  entry.current = set;
  entry.validUntil = Date.now() + forMs;
  return set;
}

function takeBudget(): boolean {
  const now = Date.now();
  state.recentCalls = state.recentCalls.filter((time) => now - time < 60_000);
  if (state.recentCalls.length >= MAX_CANDLE_CALLS_PER_MINUTE) return false;
  state.recentCalls.push(now);
  return true;
}

/** Runs at most MAX_CONCURRENT_CALLS exchange calls at once; the rest wait their turn. */
async function limited<T>(task: () => Promise<T>): Promise<T> {
  if (state.running >= MAX_CONCURRENT_CALLS) {
    await new Promise<void>((resolve) => state.queue.push(resolve));
  } else {
    state.running += 1;
  }
  try {
    return await task();
  } finally {
    const next = state.queue.shift();
    if (next) next();
    else state.running -= 1;
  }
}

/** The exchange's klines endpoint, at the origin of the ticker URL. */
export function klinesUrl(symbol: string, interval: CandleInterval): string {
  const url = new URL("/api/v3/klines", env().MARKET_TICKER_URL);
  const limit = interval === "1d" ? DAILY_CANDLE_LIMIT : CANDLE_LIMIT;
  url.search = new URLSearchParams({ symbol, interval, limit: String(limit) }).toString();
  return url.toString();
}

async function fetchKlines(symbol: string, interval: CandleInterval): Promise<Candle[]> {
  return parseKlines(await fetchJson(klinesUrl(symbol, interval), { timeoutMs: MAX_FETCH_MS, maxBytes: MAX_BODY_BYTES }));
}
