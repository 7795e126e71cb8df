import type { Kysely } from "kysely";

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  // The exchange's daily USDT/TRY close per UTC day, kept so that a past day is asked only once.
  await db.schema
    .createTable("usd_try_days")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("close", "real", (c) => c.notNull())
    .execute();
  // The day ranges already asked of the exchange (inclusive, YYYY-MM-DD). A range with no
  // candles (before the pair was listed) is still covered: asking again would give the same.
  await db.schema
    .createTable("usd_try_ranges")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("first_day", "text", (c) => c.notNull())
    .addColumn("last_day", "text", (c) => c.notNull())
    .addColumn("fetched_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("usd_try_ranges").execute();
  await db.schema.dropTable("usd_try_days").execute();
}
