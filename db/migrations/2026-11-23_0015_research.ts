import type { Kysely } from "kysely";

// The coin_research table itself came with the learning tables; the research index lists a
// category's coins in their admin-set order, so that lookup gets its index.
// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("coin_research_category_order").on("coin_research").columns(["category", "sort_order"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("coin_research_category_order").ifExists().execute();
}
