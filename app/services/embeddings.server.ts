/**
 * Hybrid retrieval's outside half (decision 017): the site's passages and the visitor's question
 * embedded through the configured OpenAI-compatible provider (`POST {base_url}/embeddings`).
 * Passages are embedded in the background, in batches, and kept in the database; a question is
 * embedded once per chat request (kept briefly by its text). A provider without embeddings (404 or
 * 400) is remembered for an hour, and the assistant then searches by keyword alone.
 */
import { z } from "~/lib/zod";
import { PASSAGE_KINDS, cosine } from "~/lib/ai/retrieval";
import { getAiRuntime } from "~/models/ai.server";
import {
  documentPassages,
  embeddableDocuments,
  saveEmbeddings,
  storedHashes,
  storedVectors,
  type DocumentPassage,
} from "~/models/embeddings.server";
import { getSiteSettings } from "~/models/settings.server";
import { OutsideError, openOutside, readAllBytes } from "./outside/read.server";
import { logger } from "~/server/log.server";
import { runExclusive } from "~/server/schedule-lock.server";

/** Texts per request: OpenAI takes up to 2,048, but a batch of 3,000-character passages must stay well under its 300k-token cap. */
const EMBED_BATCH = 64;
const BATCH_TIMEOUT_MS = 60_000;
/** A question's vector is waited for this long at most; after that the answer goes on by keyword. */
const QUESTION_TIMEOUT_MS = 5_000;
/** 64 vectors of 3,072 floats as JSON text are about 4 MB. */
const EMBEDDINGS_MAX_BYTES = 8 * 1024 * 1024;
/** How long a provider that answered 404 or 400 to /embeddings is not asked again. */
const UNAVAILABLE_MS = 60 * 60 * 1000;
const QUESTION_CACHE_MS = 10 * 60 * 1000;
const QUESTION_CACHE_SIZE = 200;
/** Vector neighbours considered for fusion. */
const VECTOR_CANDIDATES = 20;

export interface EmbeddingTarget {
  baseUrl: string;
  apiKey: string;
  model: string;
}

/** The provider answered that it has no embeddings (404, or 400 for the model): keyword alone for a while. */
export class EmbeddingsUnavailable extends Error {
  constructor(readonly status: number) {
    super(`embeddings unavailable (HTTP ${status})`);
    this.name = "EmbeddingsUnavailable";
  }
}

function embeddingsUrl(baseUrl: string) {
  return `${baseUrl.replace(/\/+$/, "")}/embeddings`;
}

const unavailableUntil = new Map<string, number>();
const targetKey = (target: EmbeddingTarget) => `${target.baseUrl} ${target.model}`;

/** Forgets which providers had no embeddings (tests). */
export function forgetEmbeddingState() {
  unavailableUntil.clear();
  questionCache.clear();
}

const embeddingsSchema = z.object({
  data: z.array(z.object({ embedding: z.array(z.number()).min(1).max(8192), index: z.number().int().min(0) })),
});

/** The vectors of `texts`, in their order. */
export async function embedTexts(target: EmbeddingTarget, texts: readonly string[], timeoutMs = BATCH_TIMEOUT_MS): Promise<number[][]> {
  const response = await openOutside(embeddingsUrl(target.baseUrl), {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", Authorization: `Bearer ${target.apiKey}` },
    body: JSON.stringify({ model: target.model, input: texts }),
    firstByteMs: timeoutMs,
    idleMs: timeoutMs,
    totalMs: timeoutMs,
    maxBytes: EMBEDDINGS_MAX_BYTES,
    redirects: "none",
  });
  if (response.status === 404 || response.status === 400) {
    response.cancel();
    unavailableUntil.set(targetKey(target), Date.now() + UNAVAILABLE_MS);
    throw new EmbeddingsUnavailable(response.status);
  }
  if (response.status < 200 || response.status > 299) {
    response.cancel();
    throw new Error(`embeddings: HTTP ${response.status}`);
  }
  const parsed = embeddingsSchema.safeParse(JSON.parse((await readAllBytes(response)).toString("utf8")));
  if (!parsed.success || parsed.data.data.length !== texts.length) throw new Error("embeddings: unexpected answer");
  const vectors: number[][] = new Array(texts.length);
  for (const item of parsed.data.data) vectors[item.index] = item.embedding;
  if (vectors.some((vector) => !vector) || new Set(vectors.map((vector) => vector.length)).size !== 1)
    throw new Error("embeddings: unexpected answer");
  return vectors;
}

/** The connected provider as an embeddings source, or null when none is connected or it has none. */
export async function embeddingTarget(): Promise<EmbeddingTarget | null> {
  const runtime = await getAiRuntime();
  if (!runtime) return null;
  const model = (await getSiteSettings()).aiEmbeddingModel;
  const target = { baseUrl: runtime.config.baseUrl, apiKey: runtime.config.apiKey, model };
  return (unavailableUntil.get(targetKey(target)) ?? 0) > Date.now() ? null : target;
}

