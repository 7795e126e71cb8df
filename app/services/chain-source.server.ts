import type { z } from "zod";
import { env } from "~/server/env.server";
import { RateLimiter } from "~/server/rate-limit.server";
import { loadChainAnswer, saveChainAnswer, type StoredChainAnswer } from "~/models/chain-cache.server";

/**
 * What the two chain sources (Esplora REST, Ethereum JSON-RPC) share: calls with a timeout and
 * a size cap, answers validated before use, a short in-memory cache, one call per key at a time,
 * and the last good answer kept in the database to be shown, marked stale, when the source fails.
 * The DeFi and NFT sources use the same call with their own store (`source_cache`).
 */

export type ChainFailure = "unconfigured" | "unreachable" | "garbage" | "rejected" | "not-found";

/** A chain source did not give usable data; `message` is Turkish and fit to show. */
export class ChainSourceError extends Error {
  constructor(
    readonly reason: ChainFailure,
    message: string,
  ) {
    super(message);
    this.name = "ChainSourceError";
  }
}

export interface Sourced<T> {
  data: T;
  source: "live" | "stale";
  /** When the source gave this answer (ISO 8601). */
  fetchedAt: string;
}

export const SHORT_TTL_MS = 60_000;
/** An answer about a block buried for hours (or a transaction in one) no longer changes. */
export const SETTLED_TTL_MS = 24 * 60 * 60_000;
const SETTLED_AFTER_MS = 2 * 60 * 60_000;
/** After a failure the source is left alone for a while; visitors get the stale answer at once. */
const RETRY_AFTER_MS = 15_000;
const MEMORY_ENTRIES = 500;
/**
 * What the site asks of one source at most, whoever asks: visitors are limited per address
 * (`tool-limits.server.ts`), and these bounds hold when many addresses ask at once, so that a
 * public provider has no reason to ban the server. Past them a key gets its stored answer,
 * marked stale, or the source's 'busy' message; the key is not marked failed.
 */
const CALLS_PER_MINUTE = 120;
const CALLS_AT_ONCE = 8;

/** The freshness window for an answer about something mined at `blockTimeMs` (null: not mined yet). */
export function ttlForBlockTime(blockTimeMs: number | null | undefined, now = Date.now()): number {
  return blockTimeMs && now - blockTimeMs > SETTLED_AFTER_MS ? SETTLED_TTL_MS : SHORT_TTL_MS;
}

interface Entry {
  value: unknown;
  fetchedAt: string;
  expiresAt: number;
}

const memory = new Map<string, Entry>();
const inflight = new Map<string, Promise<Sourced<unknown>>>();
const failedUntil = new Map<string, { until: number; error: ChainSourceError }>();
let callsBySource = new RateLimiter(CALLS_PER_MINUTE, 60_000);
const runningBySource = new Map<string, number>();

/** Forgets everything held in memory, as a process restart would. For tests. */
export function resetChainCache() {
  memory.clear();
  inflight.clear();
  failedUntil.clear();
  callsBySource = new RateLimiter(CALLS_PER_MINUTE, 60_000);
  runningBySource.clear();
}

function remember(key: string, entry: Entry) {
  memory.delete(key);
  memory.set(key, entry);
  if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value as string);
}

interface CachedCall<S extends z.ZodType> {
  key: string;
  schema: S;
  /** Names the source in messages: 'Bitcoin zincir kaynağı'. */
  sourceName: string;
  /** Asks the source; throws ChainSourceError. Its answer is validated with `schema` here. */
  fetch: () => Promise<unknown>;
  ttl: (value: z.infer<S>) => number;
  /** Where the last good answer is kept; by default `chain_cache`, pruned to the latest keys. */
  store?: AnswerStore;
}

export interface AnswerStore {
  load: (key: string) => Promise<StoredChainAnswer | null>;
  save: (key: string, answer: StoredChainAnswer) => Promise<void>;
}

const chainStore: AnswerStore = { load: loadChainAnswer, save: saveChainAnswer };

export async function cachedChainCall<S extends z.ZodType>(call: CachedCall<S>): Promise<Sourced<z.infer<S>>> {
  const now = Date.now();
  const hit = memory.get(call.key);
  if (hit && now < hit.expiresAt) return { data: hit.value as z.infer<S>, source: "live", fetchedAt: hit.fetchedAt };
  const failed = failedUntil.get(call.key);
  if (failed && now < failed.until) return staleOr(call, failed.error);

  let pending = inflight.get(call.key);
  if (!pending) {
    pending = refresh(call).finally(() => inflight.delete(call.key));
    inflight.set(call.key, pending);
  }
  return pending as Promise<Sourced<z.infer<S>>>;
}

