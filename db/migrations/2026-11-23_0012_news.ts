import { type Kysely, sql } from "kysely";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("news_sources")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull().unique())
    .addColumn("enabled", "integer", (c) => c.notNull().defaultTo(1))
    // The last attempt (successful or not), its result, and the last successful one.
    .addColumn("last_fetch_at", "text")
    .addColumn("last_fetch_ok", "integer")
    .addColumn("last_fetch_message", "text")
    .addColumn("last_success_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("news_items")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("source_id", "integer", (c) => c.notNull().references("news_sources.id").onDelete("cascade"))
    // One item per link across all sources: the first source to bring it keeps it.
    .addColumn("link", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("summary", "text", (c) => c.notNull().defaultTo(""))
    // The feed's own date, when it gave a readable one.
    .addColumn("published_at", "text")
    .addColumn("seen_at", "text", (c) => c.notNull().defaultTo(now))
    // Title and summary in Turkish lower case, for a search that matches İ/i and I/ı.
    .addColumn("search_text", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("news_items_source").on("news_items").column("source_id").execute();
  await db.schema
    .createIndex("news_items_time")
    .on("news_items")
    .expression(sql`coalesce(published_at, seen_at) desc`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("news_items").ifExists().execute();
  await db.schema.dropTable("news_sources").ifExists().execute();
}
