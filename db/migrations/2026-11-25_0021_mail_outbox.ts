import { type Kysely, sql } from "kysely";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  // Every mail is written here in the same transaction as the change that causes it, and
  // sent later by the mail worker. Nothing is lost in a crash between the two; the
  // Message-ID is fixed when the row is written, so a retry is recognisable as the same mail.
  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text", (c) => c.notNull())
    // JSON object of extra headers (List-Unsubscribe and the like).
    .addColumn("headers", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("message_id", "text", (c) => c.notNull().unique())
    // The user the mail is about, if any; cleared when the account is deleted.
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    // pending | sending | sent | failed
    .addColumn("state", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("tries", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    .addColumn("next_attempt_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("claimed_at", "text")
    .addColumn("sent_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("mail_outbox_due").on("mail_outbox").columns(["state", "next_attempt_at"]).execute();
  await db.schema.createIndex("mail_outbox_user").on("mail_outbox").column("user_id").execute();

  // When the user proved the address is theirs by following a mailed link. Accounts made
  // before mail existed are taken as they are: their addresses count as verified.
  await db.schema.alterTable("users").addColumn("email_verified_at", "text").execute();
  await db
    .updateTable("users")
    .set({ email_verified_at: sql`created_at` })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("email_verified_at").execute();
  await db.schema.dropTable("mail_outbox").execute();
}
