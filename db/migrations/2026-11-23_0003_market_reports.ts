import { type Kysely, sql } from "kysely";

// ISO 8601 in UTC with milliseconds, so text comparison sorts chronologically.
const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  // One row (id 1): the last good best bid/ask book, served when the exchange fails.
  await db.schema
    .createTable("book_ticker_snapshots")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("fetched_at", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .execute();

  // One report a day: the day (YYYY-MM-DD, Turkey's time) is the key, so a day is never written twice.
  await db.schema
    .createTable("market_reports")
    .addColumn("report_date", "text", (c) => c.primaryKey())
    .addColumn("snapshot_at", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("market_reports").ifExists().execute();
  await db.schema.dropTable("book_ticker_snapshots").ifExists().execute();
}
