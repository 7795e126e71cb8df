import type { Kysely } from "kysely";

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  // Which networks an exchange accepts for a coin, as the admin read it on the exchange's own page.
  // No row means "unknown": the site never guesses, so the table starts empty.
  await db.schema
    .createTable("send_networks")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("exchange", "text", (c) => c.notNull())
    .addColumn("coin", "text", (c) => c.notNull())
    .addColumn("network", "text", (c) => c.notNull())
    .addColumn("accepted", "integer", (c) => c.notNull())
    .addColumn("source_url", "text", (c) => c.notNull())
    .addColumn("checked_on", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("send_networks_exchange_coin_network", ["exchange", "coin", "network"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("send_networks").execute();
}
