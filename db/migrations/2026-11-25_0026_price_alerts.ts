import { type Kysely, sql } from "kysely";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  // A user's price alerts. `value` is the threshold (a price in `currency`, or a percentage for
  // `change`); `band` is the score band a `band` alert waits for, and null for the others.
  // `armed` is the hysteresis state: 1 waits to fire, 0 has fired (or its condition held when it
  // was set) and waits for the price to go back across the threshold by a margin.
  await db.schema
    .createTable("price_alerts")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("symbol", "text", (c) => c.notNull())
    .addColumn("condition", "text", (c) => c.notNull().check(sql`condition in ('above', 'below', 'change', 'band')`))
    .addColumn("value", "real")
    .addColumn("band", "text")
    .addColumn("currency", "text", (c) =>
      c
        .notNull()
        .defaultTo("USD")
        .check(sql`currency in ('USD', 'TRY')`),
    )
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("armed", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("triggered_at", "text")
    .addColumn("triggered_price", "real")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("price_alerts_user").on("price_alerts").columns(["user_id", "active"]).execute();
  // The check reads only active alerts, by coin.
  await db.schema.createIndex("price_alerts_active_symbol").on("price_alerts").columns(["active", "symbol"]).execute();
  await db.schema.createIndex("price_alerts_triggered").on("price_alerts").column("triggered_at").execute();

  // A row means the user turned alert mails off; the in-site notification still comes.
  await db.schema
    .createTable("alert_mail_optouts")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("alert_mail_optouts").execute();
  await db.schema.dropTable("price_alerts").execute();
}
