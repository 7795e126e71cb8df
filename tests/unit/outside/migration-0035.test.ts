import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { publicNftCollectionSchema } from "~/lib/nft/public";
import { db } from "~/server/db.server";
import { useDatabaseBefore } from "../../setup/migrations";

const { before: databaseBefore } = useDatabaseBefore("2026-11-27_0035_sources_through_core");

const tables = async () =>
  (await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'`.execute(db())).rows.map((row) => row.name);

describe("migration 0035", () => {
  it("carries each stored NFT collection into the source core's table, readable by its schema, and drops the old tables", async () => {
    const migrator = await databaseBefore();
    await sql`INSERT INTO nft_public_collections
      (id, name, symbol, chain, native_symbol, floor_native, floor_usd, market_cap_usd, volume_usd, owners, change_24h, fetched_at)
      VALUES ('mad-lads', 'Mad Lads', 'MADLAD', 'solana', 'SOL', 26.5, 3948.5, 39485000, 12000, NULL, NULL, '2026-11-26T10:00:00.000Z')`.execute(
      db(),
    );
    await sql`INSERT INTO usd_try_days (day, close) VALUES ('2024-03-15', 32.2)`.execute(db());

    const { error } = await migrator.migrateTo("2026-11-27_0035_sources_through_core");
    expect(error).toBeUndefined();

    const row = await db()
      .selectFrom("source_snapshots")
      .selectAll()
      .where("name", "=", "coingecko:nft:mad-lads")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "live", fetched_at: "2026-11-26T10:00:00.000Z", cause: null });
    expect(publicNftCollectionSchema.parse(JSON.parse(row.payload!))).toEqual({
      id: "mad-lads",
      name: "Mad Lads",
      symbol: "MADLAD",
      chain: "solana",
      nativeSymbol: "SOL",
      floorNative: 26.5,
      floorUsd: 3948.5,
      marketCapUsd: 39485000,
      volumeUsd: 12000,
      owners: null,
      change24h: null,
    });
    expect(await tables()).not.toContain("nft_public_collections");
    expect(await tables()).not.toContain("usd_try_days");
    expect(await tables()).not.toContain("usd_try_ranges");

    // Down gives the collection back to the old table.
    const down = await migrator.migrateDown();
    expect(down.error).toBeUndefined();
    const back = await sql<{ name: string; floor_native: number }>`SELECT name, floor_native FROM nft_public_collections`.execute(db());
    expect(back.rows).toEqual([{ name: "Mad Lads", floor_native: 26.5 }]);
  });
});
