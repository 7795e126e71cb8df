import type { z } from "~/lib/zod";
import { env } from "~/server/env.server";
import {
  readSource,
  resetSourceCache,
  type FetchContext,
  type SourceCause,
  type SourceResult,
} from "~/services/outside/cached-source.server";
import { OutsideError, readOutside } from "~/services/outside/read.server";

/**
 * What the two chain sources (Esplora REST, Ethereum JSON-RPC) share: answers validated before
 * use, fetched through the outside-source core (`cached-source.server.ts`: one call per key at a
 * time, the freshness window, the last good answer in `source_snapshots` shown as stale when the
 * source fails) and read through the capped reader (`readOutside`).
 */

export type ChainFailure = "unconfigured" | "unreachable" | "garbage" | "rejected" | "not-found";

/** A chain source did not give usable data; `message` is Turkish and fit to show. */
export class ChainSourceError extends Error {
  constructor(
    readonly reason: ChainFailure,
    message: string,
    /** The outside call's own failure, when there was one (the core names the cause from it). */
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "ChainSourceError";
  }
}

export interface Sourced<T> {
  data: T;
  source: "live" | "stale";
  /** When the source gave this answer (ISO 8601). */
  fetchedAt: string;
  /** Why a stale answer is not live (a refused region, a rate limit…), when the core knows. */
  cause?: SourceCause;
}

export const SHORT_TTL_MS = 60_000;
/** An answer about a block buried for hours (or a transaction in one) no longer changes. */
export const SETTLED_TTL_MS = 24 * 60 * 60_000;
const SETTLED_AFTER_MS = 2 * 60 * 60_000;
/** After a failure the source is left alone for a while; visitors get the stale answer at once. */
const RETRY_AFTER_MS = 15_000;
/**
 * What the site asks of one source at most, whoever asks: visitors are limited per address
 * (`tool-limits.server.ts`), and these bounds hold when many addresses ask at once, so that a
 * public provider has no reason to ban the server. Past them a key gets its stored answer,
 * marked stale, or the source's 'busy' message; the key is not marked failed.
 */
const CALLS_PER_MINUTE = 120;
const CALLS_AT_ONCE = 8;
const CHAIN_BUDGET = { perMinute: CALLS_PER_MINUTE, atOnce: CALLS_AT_ONCE };

/** The freshness window for an answer about something mined at `blockTimeMs` (null: not mined yet). */
export function ttlForBlockTime(blockTimeMs: number | null | undefined, now = Date.now()): number {
  return blockTimeMs && now - blockTimeMs > SETTLED_AFTER_MS ? SETTLED_TTL_MS : SHORT_TTL_MS;
}

/** Forgets everything the outside-source core holds in memory, as a process restart would. For tests. */
export function resetChainCache() {
  resetSourceCache();
}

interface CachedCall<S extends z.ZodType> {
  /** What is asked, also the stored row's name: `btc:tx:<txid>`. */
  key: string;
  schema: S;
  /** Names the source in messages: 'Bitcoin zincir kaynağı'. */
  sourceName: string;
  /** Asks the source; throws ChainSourceError. Its answer is validated with `schema` here. */
  fetch: (context: FetchContext) => Promise<unknown>;
  ttl: (value: z.infer<S>) => number;
}

async function cachedChainCall<S extends z.ZodType>(call: CachedCall<S>): Promise<Sourced<z.infer<S>>> {
  const result = await readSource<z.infer<S>>({
    name: call.key,
    group: call.sourceName,
    label: call.sourceName,
    freshMs: (value) => call.ttl(value),
    retryMs: RETRY_AFTER_MS,
    schema: call.schema as z.ZodType<z.infer<S>>,
    fetch: async (context) => {
      const parsed = call.schema.safeParse(await call.fetch(context));
      if (!parsed.success) throw garbage(call.sourceName);
      return parsed.data;
    },
    // 'Not found' and a refused query are answers about the query, not a broken source.
    isAnswer: (error) => error instanceof ChainSourceError && (error.reason === "not-found" || error.reason === "rejected"),
    budget: CHAIN_BUDGET,
    busyError: () => busy(call.sourceName),
  });
  return {
    data: result.data,
    source: result.state === "live" ? "live" : "stale",
    fetchedAt: result.fetchedAt ?? "",
    ...(result.cause ? { cause: result.cause } : {}),
  };
}

