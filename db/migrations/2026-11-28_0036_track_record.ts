import type { Kysely } from "kysely";

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  // The measured record of the site's own calls (app/lib/market/track-record.ts): one row, replaced
  // whole by each daily run, the summary as JSON text in the shape `GET /api/track-record` gives.
  await db.schema
    .createTable("track_records")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("generated_at", "text", (c) => c.notNull())
    .addColumn("summary", "text", (c) => c.notNull())
    .execute();
  // The calls the live snapshot made: the first of each coin's UTC day, kept so that once their
  // 30 days are over they are measured in place of the replayed call of that day.
  await db.schema
    .createTable("track_live_calls")
    .addColumn("symbol", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("band", "text", (c) => c.notNull())
    .addColumn("grade", "text", (c) => c.notNull())
    .addColumn("score", "integer", (c) => c.notNull())
    .addColumn("price", "real", (c) => c.notNull())
    .addPrimaryKeyConstraint("track_live_calls_pk", ["symbol", "day"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("track_live_calls").execute();
  await db.schema.dropTable("track_records").execute();
}
