import { type Kysely, sql } from "kysely";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("launches")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("symbol", "text", (c) => c.notNull())
    // A day in Turkey (YYYY-MM-DD) and an optional time there (HH:MM).
    .addColumn("launch_date", "text", (c) => c.notNull())
    .addColumn("launch_time", "text")
    .addColumn("network", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('ido', 'airdrop', 'listing', 'mainnet')`))
    .addColumn("url", "text")
    .addColumn("notes", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("launches_date").on("launches").columns(["launch_date", "launch_time"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("launches").ifExists().execute();
}
