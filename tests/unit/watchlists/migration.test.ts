import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { useDatabaseBefore } from "../../setup/migrations";

const OURS = "2026-11-25_0027_watchlists";
const { before: databaseBeforeWatchlists, previous } = useDatabaseBefore(OURS);

async function addUser(id: number, name: string) {
  await sql`INSERT INTO users (id, username, email, password_hash) VALUES (${id}, ${name}, ${`${name}@example.com`}, 'x')`.execute(db());
}

describe("migration 0027", () => {
  it("moves every user's favourites into their default list 'Favorilerim', with the dates they were starred, and drops the old table", async () => {
    const migrator = await databaseBeforeWatchlists();
    await addUser(10, "birinci");
    await addUser(11, "ikinci");
    await addUser(12, "favorisiz");
    await sql`INSERT INTO favourites (user_id, symbol, created_at) VALUES
      (10, 'BTCUSDT', '2026-01-01T00:00:00.000Z'), (10, 'ETHUSDT', '2026-01-02T00:00:00.000Z'), (11, 'SOLUSDT', '2026-01-03T00:00:00.000Z')`.execute(
      db(),
    );

    const { error } = await migrator.migrateTo(OURS);
    expect(error).toBeUndefined();

    const lists = await db().selectFrom("watchlists").select(["id", "user_id", "name", "is_default"]).orderBy("user_id").execute();
    expect(lists.map(({ user_id, name, is_default }) => ({ user_id, name, is_default }))).toEqual([
      { user_id: 10, name: "Favorilerim", is_default: 1 },
      { user_id: 11, name: "Favorilerim", is_default: 1 },
    ]);
    const items = await db()
      .selectFrom("watchlist_items as i")
      .innerJoin("watchlists as w", "w.id", "i.watchlist_id")
      .select(["w.user_id", "i.symbol", "i.added_at"])
      .orderBy("i.symbol")
      .execute();
    expect(items).toEqual([
      { user_id: 10, symbol: "BTCUSDT", added_at: "2026-01-01T00:00:00.000Z" },
      { user_id: 10, symbol: "ETHUSDT", added_at: "2026-01-02T00:00:00.000Z" },
      { user_id: 11, symbol: "SOLUSDT", added_at: "2026-01-03T00:00:00.000Z" },
    ]);
    const tables = (await db().introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain("favourites");

    // Deleting an account takes its lists and their coins with it.
    await sql`DELETE FROM users WHERE id = 10`.execute(db());
    expect(await db().selectFrom("watchlists").select("user_id").execute()).toEqual([{ user_id: 11 }]);
    expect(await db().selectFrom("watchlist_items").select("symbol").execute()).toEqual([{ symbol: "SOLUSDT" }]);
  });

  it("allows one default list per user, and going down puts the default lists back as favourites", async () => {
    const migrator = await databaseBeforeWatchlists();
    await addUser(10, "birinci");
    await sql`INSERT INTO favourites (user_id, symbol) VALUES (10, 'BTCUSDT')`.execute(db());
    await migrator.migrateTo(OURS);

    await expect(sql`INSERT INTO watchlists (user_id, name, is_default) VALUES (10, 'İkinci', 1)`.execute(db())).rejects.toThrow(/UNIQUE/);
    await sql`INSERT INTO watchlists (user_id, name, is_default) VALUES (10, 'İkinci', 0)`.execute(db());
    await expect(sql`INSERT INTO watchlists (user_id, name) VALUES (10, 'İkinci')`.execute(db())).rejects.toThrow(/UNIQUE/);

    const { error } = await migrator.migrateTo(previous);
    expect(error).toBeUndefined();
    expect((await sql<{ user_id: number; symbol: string }>`SELECT user_id, symbol FROM favourites`.execute(db())).rows).toEqual([
      { user_id: 10, symbol: "BTCUSDT" },
    ]);
  });
});
