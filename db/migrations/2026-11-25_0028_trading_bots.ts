import { type Kysely, sql } from "kysely";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  // Paper trading bots: virtual USDT simulated on the live market snapshot. The spec names
  // trading_bots and bot_trades but the initial migration never created them.
  await db.schema
    .createTable("trading_bots")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    // signals | dca | score
    .addColumn("strategy", "text", (c) => c.notNull())
    // JSON array of pairs, fixed when the bot is made ("top N" is resolved then).
    .addColumn("symbols", "text", (c) => c.notNull())
    .addColumn("budget", "real", (c) => c.notNull())
    // JSON object: {amount, every} for dca, {buyAbove, sellBelow} for score, {} for signals.
    .addColumn("params", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("cash", "real", (c) => c.notNull())
    // JSON object pair -> quantity held in the current run.
    .addColumn("holdings", "text", (c) => c.notNull().defaultTo("{}"))
    // JSON object pair -> quantity a buy-and-hold of the budget would hold (set at the run's first step).
    .addColumn("hold_basis", "text")
    .addColumn("public", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("show_owner", "integer", (c) => c.notNull().defaultTo(0))
    // running | paused
    .addColumn("status", "text", (c) => c.notNull().defaultTo("running"))
    .addColumn("run", "integer", (c) => c.notNull().defaultTo(1))
    // The last market window this bot was stepped in: a window is stepped at most once.
    .addColumn("last_window", "integer")
    .addColumn("last_dca_at", "text")
    .addColumn("run_started_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("trading_bots_user").on("trading_bots").column("user_id").execute();
  await db.schema.createIndex("trading_bots_status").on("trading_bots").column("status").execute();

  await db.schema
    .createTable("bot_trades")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("bot_id", "integer", (c) => c.notNull().references("trading_bots.id").onDelete("cascade"))
    .addColumn("run", "integer", (c) => c.notNull())
    .addColumn("time", "text", (c) => c.notNull())
    .addColumn("side", "text", (c) => c.notNull())
    .addColumn("symbol", "text", (c) => c.notNull())
    .addColumn("price", "real", (c) => c.notNull())
    .addColumn("amount", "real", (c) => c.notNull())
    .addColumn("fee", "real", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("bot_trades_bot_run").on("bot_trades").columns(["bot_id", "run", "id"]).execute();
  // A trade is a record: it is never edited afterwards (deleting the bot still removes it).
  await sql`CREATE TRIGGER bot_trades_no_update BEFORE UPDATE ON bot_trades
    BEGIN SELECT RAISE(ABORT, 'bot_trades rows are never updated'); END`.execute(db);

  await db.schema
    .createTable("bot_equity")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("bot_id", "integer", (c) => c.notNull().references("trading_bots.id").onDelete("cascade"))
    .addColumn("run", "integer", (c) => c.notNull())
    .addColumn("window", "integer", (c) => c.notNull())
    .addColumn("time", "text", (c) => c.notNull())
    .addColumn("value", "real", (c) => c.notNull())
    // What buying and holding the same coins with the budget would be worth at that time.
    .addColumn("hold_value", "real", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("bot_equity_window").on("bot_equity").columns(["bot_id", "run", "window"]).unique().execute();

  // The signal rule replayed over past daily candles, kept apart from the live signals.
  await db.schema
    .createTable("backtest_signals")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("symbol", "text", (c) => c.notNull())
    .addColumn("direction", "text", (c) => c.notNull())
    .addColumn("from_band", "text", (c) => c.notNull())
    .addColumn("to_band", "text", (c) => c.notNull())
    .addColumn("score", "integer", (c) => c.notNull())
    .addColumn("open_price", "real", (c) => c.notNull())
    .addColumn("opened_at", "text", (c) => c.notNull())
    .addColumn("close_price", "real")
    .addColumn("closed_at", "text")
    .addColumn("run_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("backtest_signals_symbol").on("backtest_signals").columns(["symbol", "opened_at"]).execute();
  // The admin's switch that pauses every bot is the setting `bots_paused` (absent means false).
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("backtest_signals").execute();
  await db.schema.dropTable("bot_equity").execute();
  await db.schema.dropTable("bot_trades").execute();
  await db.schema.dropTable("trading_bots").execute();
}
