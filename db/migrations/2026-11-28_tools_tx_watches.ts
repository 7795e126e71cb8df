import { sql, type Kysely } from "kysely";

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  // A user's request to be told when a Bitcoin or Ethereum transaction reaches `target` confirmations.
  await db.schema
    .createTable("tx_watches")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("chain", "text", (c) => c.notNull().check(sql`chain in ('btc', 'eth')`))
    .addColumn("txid", "text", (c) => c.notNull())
    .addColumn("target", "integer", (c) => c.notNull())
    .addColumn("state", "text", (c) =>
      c
        .notNull()
        .defaultTo("watching")
        .check(sql`state in ('watching', 'done', 'expired')`),
    )
    // The last count read from the chain source; null until the first read.
    .addColumn("confirmations", "integer")
    .addColumn("checked_at", "text")
    .addColumn("done_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("tx_watches_user_tx", ["user_id", "chain", "txid"])
    .execute();
  // The poll reads the watching rows, least recently checked first.
  await db.schema.createIndex("tx_watches_state_checked").on("tx_watches").columns(["state", "checked_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("tx_watches").execute();
}
