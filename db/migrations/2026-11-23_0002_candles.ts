import { type Kysely, sql } from "kysely";

// ISO 8601 in UTC with milliseconds, so text comparison sorts chronologically.
const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  // The last good candles of each (symbol, interval) the site has asked the exchange for.
  await db.schema
    .createTable("candle_sets")
    .addColumn("symbol", "text", (c) => c.notNull())
    .addColumn("interval", "text", (c) => c.notNull())
    .addColumn("fetched_at", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("candle_sets_pk", ["symbol", "interval"])
    .execute();

  // One fear and greed value per day (Istanbul date), the day's latest computation.
  await db.schema
    .createTable("sentiment_daily")
    .addColumn("date", "text", (c) => c.primaryKey())
    .addColumn("value", "integer", (c) => c.notNull().check(sql`value between 0 and 100`))
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("parts", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  // The last good answer of the outside fear and greed index (one row, id 1).
  await db.schema
    .createTable("fear_greed_snapshots")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("fetched_at", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("fear_greed_snapshots").ifExists().execute();
  await db.schema.dropTable("sentiment_daily").ifExists().execute();
  await db.schema.dropTable("candle_sets").ifExists().execute();
}