async function refresh<S extends z.ZodType>(call: CachedCall<S>): Promise<Sourced<z.infer<S>>> {
  const running = runningBySource.get(call.sourceName) ?? 0;
  if (running >= CALLS_AT_ONCE || !callsBySource.consume(call.sourceName).allowed) {
    return staleOr(call, new ChainSourceError("unreachable", `${call.sourceName} şu anda çok yoğun; lütfen biraz sonra yeniden deneyin.`));
  }
  runningBySource.set(call.sourceName, running + 1);
  let value: z.infer<S>;
  try {
    const raw = await call.fetch();
    const parsed = call.schema.safeParse(raw);
    if (!parsed.success) {
      throw new ChainSourceError("garbage", `${call.sourceName} anlaşılmayan bir yanıt verdi; bu yanıt gösterilmedi.`);
    }
    value = parsed.data;
  } catch (error) {
    const failure =
      error instanceof ChainSourceError ? error : new ChainSourceError("unreachable", `${call.sourceName} beklenmedik bir hata verdi.`);
    // 'Not found' and a refused query are answers about the query, not a broken source.
    if (failure.reason === "not-found" || failure.reason === "rejected") throw failure;
    console.warn(`${call.sourceName} (${call.key}):`, failure.message);
    failedUntil.set(call.key, { until: Date.now() + RETRY_AFTER_MS, error: failure });
    return staleOr(call, failure);
  } finally {
    const left = (runningBySource.get(call.sourceName) ?? 0) - 1;
    if (left > 0) runningBySource.set(call.sourceName, left);
    else runningBySource.delete(call.sourceName);
  }
  failedUntil.delete(call.key);
  const fetchedAt = new Date().toISOString();
  remember(call.key, { value, fetchedAt, expiresAt: Date.now() + call.ttl(value) });
  await (call.store ?? chainStore)
    .save(call.key, { fetchedAt, payload: value })
    .catch((error: unknown) => console.error("Zincir verisi kaydedilemedi:", error));
  return { data: value, source: "live", fetchedAt };
}

/** The last good answer, from memory or the database, marked stale; without one, the failure itself. */
async function staleOr<S extends z.ZodType>(call: CachedCall<S>, failure: ChainSourceError): Promise<Sourced<z.infer<S>>> {
  const inMemory = memory.get(call.key);
  if (inMemory) return { data: inMemory.value as z.infer<S>, source: "stale", fetchedAt: inMemory.fetchedAt };
  const stored = await (call.store ?? chainStore).load(call.key).catch((error: unknown) => {
    console.error("Kayıtlı zincir verisi okunamadı:", error);
    return null;
  });
  const parsed = stored ? call.schema.safeParse(stored.payload) : null;
  if (stored && parsed?.success) return { data: parsed.data, source: "stale", fetchedAt: stored.fetchedAt };
  throw failure;
}

interface LimitedFetch {
  sourceName: string;
  maxBytes: number;
}

/** `fetch` with a timeout and a cap on the body's size; answers the status and the body text. */
export async function fetchLimited(url: string, init: RequestInit, limits: LimitedFetch): Promise<{ status: number; text: string }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), env().CHAIN_TIMEOUT_MS);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    const declared = Number(response.headers.get("content-length"));
    if (declared > limits.maxBytes) throw tooLarge(limits.sourceName);
    const reader = response.body?.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limits.maxBytes) {
        controller.abort();
        throw tooLarge(limits.sourceName);
      }
      chunks.push(value);
    }
    return { status: response.status, text: Buffer.concat(chunks).toString("utf8") };
  } catch (error) {
    if (error instanceof ChainSourceError) throw error;
    const timedOut = controller.signal.aborted;
    throw new ChainSourceError(
      "unreachable",
      timedOut ? `${limits.sourceName} zamanında yanıt vermedi.` : `${limits.sourceName} ile bağlantı kurulamadı.`,
    );
  } finally {
    clearTimeout(timer);
  }
}

function tooLarge(sourceName: string) {
  return new ChainSourceError("garbage", `${sourceName} beklenenden çok büyük bir yanıt gönderdi; yanıt gösterilmedi.`);
}

/** Reads JSON text; anything else is a garbage answer. */
export function parseJson(text: string, sourceName: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ChainSourceError("garbage", `${sourceName} anlaşılmayan bir yanıt verdi; bu yanıt gösterilmedi.`);
  }
}
