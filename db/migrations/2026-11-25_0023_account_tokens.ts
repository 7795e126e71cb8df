import { type Kysely, sql } from "kysely";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  // The links mailed for e-mail verification, e-mail change and password reset. Only the
  // SHA-256 of each random token is kept: someone who reads the database cannot follow a
  // link. A token is spent by setting used_at in the same statement that checks it.
  await db.schema
    .createTable("account_tokens")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    // verify-email | change-email | reset-password
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    // The address a change-email link moves the account to; null for the other purposes.
    .addColumn("new_email", "text")
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("account_tokens_user").on("account_tokens").columns(["user_id", "purpose"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("account_tokens").execute();
}
