import { createHash } from "node:crypto";
import { packVector, unpackVector } from "~/lib/ai/retrieval";
import type { SearchKind } from "~/lib/search/kinds";
import { excerpt, plainText } from "~/lib/search/text";
import { db } from "~/server/db.server";

// The passages' vectors for hybrid retrieval (decision 017): written only by the embedding round
// (app/services/embeddings.server.ts), read by the assistant's context. Like the search index they
// are derived data, rebuilt from the documents, so no activity is recorded for them.

/** What of a document is embedded: its title, keywords and text, cut to this many characters (about 1,000 tokens). */
const EMBED_CHARACTERS = 3_000;
const PASSAGE_LENGTH = 700;

export interface EmbeddableDocument {
  id: number;
  text: string;
  hash: string;
}

function contentHash(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** The documents of these kinds as they are embedded, each with the hash of that text. */
export async function embeddableDocuments(kinds: readonly SearchKind[]): Promise<EmbeddableDocument[]> {
  const rows = await db()
    .selectFrom("search_documents")
    .select(["id", "title", "keywords", "body"])
    .where("kind", "in", [...kinds])
    .orderBy("id")
    .execute();
  return rows.map((row) => {
    const text = `${row.title}\n${row.keywords}\n${plainText(row.body)}`.slice(0, EMBED_CHARACTERS);
    return { id: row.id, text, hash: contentHash(text) };
  });
}

/** Which of the documents already have a vector of this model for their text: by id, or by the same text under another id. */
export async function storedHashes(model: string): Promise<{ byDocument: Map<number, string>; hashes: Set<string> }> {
  const rows = await db().selectFrom("passage_embeddings").select(["document_id", "content_hash"]).where("model", "=", model).execute();
  return {
    byDocument: new Map(rows.map((row) => [row.document_id, row.content_hash])),
    hashes: new Set(rows.map((row) => row.content_hash)),
  };
}

let version = 0;

/**
 * Brings the stored vectors of `model` in line with the documents: `fresh` are new vectors,
 * `copied` documents take the stored vector of the same text, and rows of documents no longer
 * among `current` (or of their old text), and of other models, are removed. One transaction.
 */
export async function saveEmbeddings(
  model: string,
  current: readonly EmbeddableDocument[],
  fresh: { document: EmbeddableDocument; vector: readonly number[] }[],
  copied: readonly EmbeddableDocument[],
): Promise<void> {
  const now = new Date().toISOString();
  await db()
    .transaction()
    .execute(async (trx) => {
      for (const document of copied) {
        const source = await trx
          .selectFrom("passage_embeddings")
          .select(["dims", "vector"])
          .where("content_hash", "=", document.hash)
          .where("model", "=", model)
          .executeTakeFirst();
        if (source)
          await trx
            .insertInto("passage_embeddings")
            .values({
              document_id: document.id,
              content_hash: document.hash,
              model,
              dims: source.dims,
              vector: source.vector,
              embedded_at: now,
            })
            .onConflict((oc) => oc.doNothing())
            .execute();
      }
      for (const { document, vector } of fresh)
        await trx
          .insertInto("passage_embeddings")
          .values({
            document_id: document.id,
            content_hash: document.hash,
            model,
            dims: vector.length,
            vector: packVector(vector),
            embedded_at: now,
          })
          .onConflict((oc) => oc.doNothing())
          .execute();
      // One model at a time: another model's vectors are of no use to the question's.
      await trx.deleteFrom("passage_embeddings").where("model", "!=", model).execute();
      // Whatever is not a current document with its current text goes.
      const keep = new Map(current.map((document) => [document.id, document.hash]));
      const rows = await trx.selectFrom("passage_embeddings").select(["document_id", "content_hash"]).where("model", "=", model).execute();
      for (const row of rows)
        if (keep.get(row.document_id) !== row.content_hash)
          await trx
            .deleteFrom("passage_embeddings")
            .where("document_id", "=", row.document_id)
            .where("content_hash", "=", row.content_hash)
            .where("model", "=", model)
            .execute();
    });
  version++;
}

export interface StoredVector {
  documentId: number;
  vector: Float32Array;
}

// Read once per database and model and kept until the next round writes: a few hundred vectors,
// a few MB at most.
const cache = new WeakMap<object, { model: string; version: number; vectors: StoredVector[] }>();

/** The stored vectors of `model` (only those whose text is current: the round removes the rest). */
export async function storedVectors(model: string): Promise<StoredVector[]> {
  const database = db();
  const kept = cache.get(database);
  if (kept && kept.model === model && kept.version === version) return kept.vectors;
  const rows = await database.selectFrom("passage_embeddings").select(["document_id", "vector"]).where("model", "=", model).execute();
  const vectors = rows.map((row) => ({ documentId: row.document_id, vector: unpackVector(row.vector) }));
  cache.set(database, { model, version, vectors });
  return vectors;
}

export interface DocumentPassage {
  id: number;
  kind: SearchKind;
  title: string;
  url: string;
  text: string;
}

/** The documents by id as passages: the start of the text, as no query word marks a place in it. */
export async function documentPassages(ids: readonly number[]): Promise<Map<number, DocumentPassage>> {
  if (ids.length === 0) return new Map();
  const rows = await db()
    .selectFrom("search_documents")
    .select(["id", "kind", "title", "url", "body"])
    .where("id", "in", [...ids])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        kind: row.kind as SearchKind,
        title: row.title,
        url: row.url,
        text: excerpt(plainText(row.body), [], PASSAGE_LENGTH).text,
      },
    ]),
  );
}
