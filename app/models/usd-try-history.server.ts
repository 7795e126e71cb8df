import { db } from "~/server/db.server";
import type { DayRange } from "~/lib/market/usd-try-history";

/** The exchange's daily USDT/TRY closes kept by day, and the day ranges already asked for. */

export async function loadCoveredRanges(): Promise<DayRange[]> {
  const rows = await db().selectFrom("usd_try_ranges").select(["first_day", "last_day"]).execute();
  return rows.map((row) => ({ first: row.first_day, last: row.last_day }));
}

/** The closes of the days from `first` to `last`, inclusive. */
export async function loadCloses(first: string, last: string): Promise<Map<string, number>> {
  const rows = await db().selectFrom("usd_try_days").select(["day", "close"]).where("day", ">=", first).where("day", "<=", last).execute();
  return new Map(rows.map((row) => [row.day, row.close]));
}

/** One exchange answer: its closes and the range it covers, together, so a range is never marked without its days. */
export async function saveRange(range: DayRange, closes: ReadonlyArray<{ day: string; close: number }>) {
  await db()
    .transaction()
    .execute(async (trx) => {
      for (const { day, close } of closes) {
        await trx
          .insertInto("usd_try_days")
          .values({ day, close })
          .onConflict((oc) => oc.column("day").doUpdateSet({ close }))
          .execute();
      }
      await trx
        .insertInto("usd_try_ranges")
        .values({ first_day: range.first, last_day: range.last, fetched_at: new Date().toISOString() })
        .execute();
    });
}
