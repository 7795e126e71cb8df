import type { Kysely } from "kysely";

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  // The curated NFT collections read one by one from CoinGecko's keyless public API: one row per
  // collection, replaced at each successful read, so the page shows each with its own time.
  await db.schema
    .createTable("nft_public_collections")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("symbol", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("chain", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("native_symbol", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("floor_native", "real")
    .addColumn("floor_usd", "real")
    .addColumn("market_cap_usd", "real")
    .addColumn("volume_usd", "real")
    .addColumn("owners", "real")
    .addColumn("change_24h", "real")
    // ISO 8601: when CoinGecko gave these figures.
    .addColumn("fetched_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("nft_public_collections").execute();
}
