import { type Kysely, sql } from "kysely";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("signals")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("symbol", "text", (c) => c.notNull())
    .addColumn("direction", "text", (c) => c.notNull().check(sql`direction in ('buy', 'sell')`))
    .addColumn("from_band", "text", (c) => c.notNull())
    .addColumn("to_band", "text", (c) => c.notNull())
    .addColumn("score", "integer", (c) => c.notNull())
    .addColumn("open_price", "real", (c) => c.notNull())
    .addColumn("opened_at", "text", (c) => c.notNull())
    .addColumn("close_price", "real")
    .addColumn("closed_at", "text")
    .addColumn("reasons", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await db.schema.createIndex("signals_symbol_opened").on("signals").columns(["symbol", "opened_at"]).execute();
  await db.schema.createIndex("signals_opened").on("signals").column("opened_at").execute();
  // At most one open signal per coin.
  await sql`create unique index signals_one_open on signals(symbol) where closed_at is null`.execute(db);
  // The track record cannot be rewritten: a signal is never deleted, its opening never changes,
  // and it is closed once.
  await sql`create trigger signals_no_delete before delete on signals
    begin select raise(abort, 'signals are permanent'); end`.execute(db);
  await sql`create trigger signals_closed_once before update on signals
    when old.closed_at is not null
      or new.symbol is not old.symbol or new.direction is not old.direction
      or new.from_band is not old.from_band or new.to_band is not old.to_band
      or new.score is not old.score or new.open_price is not old.open_price
      or new.opened_at is not old.opened_at or new.reasons is not old.reasons
    begin select raise(abort, 'signals are permanent'); end`.execute(db);

  // The last band each coin was seen in, and when its last signal opened.
  await db.schema
    .createTable("signal_bands")
    .addColumn("symbol", "text", (c) => c.primaryKey())
    .addColumn("band", "text", (c) => c.notNull())
    .addColumn("last_signal_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("signal_follows")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("signal_id", "integer", (c) => c.notNull().references("signals.id"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint("signal_follows_pk", ["user_id", "signal_id"])
    .execute();
  await db.schema.createIndex("signal_follows_signal").on("signal_follows").column("signal_id").execute();

  await db.schema
    .createTable("user_notifications")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("link", "text")
    .addColumn("is_read", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("user_notifications_user").on("user_notifications").columns(["user_id", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("user_notifications").ifExists().execute();
  await db.schema.dropTable("signal_follows").ifExists().execute();
  await db.schema.dropTable("signal_bands").ifExists().execute();
  await sql`drop trigger if exists signals_closed_once`.execute(db);
  await sql`drop trigger if exists signals_no_delete`.execute(db);
  await db.schema.dropTable("signals").ifExists().execute();
}
