import { type Kysely, sql } from "kysely";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  // What one provider (base URL) and model accept, learnt from their refusals, and whether
  // the model was missing there; kept in the database so every process shares it and a
  // restart does not learn it again.
  await db.schema
    .createTable("ai_model_profiles")
    .addColumn("base_url", "text", (c) => c.notNull())
    .addColumn("model", "text", (c) => c.notNull())
    .addColumn("adjustments", "text", (c) => c.notNull().defaultTo("{}"))
    // Set when the provider said the model does not exist; the admins were told then.
    .addColumn("missing_since", "text")
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint("ai_model_profiles_pk", ["base_url", "model"])
    .execute();

  // The analysis card's AI commentary: one per coin and market window, claimed by the
  // process that writes it (`pending`), so two processes never ask twice.
  await db.schema
    .createTable("ai_commentaries")
    .addColumn("symbol", "text", (c) => c.notNull())
    .addColumn("window_start", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("content", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("model", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint("ai_commentaries_pk", ["symbol", "window_start"])
    .execute();

  // gpt-3.5-turbo was shut down on 2026-10-23. A settings row that still names it while
  // no key was ever saved, or while it points at the OpenAI API itself, is the untouched
  // old default (or cannot work any more): it moves to the current small model. A row
  // with a key for another server keeps its name, which that server may still serve.
  await db
    .updateTable("ai_settings")
    .set({ model: "gpt-5-mini" })
    .where("model", "=", "gpt-3.5-turbo")
    .where((eb) => eb.or([eb("api_key_encrypted", "is", null), eb("base_url", "=", "https://api.openai.com/v1")]))
    .execute();
}

// The model name is not put back: the old default cannot answer any more.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("ai_commentaries").execute();
  await db.schema.dropTable("ai_model_profiles").execute();
}
