import type { Kysely } from "kysely";

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  // Which lira price a TRY price alert watches: the dollar price × USDT/TRY ('converted', what
  // every alert so far watched) or BtcTurk's own TRY pair ('btcturk'). Only a column is added.
  await db.schema
    .alterTable("price_alerts")
    .addColumn("lira_source", "text", (c) => c.notNull().defaultTo("converted"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("price_alerts").dropColumn("lira_source").execute();
}
