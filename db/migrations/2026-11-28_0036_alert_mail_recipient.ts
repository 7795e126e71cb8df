import type { Kysely } from "kysely";

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  // The alert check counts the alert mails an address got in the last hour before each one it
  // queues (at most 10 an hour): without this index each count read the whole outbox.
  await db.schema.createIndex("mail_outbox_recipient").on("mail_outbox").columns(["to_address", "kind", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("mail_outbox_recipient").ifExists().execute();
}
