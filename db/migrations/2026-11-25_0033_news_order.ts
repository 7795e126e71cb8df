import { sql, type Kysely } from "kysely";

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  // Where an item stands in the list: its own date, or for an undated item a time taken from its
  // neighbours in the feed, so a feed's first read cannot put old undated items above newer dated
  // ones (ordering by the time we first saw them did).
  await db.schema.alterTable("news_items").addColumn("sort_at", "text").execute();
  await db
    .updateTable("news_items")
    .set({ sort_at: sql`coalesce(published_at, seen_at)` })
    .execute();
  await db.schema
    .createIndex("news_items_sort")
    .on("news_items")
    .expression(sql`sort_at desc`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("news_items_sort").ifExists().execute();
  await db.schema.alterTable("news_items").dropColumn("sort_at").execute();
}
