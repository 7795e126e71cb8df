import type { Grade } from "~/lib/market/rating";
import type { Call, RecordBand, TrackRecordSummary } from "~/lib/market/track-record";
import { db } from "~/server/db.server";

const RECORD_ID = 1;

/** The stored record, or undefined before the first run. */
export async function storedTrackRecord(): Promise<TrackRecordSummary | undefined> {
  const row = await db().selectFrom("track_records").select("summary").where("id", "=", RECORD_ID).executeTakeFirst();
  if (!row) return undefined;
  try {
    return JSON.parse(row.summary) as TrackRecordSummary;
  } catch {
    // A damaged row reads as no record: the next run writes a good one.
    return undefined;
  }
}

/** The record is replaced whole by each run: it is computed, not edited, so there is nothing else to log. */
export async function saveTrackRecord(summary: TrackRecordSummary): Promise<void> {
  await db()
    .insertInto("track_records")
    .values({ id: RECORD_ID, generated_at: summary.generatedAt, summary: JSON.stringify(summary) })
    .onConflict((oc) => oc.column("id").doUpdateSet({ generated_at: summary.generatedAt, summary: JSON.stringify(summary) }))
    .execute();
}

/** The first live call of each coin's day is kept; later snapshots of the same day change nothing. */
export async function recordLiveCalls(calls: readonly Call[]): Promise<void> {
  if (calls.length === 0) return;
  await db()
    .insertInto("track_live_calls")
    .values(calls.map((c) => ({ symbol: c.symbol, day: c.day, band: c.band, grade: c.grade, score: c.score, price: c.price })))
    .onConflict((oc) => oc.columns(["symbol", "day"]).doNothing())
    .execute();
}

/** The live calls made on or after `fromDay` (YYYY-MM-DD). */
export async function liveCallsSince(fromDay: string): Promise<Call[]> {
  const rows = await db().selectFrom("track_live_calls").selectAll().where("day", ">=", fromDay).execute();
  return rows.map((row) => ({
    symbol: row.symbol,
    day: row.day,
    band: row.band as RecordBand,
    grade: row.grade as Grade,
    score: row.score,
    price: row.price,
  }));
}
