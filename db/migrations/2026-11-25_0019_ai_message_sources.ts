import type { Kysely } from "kysely";

// An answer keeps the sources the server chose for it (JSON `[{title, url}]`) and whether a model
// wrote it or the site answered from its own content, so a reloaded chat (and the chat without
// JavaScript, which always reloads) shows the same links under the same bubble.
// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("ai_messages")
    .addColumn("sources", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await db.schema
    .alterTable("ai_messages")
    .addColumn("mode", "text", (c) => c.notNull().defaultTo("ai"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("ai_messages").dropColumn("mode").execute();
  await db.schema.alterTable("ai_messages").dropColumn("sources").execute();
}
