import { type Kysely, sql } from "kysely";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

// The default list's name at the time of this migration; the app may rename lists later.
const DEFAULT_NAME = "Favorilerim";

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("watchlists")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    // The list the analysis page's star writes to; it cannot be deleted.
    .addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("watchlists_user_name", ["user_id", "name"])
    .execute();
  // At most one default list per user, held by the database rather than by every writer.
  await sql`CREATE UNIQUE INDEX watchlists_one_default ON watchlists (user_id) WHERE is_default = 1`.execute(db);

  await db.schema
    .createTable("watchlist_items")
    .addColumn("watchlist_id", "integer", (c) => c.notNull().references("watchlists.id").onDelete("cascade"))
    .addColumn("symbol", "text", (c) => c.notNull())
    .addColumn("added_at", "text", (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint("watchlist_items_pk", ["watchlist_id", "symbol"])
    .execute();

  // Every user's favourites become their default list, keeping when each coin was starred.
  await sql`
    INSERT INTO watchlists (user_id, name, is_default, sort)
    SELECT DISTINCT user_id, ${DEFAULT_NAME}, 1, 0 FROM favourites
  `.execute(db);
  await sql`
    INSERT INTO watchlist_items (watchlist_id, symbol, added_at)
    SELECT w.id, f.symbol, f.created_at FROM favourites f JOIN watchlists w ON w.user_id = f.user_id AND w.is_default = 1
  `.execute(db);
  await db.schema.dropTable("favourites").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("favourites")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("symbol", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint("favourites_pk", ["user_id", "symbol"])
    .execute();
  await sql`
    INSERT INTO favourites (user_id, symbol, created_at)
    SELECT w.user_id, i.symbol, i.added_at FROM watchlist_items i JOIN watchlists w ON w.id = i.watchlist_id WHERE w.is_default = 1
  `.execute(db);
  await db.schema.dropTable("watchlist_items").execute();
  await db.schema.dropTable("watchlists").execute();
}
