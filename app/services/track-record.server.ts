import type { Coin } from "~/lib/market/analysis";
import { RANGE_LOOKBACK } from "~/lib/market/ranges";
import { rateCoin, GRADES } from "~/lib/market/rating";
import { recordLine } from "~/lib/market/record-line";
import {
  BAND_LABELS,
  RECORD_BANDS,
  bandOf,
  bandRecords,
  calibrateRanges,
  closeBook,
  gradeRecords,
  measureCalls,
  recordSpan,
  replayCalls,
  signalBaseline,
  RECORD_DAYS,
  SHORT_HORIZON,
  type BandRecord,
  type Calibration,
  type Call,
  type CoinHistory,
  type TrackRecordSummary,
} from "~/lib/market/track-record";
import { closedSignals } from "~/models/trading-bots.server";
import { liveCallsSince, recordLiveCalls, saveTrackRecord, storedTrackRecord } from "~/models/track-record.server";
import { logger } from "~/server/log.server";
import { getDailyCandlesFor } from "./candles.server";
import { getMarket, type Market } from "./market.server";
import { runExclusive } from "~/server/schedule-lock.server";

/** The stored record, with the 7-day ranges' calibration that `/market-predictions` shows beside the 1-day one. */
export interface StoredRecord extends TrackRecordSummary {
  weekPredictions: Calibration;
}

const DAY_MS = 86_400_000;
/**
 * A run's candle calls are spaced out: at most 100 a minute, so the pages keep at least 20 of the
 * minute's 120 (decision 015). Candles already kept and fresh cost no call and no wait.
 */
const CANDLE_SPACING_MS = 600;
const CANDLE_WAIT_MS = 20_000;

/**
 * Replays the rule over the daily candles of every coin the analysis covers, measures each call,
 * and stores the record. Sample candles are never replayed: a record comes from the exchange's history.
 * Returns the record, or null when no coin's candles came.
 */
export async function runTrackRecord(market: Market, now = new Date(), spacingMs = CANDLE_SPACING_MS): Promise<StoredRecord | null> {
  const covered = market.coins.filter((coin) => coin.analysis);
  const histories: CoinHistory[] = [];
  for (const coin of covered) {
    const asked = Date.now();
    const set = (await getDailyCandlesFor([coin], CANDLE_WAIT_MS)).get(coin.symbol);
    if (set && set.source !== "demo") histories.push({ symbol: coin.symbol, candles: set.data });
    const called = !set || set.fetchedAt === null || Date.parse(set.fetchedAt) >= asked;
    if (called && spacingMs > 0) await new Promise((resolve) => setTimeout(resolve, spacingMs));
  }
  if (histories.length === 0) return null;

  const at = now.getTime();
  const firstDay = new Date(at - RECORD_DAYS * DAY_MS).toISOString().slice(0, 10);
  // A day the live snapshot called is measured from what the site showed that day, not from the replay.
  const live = await liveCallsSince(firstDay);
  const liveKeys = new Set(live.map((c) => `${c.symbol}:${c.day}`));
  const calls = [...replayCalls(histories, at).filter((c) => !liveKeys.has(`${c.symbol}:${c.day}`)), ...live];
  const measured = measureCalls(calls, closeBook(histories, at));

  const closes = histories.map(({ candles }) => candles.filter((c) => c.closeTime < at).map((c) => c.close));
  const record: StoredRecord = {
    generatedAt: now.toISOString(),
    ...recordSpan(measured),
    bands: bandRecords(measured),
    grades: gradeRecords(measured),
    predictions: calibrateRanges(closes, 1, RANGE_LOOKBACK),
    weekPredictions: calibrateRanges(closes, SHORT_HORIZON, RANGE_LOOKBACK),
    signals: signalBaseline(await closedSignals("signals")),
  };
  await saveTrackRecord(record);
  cached = { record, readAt: Date.now() };
  return record;
}

let running: Promise<StoredRecord | null> | null = null;

/** Runs when the record is missing or a day old, once at a time, on a live market only. */
export function trackRecordIfDue(now = new Date()): Promise<StoredRecord | null> {
  running ??= (async () => {
    // Read through the memory, which keeps the assistant's record line current as well.
    const stored = await trackRecord();
    if (stored && now.getTime() - Date.parse(stored.generatedAt) < DAY_MS) return null;
    const market = await getMarket();
    return market.source === "live" ? runTrackRecord(market, now) : null;
  })().finally(() => {
    running = null;
  });
  return running;
}

