import { parseKlines } from "~/lib/market/candles";
import { todayInTurkey } from "~/lib/portfolio/schema";
import { dayToMs, lastClosedDay, msToDay, rateForDay, yearsToAsk, type DatedRate } from "~/lib/market/usd-try-history";
import { z } from "~/lib/zod";
import { env } from "~/server/env.server";
import { defineSource } from "~/services/outside/cached-source.server";
import { readMarketJson } from "~/services/market-source.server";

/**
 * USD/TRY for past days from the exchange's daily USDTTRY candles, at the origin of the ticker
 * URL (the same klines endpoint the charts use), one source key per calendar year
 * (`usd-try:year:<year>` in `source_snapshots`). A past day's close never changes, so a year
 * asked after its end is kept for good; the current year is asked again at most hourly, when a
 * page needs it. The core holds the retry: after a failure (or the exchange's Retry-After) no
 * year is asked until the wait is over, and pages use today's rate meanwhile and say so.
 */

const PAIR = "USDTTRY";
// A year of daily candles is about 55 kB.
const MAX_BODY_BYTES = 512 * 1024;
/** The current year gains a close each day; an hour-old copy misses at most the newest one. */
const OPEN_YEAR_FRESH_MS = 60 * 60_000;
const RETRY_MS = 5 * 60_000;

const yearSchema = z.object({
  year: z.number().int(),
  /** The last day asked for: the year's end once it is over. */
  through: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  closes: z.array(z.tuple([z.string().regex(/^\d{4}-\d{2}-\d{2}$/), z.number().positive()])),
});
type UsdTryYear = z.infer<typeof yearSchema>;

function historyKlinesUrl(year: number, through: string): string {
  const url = new URL("/api/v3/klines", env().MARKET_TICKER_URL);
  url.search = new URLSearchParams({
    symbol: PAIR,
    interval: "1d",
    startTime: String(dayToMs(`${year}-01-01`)),
    endTime: String(dayToMs(through) + 86_399_999),
    limit: "1000",
  }).toString();
  return url.toString();
}

const yearSource = defineSource<UsdTryYear, string>({
  name: "usd-try:year",
  label: "Geçmiş USD/TRY kuru",
  freshMs: (answer) => (answer.through === `${answer.year}-12-31` ? Number.POSITIVE_INFINITY : OPEN_YEAR_FRESH_MS),
  retryMs: RETRY_MS,
  sharedRetry: true,
  // One year at a time: a portfolio spanning years asks them in turn, never all at once.
  budget: { perMinute: 30, atOnce: 1 },
  schema: yearSchema,
  fetch: async ({ signal }, key) => {
    const year = Number(key);
    const through = lastClosedDay(year, Date.now());
    const candles = parseKlines(await readMarketJson(historyKlinesUrl(year, through), MAX_BODY_BYTES, signal));
    const closes = candles
      .map((candle) => [msToDay(candle.openTime), candle.close] as [string, number])
      .filter(([day, close]) => day.startsWith(`${year}-`) && day <= through && close > 0);
    return { year, through, closes };
  },
});

/**
 * The rate for each of `days` (transaction dates, YYYY-MM-DD), from the years' closes the core
 * holds or asks for. `current` is today's rate, used for today's transactions and where no close is near.
 */
export async function usdTryForDays(days: readonly string[], current: number | null): Promise<Map<string, DatedRate>> {
  const unique = [...new Set(days)].sort();
  const rates = new Map<string, DatedRate>();
  if (!unique.length) return rates;
  const today = todayInTurkey();
  const closes = new Map<string, number>();
  // In turn, so that once the exchange fails the core holds the remaining years back without asking.
  for (const year of yearsToAsk(unique, today)) {
    const answer = await yearSource.get(String(year)).catch(() => null);
    for (const [day, close] of answer?.data.closes ?? []) closes.set(day, close);
  }
  for (const day of unique) rates.set(day, rateForDay(closes, day, today, current));
  return rates;
}

/** A rate function for the conversions: the day's rate, or null where none is known. */
export function rateLookup(rates: ReadonlyMap<string, DatedRate>): (day: string) => number | null {
  return (day) => rates.get(day)?.rate ?? null;
}
