import type { Kysely } from "kysely";

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  // The last good answer of a source fetched for everyone under a fixed key (DeFi TVL, the NFT
  // collections), shown marked stale when the source fails. Unlike chain_cache it is never pruned:
  // its keys are few and set by the site, not by what visitors look up.
  await db.schema
    .createTable("source_cache")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("fetched_at", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .execute();

  // The NFT data source an admin sets: one row. The key is sealed like the AI key.
  await db.schema
    .createTable("nft_source")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("format", "text", (c) => c.notNull().defaultTo("coingecko"))
    .addColumn("base_url", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("api_key_encrypted", "text")
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(""))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("nft_source").ifExists().execute();
  await db.schema.dropTable("source_cache").ifExists().execute();
}
