import { CURATED_NFT_IDS, type PublicNftCollection } from "~/lib/nft/public";
import { db } from "~/server/db.server";

/**
 * The curated collections as CoinGecko's keyless API last gave each. Written only by the
 * background reader (no person acts, so no activity entry); a collection dropped from the curated
 * list is no longer shown.
 */

export async function saveNftPublicCollection(collection: PublicNftCollection, fetchedAt: string) {
  const values = {
    name: collection.name,
    symbol: collection.symbol,
    chain: collection.chain,
    native_symbol: collection.nativeSymbol,
    floor_native: collection.floorNative,
    floor_usd: collection.floorUsd,
    market_cap_usd: collection.marketCapUsd,
    volume_usd: collection.volumeUsd,
    owners: collection.owners,
    change_24h: collection.change24h,
    fetched_at: fetchedAt,
  };
  await db()
    .insertInto("nft_public_collections")
    .values({ id: collection.id, ...values })
    .onConflict((oc) => oc.column("id").doUpdateSet(values))
    .execute();
}

/** When each stored collection was read. */
export async function nftPublicFetchTimes(): Promise<Map<string, string>> {
  const rows = await db().selectFrom("nft_public_collections").select(["id", "fetched_at"]).execute();
  return new Map(rows.map((row) => [row.id, row.fetched_at]));
}

/** The stored curated collections, largest 24 h volume first. */
export async function listNftPublicCollections(): Promise<Array<PublicNftCollection & { fetchedAt: string }>> {
  const rows = await db()
    .selectFrom("nft_public_collections")
    .selectAll()
    .where("id", "in", [...CURATED_NFT_IDS])
    .orderBy((eb) => eb.fn.coalesce("volume_usd", eb.val(-1)), "desc")
    .orderBy("name")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    symbol: row.symbol,
    chain: row.chain,
    nativeSymbol: row.native_symbol,
    floorNative: row.floor_native,
    floorUsd: row.floor_usd,
    marketCapUsd: row.market_cap_usd,
    volumeUsd: row.volume_usd,
    owners: row.owners,
    change24h: row.change_24h,
    fetchedAt: row.fetched_at,
  }));
}
