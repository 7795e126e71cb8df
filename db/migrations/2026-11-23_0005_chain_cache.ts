import type { Kysely } from "kysely";

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  // The last good answer of a chain source (Esplora, Ethereum JSON-RPC) per request key,
  // shown marked stale when the source fails.
  await db.schema
    .createTable("chain_cache")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("fetched_at", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("chain_cache_fetched_at").on("chain_cache").column("fetched_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("chain_cache").ifExists().execute();
}