export interface EmbeddingRound {
  embedded: number;
  copied: number;
  unchanged: number;
}

/**
 * Embeds the passages whose text has no vector of this model yet, EMBED_BATCH at a time; a
 * document rewritten with the same text takes its old vector. Each batch is saved as it arrives,
 * so a round cut short keeps what it got.
 */
export async function embedPassages(target: EmbeddingTarget): Promise<EmbeddingRound> {
  const documents = await embeddableDocuments(PASSAGE_KINDS);
  const { byDocument, hashes } = await storedHashes(target.model);
  const changed = documents.filter((document) => byDocument.get(document.id) !== document.hash);
  const copied = changed.filter((document) => hashes.has(document.hash));
  const missing = changed.filter((document) => !hashes.has(document.hash));
  if (changed.length === 0 && byDocument.size === documents.length) return { embedded: 0, copied: 0, unchanged: documents.length };
  if (missing.length === 0) await saveEmbeddings(target.model, documents, [], copied);
  for (let start = 0; start < missing.length; start += EMBED_BATCH) {
    const batch = missing.slice(start, start + EMBED_BATCH);
    const vectors = await embedTexts(
      target,
      batch.map((document) => document.text),
    );
    const fresh = batch.map((document, index) => ({ document, vector: vectors[index]! }));
    await saveEmbeddings(target.model, documents, fresh, start === 0 ? copied : []);
  }
  return { embedded: missing.length, copied: copied.length, unchanged: documents.length - changed.length };
}

const ROUND_MS = 15 * 60 * 1000;
let timer: NodeJS.Timeout | undefined;
let running = false;

/** One background round when a provider with embeddings is connected. */
async function runEmbeddingRound(): Promise<EmbeddingRound | null> {
  if (running) return null;
  running = true;
  try {
    const target = await embeddingTarget();
    if (!target) return null;
    const round = await embedPassages(target);
    if (round.embedded + round.copied > 0) logger.info({ ...round, model: target.model }, "Site metinlerinin vektörleri güncellendi");
    return round;
  } catch (error) {
    if (!(error instanceof EmbeddingsUnavailable)) logger.warn({ err: error }, "Site metinlerinin vektörleri alınamadı");
    return null;
  } finally {
    running = false;
  }
}

/** Embeds changed passages every 15 minutes (and soon after start); calling it again does nothing. */
export function startEmbeddingSchedule() {
  if (timer) return;
  const run = () =>
    void runExclusive("embeddings", runEmbeddingRound).catch((error: unknown) =>
      logger.warn({ err: error }, "Site metinlerinin vektörleri alınamadı"),
    );
  timer = setInterval(run, ROUND_MS);
  timer.unref();
  setTimeout(run, 10_000).unref();
}

const questionCache = new Map<string, { vector: number[]; at: number }>();

/** The question's vector: one call, kept briefly by text; null when it cannot be had in time. */
async function questionVector(target: EmbeddingTarget, text: string): Promise<number[] | null> {
  const key = `${targetKey(target)}\n${text}`;
  const hit = questionCache.get(key);
  if (hit && Date.now() - hit.at < QUESTION_CACHE_MS) return hit.vector;
  try {
    const [vector] = await embedTexts(target, [text], QUESTION_TIMEOUT_MS);
    if (questionCache.size >= QUESTION_CACHE_SIZE) questionCache.delete(questionCache.keys().next().value!);
    questionCache.set(key, { vector: vector!, at: Date.now() });
    return vector!;
  } catch (error) {
    if (!(error instanceof EmbeddingsUnavailable) && !(error instanceof OutsideError && error.kind === "aborted"))
      logger.warn({ err: error }, "Sorunun vektörü alınamadı; anahtar kelime araması kullanılıyor");
    return null;
  }
}

export interface VectorHit extends DocumentPassage {
  similarity: number;
}

/** The stored passages nearest the text (cosine), best first; null when there are no vectors to compare. */
export async function nearestPassages(target: EmbeddingTarget, text: string): Promise<VectorHit[] | null> {
  const stored = await storedVectors(target.model);
  if (stored.length === 0) return null;
  const query = await questionVector(target, text);
  if (!query) return null;
  const best = stored
    .map((entry) => ({ id: entry.documentId, similarity: cosine(query, entry.vector) }))
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, VECTOR_CANDIDATES);
  const passages = await documentPassages(best.map((entry) => entry.id));
  return best.flatMap((entry) => {
    const passage = passages.get(entry.id);
    return passage ? [{ ...passage, similarity: entry.similarity }] : [];
  });
}

/** A vector search for the assistant's context, or null for keyword alone. */
export type VectorSearch = (text: string) => Promise<VectorHit[] | null>;

/** The vector search through the connected provider, or null when it has no embeddings. */
export async function providerVectorSearch(): Promise<VectorSearch | null> {
  const target = await embeddingTarget();
  return target ? (text) => nearestPassages(target, text) : null;
}
