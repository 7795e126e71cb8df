import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { listWatchlists } from "~/models/watchlists.server";
import { db } from "~/server/db.server";
import { useDatabaseBefore } from "../../setup/migrations";

const OURS = "2026-11-28_watchlist_session_order";
const { before } = useDatabaseBefore(OURS);

describe("migration 2026-11-28_watchlist_session_order", () => {
  it("numbers existing coins in the order they were read (date, then rowid) and sessions by rowid", async () => {
    const migrator = await before();
    await sql`INSERT INTO users (id, username, email, password_hash) VALUES (10, 'birinci', 'birinci@example.com', 'x')`.execute(db());
    await sql`INSERT INTO watchlists (id, user_id, name, is_default) VALUES (1, 10, 'Favorilerim', 1)`.execute(db());
    // Inserted out of date order (as migration 0027 copied favourites); two share a moment.
    await sql`INSERT INTO watchlist_items (watchlist_id, symbol, added_at) VALUES
      (1, 'SOLUSDT', '2026-01-03T00:00:00.000Z'), (1, 'ETHUSDT', '2026-01-01T00:00:00.000Z'),
      (1, 'BTCUSDT', '2026-01-03T00:00:00.000Z'), (1, 'ADAUSDT', '2026-01-02T00:00:00.000Z')`.execute(db());
    await sql`INSERT INTO sessions (token_hash, user_id, expires_at) VALUES
      ('b', 10, '2027-01-01T00:00:00.000Z'), ('a', 10, '2027-01-01T00:00:00.000Z')`.execute(db());

    const { error } = await migrator.migrateTo(OURS);
    expect(error).toBeUndefined();

    const [list] = await listWatchlists(10);
    expect(list!.symbols).toEqual(["ETHUSDT", "ADAUSDT", "SOLUSDT", "BTCUSDT"]);
    const sessions = await db().selectFrom("sessions").select(["token_hash", "seq"]).orderBy("seq").execute();
    expect(sessions.map((session) => session.token_hash)).toEqual(["b", "a"]);
  });
});