const FIRST_CHECK_MS = 5_000;
const CHECK_MS = 60_000;
let schedule: NodeJS.Timeout | undefined;

/**
 * Checks every minute whether the record is due: a fresh install gets its record as soon as the
 * market and its candles answer, and then a new one once a day. Never on a visitor's request.
 */
export function startTrackRecordSchedule() {
  if (schedule) return;
  const check = () =>
    void runExclusive("track-record", () => trackRecordIfDue()).catch((error: unknown) =>
      logger.error({ err: error }, "Çağrı kaydı hesaplanamadı"),
    );
  schedule = setInterval(check, CHECK_MS);
  schedule.unref();
  setTimeout(check, FIRST_CHECK_MS).unref();
}

// Pages read the record often and it changes once a day: it is read from the database at most once a minute.
const READ_AGAIN_MS = 60_000;
let cached: { record: StoredRecord | null; readAt: number } | null = null;

/** The stored record, or null while none has been computed. */
export async function trackRecord(): Promise<StoredRecord | null> {
  if (cached && Date.now() - cached.readAt < READ_AGAIN_MS) return cached.record;
  const record = (await storedTrackRecord()) as StoredRecord | null;
  cached = { record, readAt: Date.now() };
  return record;
}

/** Forgets what is held in memory (the record, the day whose live calls are kept), as a restart would. For tests. */
export function resetTrackRecordCache() {
  cached = null;
  recordedDay = null;
}

/** `GET /api/track-record`'s body: exactly the contract's fields, nulls and empty groups before the first run. */
export async function trackRecordPayload() {
  const record = await trackRecord();
  const empty = { calls: 0, avgReturn7d: null, avgReturn30d: null, marketReturn30d: null, hitRate30d: null };
  return {
    generatedAt: record?.generatedAt ?? null,
    from: record?.from ?? null,
    to: record?.to ?? null,
    bands: (record?.bands ?? RECORD_BANDS.map((band) => ({ band, label: BAND_LABELS[band], ...empty }))).map((b) => ({
      band: b.band,
      label: b.label,
      calls: b.calls,
      avgReturn7d: b.avgReturn7d,
      avgReturn30d: b.avgReturn30d,
      marketReturn30d: b.marketReturn30d,
      hitRate30d: b.hitRate30d,
    })),
    grades: (record?.grades ?? GRADES.map((grade) => ({ grade, ...empty }))).map((g) => ({
      grade: g.grade,
      calls: g.calls,
      avgReturn30d: g.avgReturn30d,
      marketReturn30d: g.marketReturn30d,
      hitRate30d: g.hitRate30d,
    })),
    predictions: record?.predictions ?? { days: 0, inside1Sigma: null, inside2Sigma: null },
    signals: record?.signals ?? { closed: 0, hitRate: null, avgReturn: null, holdReturn: null },
  };
}

/** The record of a recommendation's band ("Güçlü Al", ...), or null while there is no record. */
export async function bandRecord(recommendation: string): Promise<BandRecord | null> {
  const band = bandOf(recommendation);
  const record = await trackRecord();
  return (band && record?.bands.find((b) => b.band === band)) || null;
}

/**
 * The record line of a recommendation, or the plain "not yet" when there is no record, from the
 * record held in memory (the schedule reads it every minute): for the assistant's price card,
 * which is built without waiting.
 */
export function bandRecordLine(recommendation: string): string {
  const band = bandOf(recommendation);
  return recordLine((band && cached?.record?.bands.find((b) => b.band === band)) || null);
}

/** Today's calls of the live snapshot, as the record will measure them once their 30 days are over. */
export function liveCallsOf(coins: readonly Coin[], now = new Date()): Call[] {
  const day = now.toISOString().slice(0, 10);
  return coins.flatMap((coin) => {
    const band = coin.analysis ? bandOf(coin.analysis.recommendation) : null;
    const rating = rateCoin(coin);
    if (!coin.analysis || !band || !rating || !(coin.lastPrice > 0)) return [];
    return [{ symbol: coin.symbol, day, band, grade: rating.grade, score: coin.analysis.score, price: coin.lastPrice }];
  });
}

let recordedDay: string | null = null;

/** Keeps the first live call of each coin's day (one write a day; later snapshots of the day are skipped in memory). */
export async function keepLiveCalls(market: Market): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  if (market.source !== "live" || recordedDay === day) return;
  await recordLiveCalls(liveCallsOf(market.coins));
  recordedDay = day;
}
