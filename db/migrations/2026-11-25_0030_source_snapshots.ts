import { sql, type Kysely } from "kysely";

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  // One row per outside source (and key, for sources asked per symbol or per address): its last
  // good answer, what the last attempt decided and why, so that a restart keeps both the data and
  // the cause the admin is shown. Replaces the five per-source tables below.
  await db.schema
    .createTable("source_snapshots")
    .addColumn("name", "text", (c) => c.primaryKey())
    // The last good answer: when it came and its validated (trimmed) JSON. Null until one came.
    .addColumn("fetched_at", "text")
    .addColumn("payload", "text")
    // What the last attempt served: live | stale | sample.
    .addColumn("status", "text", (c) => c.notNull().defaultTo("live"))
    // Why the last attempt failed (refused-location, rate-limited, too-large, timeout, status, bad-shape, unreachable); null when it worked.
    .addColumn("cause", "text")
    // Rows of the last good answer dropped as unreadable.
    .addColumn("skipped_rows", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("checked_at", "text")
    // Epoch milliseconds before which the source must not be asked again (its Retry-After).
    .addColumn("not_before", "integer")
    // The cause an admin notification was raised for; cleared by the next good answer, so each cause is told once.
    .addColumn("notified_cause", "text")
    .execute();
  await db.schema.createIndex("source_snapshots_fetched").on("source_snapshots").column("fetched_at").execute();

  const copies = [
    sql`INSERT INTO source_snapshots (name, fetched_at, payload) SELECT 'market:ticker', fetched_at, payload FROM market_snapshots`,
    sql`INSERT INTO source_snapshots (name, fetched_at, payload) SELECT 'market:book-ticker', fetched_at, payload FROM book_ticker_snapshots`,
    sql`INSERT INTO source_snapshots (name, fetched_at, payload) SELECT 'fear-greed', fetched_at, payload FROM fear_greed_snapshots`,
    sql`INSERT INTO source_snapshots (name, fetched_at, payload) SELECT 'candles:' || symbol || ':' || interval, fetched_at, payload FROM candle_sets`,
    sql`INSERT INTO source_snapshots (name, fetched_at, payload) SELECT key, fetched_at, payload FROM source_cache`,
    sql`INSERT INTO source_snapshots (name, fetched_at, payload) SELECT key, fetched_at, payload FROM chain_cache`,
  ];
  for (const copy of copies) await copy.execute(db);
  for (const table of ["market_snapshots", "book_ticker_snapshots", "fear_greed_snapshots", "candle_sets", "source_cache", "chain_cache"]) {
    await db.schema.dropTable(table).execute();
  }
}
