import type { Kysely } from "kysely";

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  // The vectors of the site's passages (search_documents the assistant may cite) as an
  // OpenAI-compatible provider's /embeddings gave them: one row per document, text (its hash) and
  // model, the vector as little-endian float32 bytes. No foreign key: a document rewritten with the
  // same text gets a new id, and its vector is then copied by hash rather than asked for again;
  // rows of documents that are gone are removed by the embedding round.
  await db.schema
    .createTable("passage_embeddings")
    .addColumn("document_id", "integer", (c) => c.notNull())
    .addColumn("content_hash", "text", (c) => c.notNull())
    .addColumn("model", "text", (c) => c.notNull())
    .addColumn("dims", "integer", (c) => c.notNull())
    .addColumn("vector", "blob", (c) => c.notNull())
    .addColumn("embedded_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("passage_embeddings_pk", ["document_id", "content_hash", "model"])
    .execute();
  await db.schema.createIndex("passage_embeddings_hash").on("passage_embeddings").columns(["content_hash", "model"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("passage_embeddings").execute();
}