interface LabelledCall<T> {
  key: string;
  schema: z.ZodType<T>;
  sourceName: string;
  /** Names this answer in the admin's source list: 'Bitcoin ücret tahmini'. */
  label: string;
  fetch: (context: FetchContext) => Promise<unknown>;
  freshMs: number;
}

/**
 * A chain answer that is not about a visitor's query (the fee estimates): the core's full
 * result, so the page can label it live, or stale with its time and cause. It shares the
 * source's call budget with the lookups.
 */
function labelledChainCall<T>(call: LabelledCall<T>): Promise<SourceResult<T>> {
  return readSource<T>({
    name: call.key,
    group: call.sourceName,
    label: call.label,
    freshMs: call.freshMs,
    retryMs: RETRY_AFTER_MS,
    schema: call.schema,
    // A wrong shape throws zod's error, which the core names 'bad-shape'.
    fetch: async (context) => call.schema.parse(await call.fetch(context)),
    budget: CHAIN_BUDGET,
    busyError: () => busy(call.sourceName),
  });
}

const busy = (sourceName: string) =>
  new ChainSourceError("unreachable", `${sourceName} şu anda çok yoğun; lütfen biraz sonra yeniden deneyin.`);

function garbage(sourceName: string) {
  // The cause lets the core name it 'bad-shape' rather than 'unreachable'.
  return new ChainSourceError("garbage", `${sourceName} anlaşılmayan bir yanıt verdi; bu yanıt gösterilmedi.`, {
    cause: new OutsideError("bad-shape", "the answer is not what the source's API returns"),
  });
}

interface LimitedFetch {
  sourceName: string;
  maxBytes: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
}

/**
 * One call through the capped reader: the chain timeout to the first byte and between chunks,
 * the size cap, no redirects. Answers the status (any, since a 404 is an answer) and the body text.
 */
async function fetchLimited(url: string, limits: LimitedFetch): Promise<{ status: number; text: string }> {
  const timeoutMs = env().CHAIN_TIMEOUT_MS;
  try {
    const answer = await readOutside(url, {
      method: limits.method,
      headers: limits.headers,
      body: limits.body,
      firstByteMs: timeoutMs,
      idleMs: timeoutMs,
      maxBytes: limits.maxBytes,
      redirects: "none",
      // Every status is the caller's to judge but a rate limit or a refused location, which the core must see.
      acceptStatus: (status) => status !== 429 && status !== 418 && status !== 451,
    });
    return { status: answer.status, text: answer.bytes.toString("utf8") };
  } catch (error) {
    if (!(error instanceof OutsideError)) throw error;
    const name = limits.sourceName;
    if (error.kind === "too-large")
      throw new ChainSourceError("garbage", `${name} beklenenden çok büyük bir yanıt gönderdi; yanıt gösterilmedi.`, { cause: error });
    if (error.kind === "timeout") throw new ChainSourceError("unreachable", `${name} zamanında yanıt vermedi.`, { cause: error });
    if (error.kind === "status" || error.kind === "rate-limited" || error.kind === "refused-location")
      throw new ChainSourceError("unreachable", `${name} ${error.status ?? ""} durum koduyla yanıt verdi.`, { cause: error });
    throw new ChainSourceError("unreachable", `${name} ile bağlantı kurulamadı.`, { cause: error });
  }
}

/** An error status from the source; the cause lets the core name it 'status' rather than 'unreachable'. */
function statusError(sourceName: string, status: number) {
  return new ChainSourceError("unreachable", `${sourceName} hata verdi (HTTP ${status}).`, {
    cause: new OutsideError("status", `HTTP ${status}`, status),
  });
}

/** Reads JSON text; anything else is a garbage answer. */
function parseJson(text: string, sourceName: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw garbage(sourceName);
  }
}

/**
 * One source's calls with its Turkish name bound once: the Bitcoin, Ethereum, DeFi and NFT readers
 * had each passed the same name to every cached call, fetch, JSON read and error they made.
 */
export function chainSource(sourceName: string) {
  return {
    cached: <S extends z.ZodType>(call: Omit<CachedCall<S>, "sourceName">) => cachedChainCall({ ...call, sourceName }),
    labelled: <T>(call: Omit<LabelledCall<T>, "sourceName">) => labelledChainCall({ ...call, sourceName }),
    fetch: (url: string, limits: Omit<LimitedFetch, "sourceName">) => fetchLimited(url, { ...limits, sourceName }),
    json: (text: string) => parseJson(text, sourceName),
    statusError: (status: number) => statusError(sourceName, status),
    garbage: () => garbage(sourceName),
  };
}
