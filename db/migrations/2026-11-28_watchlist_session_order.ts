import { type Kysely, sql } from "kysely";
import { isPostgres } from "./portable";

// An explicit order where the models used SQLite's rowid, which PostgreSQL has not
// (docs/postgres.md): coins added by one request share their added_at, and a user's sessions
// may open within the same millisecond.
//
// - watchlist_items.position: 1 + the list's highest when the coin was added (the coins one
//   request adds in the order sent); a list reads by it.
// - sessions.seq: 1 + the user's highest when the session opened; the cap keeps the highest.
//
// Existing rows are numbered in the order the models read until now: on SQLite by date, then
// rowid (sessions by rowid alone); on PostgreSQL, which has no rowid, by date, then key.

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("watchlist_items")
    .addColumn("position", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("sessions")
    .addColumn("seq", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();
  if (isPostgres(db)) {
    await sql`update watchlist_items i set position = o.n from (
        select watchlist_id, symbol, row_number() over (partition by watchlist_id order by added_at, symbol) as n from watchlist_items
      ) o where o.watchlist_id = i.watchlist_id and o.symbol = i.symbol`.execute(db);
    await sql`update sessions s set seq = o.n from (
        select token_hash, row_number() over (partition by user_id order by created_at, token_hash) as n from sessions
      ) o where o.token_hash = s.token_hash`.execute(db);
  } else {
    await sql`UPDATE watchlist_items SET position = (
        SELECT count(*) FROM watchlist_items o WHERE o.watchlist_id = watchlist_items.watchlist_id
          AND (o.added_at < watchlist_items.added_at OR (o.added_at = watchlist_items.added_at AND o.rowid <= watchlist_items.rowid)))`.execute(
      db,
    );
    await sql`UPDATE sessions SET seq = rowid`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("watchlist_items").dropColumn("position").execute();
  await db.schema.alterTable("sessions").dropColumn("seq").execute();
}
