import { parseKlines } from "~/lib/market/candles";
import { todayInTurkey } from "~/lib/portfolio/schema";
import {
  addDays,
  dayToMs,
  missingRanges,
  msToDay,
  rateForDay,
  MAX_FALLBACK_DAYS,
  type DatedRate,
  type DayRange,
} from "~/lib/market/usd-try-history";
import { loadCloses, loadCoveredRanges, saveRange } from "~/models/usd-try-history.server";
import { env } from "~/server/env.server";
import { logger } from "~/server/log.server";
import { readMarketJson } from "~/services/market-source.server";

/**
 * USD/TRY for past days from the exchange's daily USDTTRY candles, at the origin of the ticker
 * URL (the same klines endpoint the charts use). A past day's close never changes, so each
 * missing range is asked once and kept in the database (migration 0034); later lookups read it.
 */

const PAIR = "USDTTRY";
// 1000 daily candles are about 150 kB.
const MAX_BODY_BYTES = 512 * 1024;
/** After a failed call the exchange is left alone for a while; pages use today's rate meanwhile and say so. */
const RETRY_AFTER_FAILURE_MS = 5 * 60_000;

let failedUntil = 0;
// One fill at a time: a burst of visitors with the same missing days makes one set of calls,
// the later ones finding the range already covered when their turn comes.
let queue: Promise<void> = Promise.resolve();

export function historyKlinesUrl(range: DayRange): string {
  const url = new URL("/api/v3/klines", env().MARKET_TICKER_URL);
  url.search = new URLSearchParams({
    symbol: PAIR,
    interval: "1d",
    startTime: String(dayToMs(range.first)),
    endTime: String(dayToMs(range.last) + 86_399_999),
    limit: "1000",
  }).toString();
  return url.toString();
}

async function fill(days: readonly string[], today: string) {
  if (Date.now() < failedUntil) return;
  const ranges = missingRanges(days, await loadCoveredRanges(), today);
  for (const range of ranges) {
    try {
      const answer = await readMarketJson(historyKlinesUrl(range), MAX_BODY_BYTES);
      // A range before the pair was listed has no candles: the empty list is an answer (the range
      // is covered, never asked again), not a failure that would stop the newer ranges being asked.
      const candles = Array.isArray(answer) && answer.length === 0 ? [] : parseKlines(answer);
      const closes = candles
        .map((candle) => ({ day: msToDay(candle.openTime), close: candle.close }))
        .filter(({ day, close }) => day >= range.first && day <= range.last && close > 0);
      await saveRange(range, closes);
    } catch (error) {
      logger.warn({ err: error, source: "usd-try-history" }, "Geçmiş USD/TRY kuru alınamadı");
      failedUntil = Date.now() + RETRY_AFTER_FAILURE_MS;
      return;
    }
  }
}

/**
 * The rate for each of `days` (transaction dates, YYYY-MM-DD), asking the exchange only for
 * ranges not yet kept. `current` is today's rate, used for today's transactions and where no close is near.
 */
export async function usdTryForDays(days: readonly string[], current: number | null): Promise<Map<string, DatedRate>> {
  const unique = [...new Set(days)].sort();
  const rates = new Map<string, DatedRate>();
  if (!unique.length) return rates;
  const today = todayInTurkey();
  const run = queue.then(() => fill(unique, today));
  queue = run.catch(() => undefined);
  await run.catch((error: unknown) => logger.error({ err: error }, "Geçmiş kur kaydedilemedi"));
  const closes = await loadCloses(addDays(unique[0], -MAX_FALLBACK_DAYS), unique[unique.length - 1]);
  for (const day of unique) rates.set(day, rateForDay(closes, day, today, current));
  return rates;
}

/** A rate function for the conversions: the day's rate, or null where none is known. */
export function rateLookup(rates: ReadonlyMap<string, DatedRate>): (day: string) => number | null {
  return (day) => rates.get(day)?.rate ?? null;
}
