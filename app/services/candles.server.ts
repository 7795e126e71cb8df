import { z } from "~/lib/zod";
import type { Coin } from "~/lib/market/analysis";
import { env } from "~/server/env.server";
import type { CandleInterval } from "~/lib/market/candle-intervals";
import { demoCandles, parseKlines, type Candle, type CandleSet } from "~/lib/market/candles";
import { marketSourceOf, readMarketJson } from "~/services/market-source.server";
import { readSource, resetSourceCache, type SourceResult } from "~/services/outside/cached-source.server";
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
// 366 candles are about 55 kB; anything far larger is not the answer we asked for.
const MAX_BODY_BYTES = 256 * 1024;
/** At most this many candle calls in any minute, whatever the traffic (see docs/decisions/008). */
export const MAX_CANDLE_CALLS_PER_MINUTE = 120;
const MAX_CONCURRENT_CALLS = 4;

const StoredCandles = z
  .array(
    z.object({
      openTime: z.number(),
      open: z.number(),
      high: z.number(),
      low: z.number(),
      close: z.number(),
      volume: z.number(),
      closeTime: z.number(),
      quoteVolume: z.number().optional(),
    }),
  )
  .min(1);

/** Forgets everything held in memory, as a process restart would. For tests. */
export function resetCandleCache() {
  resetSourceCache("candles");
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
 * The map keeps the order of `coins`.
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
  // In the order asked, not the order the answers came in.
  return new Map(
    coins.flatMap((coin) => {
      const set = found.get(coin.symbol);
      return set ? [[coin.symbol, set] as const] : [];
    }),
  );
}

const views = new WeakMap<SourceResult<Candle[]>, CandleSet>();

async function candleSet(coin: Coin, interval: CandleInterval): Promise<CandleSet> {
  const result = await readSource<Candle[]>({
    name: `candles:${coin.symbol}:${interval}`,
    group: "candles",
    label: "Binance mum verisi",
    freshMs: CANDLE_FRESH_MS[interval],
    retryMs: Math.min(CANDLE_FRESH_MS[interval], RETRY_AFTER_FAILURE_MS),
    schema: StoredCandles as z.ZodType<Candle[]>,
    fetch: ({ signal }) => fetchKlines(coin.symbol, interval, signal),
    sample: () => demoCandles(coin.symbol, interval, CANDLE_LIMIT, coin.lastPrice, Date.now()),
    // Over the minute's budget nothing is asked; the next visitor after the minute tries again.
    budget: { perMinute: MAX_CANDLE_CALLS_PER_MINUTE, atOnce: MAX_CONCURRENT_CALLS },
  });
  let set = views.get(result);
  if (!set) {
    set = { data: result.data, source: marketSourceOf(result), fetchedAt: result.fetchedAt };
    views.set(result, set);
  }
  return set;
}

/** The exchange's klines endpoint, at the origin of the ticker URL. */
export function klinesUrl(symbol: string, interval: CandleInterval): string {
  const url = new URL("/api/v3/klines", env().MARKET_TICKER_URL);
  const limit = interval === "1d" ? DAILY_CANDLE_LIMIT : CANDLE_LIMIT;
  url.search = new URLSearchParams({ symbol, interval, limit: String(limit) }).toString();
  return url.toString();
}

async function fetchKlines(symbol: string, interval: CandleInterval, signal: AbortSignal): Promise<Candle[]> {
  return parseKlines(await readMarketJson(klinesUrl(symbol, interval), MAX_BODY_BYTES, signal));
}
