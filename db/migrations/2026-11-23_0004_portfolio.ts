import { type Kysely, sql } from "kysely";

// ISO 8601 in UTC with milliseconds, so text comparison sorts chronologically.
const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("portfolio_transactions")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull().check(sql`type in ('buy', 'sell', 'transfer_in', 'transfer_out')`))
    .addColumn("symbol", "text", (c) => c.notNull())
    .addColumn("amount", "real", (c) => c.notNull().check(sql`amount > 0`))
    .addColumn("price", "real", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`price >= 0`),
    )
    .addColumn("currency", "text", (c) => c.notNull().check(sql`currency in ('USD', 'TRY')`))
    .addColumn("fee", "real", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`fee >= 0`),
    )
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("portfolio_transactions_user_date").on("portfolio_transactions").columns(["user_id", "date", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("portfolio_transactions").ifExists().execute();
}
