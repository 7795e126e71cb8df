import { sql, type Kysely } from "kysely";

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  // The keyless CoinGecko NFT reader and the USD/TRY history now go through the outside-source
  // core, whose one table (source_snapshots, migration 0030) keeps their answers, causes and waits.
  // Each curated collection becomes the core's row `coingecko:nft:<id>`, with the payload the
  // service stores (app/lib/nft/public.ts, publicNftCollectionSchema), so the page keeps its figures.
  await sql`
    INSERT INTO source_snapshots (name, fetched_at, payload, status, checked_at)
    SELECT 'coingecko:nft:' || id, fetched_at,
      json_object('id', id, 'name', name, 'symbol', symbol, 'chain', chain, 'nativeSymbol', native_symbol,
        'floorNative', floor_native, 'floorUsd', floor_usd, 'volumeUsd', volume_usd, 'owners', owners,
        'change24h', change_24h, 'marketCapUsd', market_cap_usd),
      'live', fetched_at
    FROM nft_public_collections
    WHERE true
    ON CONFLICT (name) DO NOTHING
  `.execute(db);
  await db.schema.dropTable("nft_public_collections").execute();
  // The USD/TRY closes are not carried over: the core keeps them per calendar year
  // (`usd-try:year:<year>`), while these tables hold whatever day ranges portfolios happened to
  // need. The exchange's history is public and the same when asked again: one call per year, on
  // the first page that needs it.
  await db.schema.dropTable("usd_try_ranges").execute();
  await db.schema.dropTable("usd_try_days").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("usd_try_days")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("close", "real", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("usd_try_ranges")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("first_day", "text", (c) => c.notNull())
    .addColumn("last_day", "text", (c) => c.notNull())
    .addColumn("fetched_at", "text", (c) => c.notNull())
    .execute();
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
    .addColumn("fetched_at", "text", (c) => c.notNull())
    .execute();
  await sql`
    INSERT INTO nft_public_collections
      (id, name, symbol, chain, native_symbol, floor_native, floor_usd, market_cap_usd, volume_usd, owners, change_24h, fetched_at)
    SELECT json_extract(payload, '$.id'), json_extract(payload, '$.name'), json_extract(payload, '$.symbol'),
      json_extract(payload, '$.chain'), json_extract(payload, '$.nativeSymbol'), json_extract(payload, '$.floorNative'),
      json_extract(payload, '$.floorUsd'), json_extract(payload, '$.marketCapUsd'), json_extract(payload, '$.volumeUsd'),
      json_extract(payload, '$.owners'), json_extract(payload, '$.change24h'), fetched_at
    FROM source_snapshots
    WHERE name LIKE 'coingecko:nft:%' AND payload IS NOT NULL AND fetched_at IS NOT NULL
  `.execute(db);
}
