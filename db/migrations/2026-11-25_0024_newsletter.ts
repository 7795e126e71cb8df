import { type Kysely, sql } from "kysely";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  // Double opt-in: a sign-up is 'pending' until the mailed link is followed; only 'active'
  // subscribers are mailed the digest. Everyone already on the list signed up before the
  // confirmation step existed and is kept 'active' (decision 021); their consent proof is
  // the sign-up time, marked with the version "before-double-opt-in".
  await db.schema
    .alterTable("newsletter_subscribers")
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("active")
        .check(sql`status IN ('pending', 'active', 'unsubscribed')`),
    )
    .execute();
  // SHA-256 of the confirmation link's token: the database alone cannot confirm anyone.
  await db.schema.alterTable("newsletter_subscribers").addColumn("confirm_token_hash", "text").execute();
  await db.schema.alterTable("newsletter_subscribers").addColumn("confirm_expires_at", "text").execute();
  // When the last confirmation mail was queued, so a repeated sign-up cannot flood an inbox.
  await db.schema.alterTable("newsletter_subscribers").addColumn("confirm_sent_at", "text").execute();
  await db.schema.alterTable("newsletter_subscribers").addColumn("confirmed_at", "text").execute();
  // Consent proof: from which address, under which wording, when (the e-mail is the row's).
  await db.schema.alterTable("newsletter_subscribers").addColumn("consent_ip", "text").execute();
  await db.schema.alterTable("newsletter_subscribers").addColumn("consent_text_version", "text").execute();
  await db.schema.alterTable("newsletter_subscribers").addColumn("consented_at", "text").execute();
  // An opaque random id in every newsletter mail's unsubscribe link (192 bits: not guessable).
  await db.schema.alterTable("newsletter_subscribers").addColumn("unsubscribe_token", "text").execute();
  await db.schema.alterTable("newsletter_subscribers").addColumn("unsubscribed_at", "text").execute();
  await db
    .updateTable("newsletter_subscribers")
    .set({
      unsubscribe_token: sql`lower(hex(randomblob(24)))`,
      consent_text_version: "before-double-opt-in",
      consented_at: sql`created_at`,
    })
    .execute();
  await db.schema
    .createIndex("newsletter_subscribers_unsubscribe")
    .unique()
    .on("newsletter_subscribers")
    .column("unsubscribe_token")
    .execute();
  await db.schema.createIndex("newsletter_subscribers_confirm").on("newsletter_subscribers").column("confirm_token_hash").execute();
  await db.schema.createIndex("newsletter_subscribers_status").on("newsletter_subscribers").column("status").execute();

  // One row per digest week, written in the transaction that queues its mails: the primary
  // key makes a second send of the same week (a second process, a double click) a no-op.
  await db.schema
    .createTable("newsletter_digests")
    .addColumn("week", "text", (c) => c.primaryKey())
    .addColumn("recipients", "integer", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    // 'schedule' or the admin's username
    .addColumn("sent_by", "text", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("newsletter_digests").execute();
  await db.schema.dropIndex("newsletter_subscribers_status").execute();
  await db.schema.dropIndex("newsletter_subscribers_confirm").execute();
  await db.schema.dropIndex("newsletter_subscribers_unsubscribe").execute();
  for (const column of [
    "unsubscribed_at",
    "unsubscribe_token",
    "consented_at",
    "consent_text_version",
    "consent_ip",
    "confirmed_at",
    "confirm_sent_at",
    "confirm_expires_at",
    "confirm_token_hash",
    "status",
  ]) {
    await db.schema.alterTable("newsletter_subscribers").dropColumn(column).execute();
  }
}
