import type { z } from "~/lib/zod";
import { sourceCauseText, type SourceCause } from "~/lib/outside/source-cause";
import { notifyAdmins } from "~/models/notifications.server";
import { loadSourceSnapshot, markNotified, recordSourceAttempt, saveSourceAnswer } from "~/models/source-snapshots.server";
import { OutsideError } from "./read.server";

/**
 * THE cache in front of every outside source (market ticker, book ticker, candles, fear and
 * greed, DeFi, NFT, the chain sources, and any source added later). What one source declares
 * (`SourceSpec`) is how long an answer is fresh, how to fetch and validate it, and what to show
 * when it never answered; what the core does for all of them:
 *
 * - single flight: callers arriving while a fetch runs share it;
 * - freshness: an answer is served unchanged for `freshMs`; a failure is not retried for
 *   `retryMs`, nor before the source's own Retry-After has passed;
 * - the last good answer, its time, what the last attempt served and why, and the rows dropped,
 *   in ONE table (`source_snapshots`), so a restart keeps them;
 * - a failure serves the last good answer as `stale`, or the source's `sample` as `sample`, or,
 *   with neither, throws the fetch's own error;
 * - a refusal (HTTP 451), a rate limit (418/429) or a too-large answer raises one admin
 *   notification per source and cause, until the source answers well again;
 * - with `sharedRetry`, a failure of the source itself (unreachable, timed out, refused, rate
 *   limited, a 5xx) holds back every key of the group until its retry time, not only the key
 *   that failed: a host that is down or asks us to wait is down for all its keys.
 */

export type { SourceCause };

export type SourceState = "live" | "stale" | "sample";

export interface SourceResult<T> {
  data: T;
  state: SourceState;
  /** When the source gave this answer (ISO 8601); null for sample data. */
  fetchedAt: string | null;
  /** Why this is not live; absent when live. */
  cause?: SourceCause;
  /** Rows of the answer dropped as unreadable (`parseRows`). */
  skippedRows: number;
}

export interface FetchContext {
  /** Aborted when the core gives up on the call (`timeoutMs`); pass it to the reader. */
  signal: AbortSignal;
  /** Counts rows dropped while reading the answer; shown to the admin with the source's status. */
  skipped(count: number): void;
}

export interface SourceSpec<T> {
  /** The stored row: `market:ticker`, `candles:BTCUSDT:1d`, `btc:tx:<id>`. */
  name: string;
  /** Budget and notifications are per group (the source); by default the name. */
  group?: string;
  /** Turkish, for messages and the admin's notification: 'Binance piyasa verisi'. */
  label: string;
  /** How long a good answer is served before the source is asked again. */
  freshMs: number | ((data: T) => number);
  /** After a failure, how long before the source is asked again (default: min(freshMs, 5 min)). */
  retryMs?: number;
  /** Checks the stored answer when it is read back after a restart. */
  schema: z.ZodType<T>;
  fetch: (context: FetchContext) => Promise<T>;
  /** Ends a fetch that has not settled by then (default two minutes; the reader's limits come first). */
  timeoutMs?: number;
  /** Fixed, clearly labelled data for when the source never answered. */
  sample?: () => T;
  /** An error that is an answer about the query (not found, refused query), passed on untouched. */
  isAnswer?: (error: unknown) => boolean;
  /** After a restart, a stored answer older than freshMs is served at once as stale while the source is asked. */
  serveStoredWhileRefreshing?: boolean;
  /** At most `perMinute` calls a minute per group (past it: stale, sample or `busyError`, nothing asked) and `atOnce` at a time (the rest wait). */
  budget?: { perMinute: number; atOnce: number };
  /** The error thrown when the budget is spent and nothing is stored. */
  busyError?: () => Error;
  /** Runs after a live answer was saved (signals, alerts); its failure is logged only. */
  onLive?: (result: SourceResult<T>) => Promise<void>;
  /** The keys of the group are one host: its failure holds back all of them (see above). */
  sharedRetry?: boolean;
}

interface Good<T> {
  data: T;
  fetchedAt: string;
  skippedRows: number;
}

interface Entry {
  restoring: Promise<void> | null;
  lastGood: Good<unknown> | null;
  current: SourceResult<unknown> | null;
  /** `current` is served unchanged until this time. */
  validUntil: number;
  /** `current` is a stored answer from before a restart, served while the first fetch runs. */
  restoredOnly: boolean;
  inflight: Promise<SourceResult<unknown>> | null;
  /** A failure with nothing to serve instead, repeated to callers until `validUntil`. */
  failure: unknown;
}

const DEFAULT_RETRY_MS = 5 * 60_000;
// The reader's own limits (first byte, idle) come first; this only ends a fetch that never settles.
const DEFAULT_TIMEOUT_MS = 120_000;
// Sources asked per address keep the newest entries in memory; the table keeps the rest.
const MEMORY_ENTRIES = 2_000;

/** A group held back after its host failed (`sharedRetry`): nothing of it is asked before `until`. */
interface Hold {
  until: number;
  cause: SourceCause;
  /** Thrown to callers of a key with nothing stored while the hold lasts. */
  error: unknown;
}

let entries = new Map<string, Entry>();
let budgets = new Map<string, Budget>();
let holds = new Map<string, Hold>();

/** Forgets everything held in memory, as a process restart would. For tests. */
export function resetSourceCache(prefix = "") {
  if (!prefix) {
    entries = new Map();
    budgets = new Map();
    holds = new Map();
    return;
  }
  for (const name of [...entries.keys()]) if (name.startsWith(prefix)) entries.delete(name);
  for (const name of [...budgets.keys()]) if (name.startsWith(prefix)) budgets.delete(name);
  for (const name of [...holds.keys()]) if (name.startsWith(prefix)) holds.delete(name);
}

function entryOf(name: string): Entry {
  let entry = entries.get(name);
  if (entry) {
    entries.delete(name);
  } else {
    entry = { restoring: null, lastGood: null, current: null, validUntil: 0, restoredOnly: false, inflight: null, failure: null };
  }
  entries.set(name, entry);
  if (entries.size > MEMORY_ENTRIES) {
    const oldest = [...entries].find(([, e]) => !e.inflight);
    if (oldest) entries.delete(oldest[0]);
  }
  return entry;
}

/** The source's answer under the policy above. */
export async function readSource<T>(spec: SourceSpec<T>): Promise<SourceResult<T>> {
  const entry = entryOf(spec.name);
  await (entry.restoring ??= restore(spec, entry));
  if (Date.now() < entry.validUntil) {
    if (entry.failure) throw entry.failure;
    if (entry.current) return entry.current as SourceResult<T>;
  }
  if (entry.current && entry.restoredOnly) {
    void refreshOnce(spec, entry).catch(() => undefined);
    return entry.current as SourceResult<T>;
  }
  return refreshOnce(spec, entry);
}

export interface SourcePeek<T> {
  /** What is held without asking: the current answer, else the last good one as stale; null with none. */
  result: SourceResult<T> | null;
  /** Why the last attempt of the key failed (until it answers well), or why its group is held back. */
  cause: SourceCause | null;
  /** Epoch ms before which `readSource` serves what it holds without asking the source (0: it would ask now). */
  askAfter: number;
}

/**
 * What `readSource` holds for the source now, never asking it: for pages that show what a
 * background schedule keeps fresh, and for that schedule to pick what is due.
 */
export async function peekSource<T>(spec: SourceSpec<T>): Promise<SourcePeek<T>> {
  const entry = entryOf(spec.name);
  await (entry.restoring ??= restore(spec, entry));
  const now = Date.now();
  const good = entry.lastGood as Good<T> | null;
  const held = spec.sharedRetry ? holdOf(spec.group ?? spec.name, now) : null;
  const current = entry.current as SourceResult<T> | null;
  // A stored answer not yet confirmed by the source since a restart is not called live.
  const result = current ?? (good ? stale(good, undefined) : null);
  const ownCause = entry.failure ? sourceCause(entry.failure) : (current?.cause ?? null);
  return {
    result,
    cause: ownCause ?? held?.cause ?? null,
    askAfter: Math.max(entry.validUntil > now ? entry.validUntil : 0, held?.until ?? 0),
  };
}

function holdOf(group: string, now: number): Hold | null {
  const hold = holds.get(group);
  if (hold && now < hold.until) return hold;
  if (hold) holds.delete(group);
  return null;
}

function refreshOnce<T>(spec: SourceSpec<T>, entry: Entry): Promise<SourceResult<T>> {
  entry.inflight ??= refresh(spec, entry).finally(() => {
    entry.inflight = null;
  });
  return entry.inflight as Promise<SourceResult<T>>;
}

async function restore<T>(spec: SourceSpec<T>, entry: Entry) {
  const stored = await loadSourceSnapshot(spec.name).catch((error: unknown) => {
    console.error(`${spec.label}: kayıtlı yanıt okunamadı:`, error);
    return null;
  });
  if (!stored?.fetchedAt) return;
  const parsed = spec.schema.safeParse(stored.payload);
  if (!parsed.success) return;
  const good: Good<T> = { data: parsed.data, fetchedAt: stored.fetchedAt, skippedRows: stored.skippedRows };
  entry.lastGood = good;
  const fetchedAt = Date.parse(stored.fetchedAt);
  const freshFor = freshMsOf(spec, parsed.data);
  // An answer stamped later than now (a clock set back) is not taken as fresh.
  const age = Date.now() - fetchedAt;
  if (age >= 0 && age < freshFor && !stored.notBefore) {
    entry.current = live(good);
    entry.validUntil = fetchedAt + freshFor;
  } else if (stored.notBefore && Date.now() < stored.notBefore) {
    // The source asked us to wait (Retry-After) before the restart: that still holds.
    entry.current = stale(good, (stored.cause as SourceCause | null) ?? "rate-limited");
    entry.validUntil = stored.notBefore;
  } else if (spec.serveStoredWhileRefreshing) {
    entry.current = stale(good, (stored.cause as SourceCause | null) ?? undefined);
    entry.restoredOnly = true;
  }
}

function freshMsOf<T>(spec: SourceSpec<T>, data: T) {
  return typeof spec.freshMs === "function" ? spec.freshMs(data) : spec.freshMs;
}

function live<T>(good: Good<T>): SourceResult<T> {
  return { data: good.data, state: "live", fetchedAt: good.fetchedAt, skippedRows: good.skippedRows };
}

function stale<T>(good: Good<T>, cause: SourceCause | undefined): SourceResult<T> {
  return { data: good.data, state: "stale", fetchedAt: good.fetchedAt, skippedRows: good.skippedRows, ...(cause ? { cause } : {}) };
}

async function refresh<T>(spec: SourceSpec<T>, entry: Entry): Promise<SourceResult<T>> {
  const group = spec.group ?? spec.name;
  const held = spec.sharedRetry ? holdOf(group, Date.now()) : null;
  if (held) {
    // The host failed for another key a moment ago: this key waits with it, nothing is asked or logged.
    try {
      return decide(entry, await fallback(spec, entry, held.cause, held.error), held.until);
    } catch (failure) {
      entry.current = null;
      entry.failure = failure;
      entry.validUntil = held.until;
      throw failure;
    }
  }
  if (!takeBudget(group, spec.budget)) {
    // Over the budget nothing is asked and nothing is marked failed: the next caller may try.
    return fallback(spec, entry, "busy", spec.busyError?.() ?? new OutsideError("rate-limited", "call budget spent"));
  }
  let skippedRows = 0;
  let data: T;
  try {
    data = await inTurn(group, spec.budget, () =>
      spec.fetch({ signal: AbortSignal.timeout(spec.timeoutMs ?? DEFAULT_TIMEOUT_MS), skipped: (count) => void (skippedRows += count) }),
    );
  } catch (error) {
    if (spec.isAnswer?.(error)) throw error;
    const cause = sourceCause(error);
    console.warn(`${spec.label} (${spec.name}) alınamadı:`, error instanceof Error ? error.message : error);
    const waitMs = Math.max(spec.retryMs ?? Math.min(freshMsOf(spec, entry.lastGood?.data as T), DEFAULT_RETRY_MS), retryAfterOf(error));
    const notBefore = Date.now() + waitMs;
    if (spec.sharedRetry && failsWholeSource(error)) holds.set(group, { until: notBefore, cause, error });
    let result: SourceResult<T>;
    try {
      result = await fallback(spec, entry, cause, error);
    } catch (failure) {
      entry.current = null;
      entry.failure = failure;
      entry.validUntil = notBefore;
      await noteFailure(spec, group, "failed", cause, retryAfterOf(error) ? notBefore : null);
      throw failure;
    }
    decide(entry, result, notBefore);
    await noteFailure(spec, group, result.state, cause, retryAfterOf(error) ? notBefore : null);
    return result;
  }
  const good: Good<T> = { data, fetchedAt: new Date().toISOString(), skippedRows };
  entry.lastGood = good;
  const result = decide(entry, live(good), Date.now() + freshMsOf(spec, data));
  await saveSourceAnswer(spec.name, group, { fetchedAt: good.fetchedAt, payload: data, skippedRows }).catch((error: unknown) =>
    console.error(`${spec.label}: yanıt kaydedilemedi:`, error),
  );
  if (spec.onLive) await spec.onLive(result).catch((error: unknown) => console.error(`${spec.label}: sonraki işler yapılamadı:`, error));
  return result;
}

function decide<T>(entry: Entry, result: SourceResult<T>, until: number): SourceResult<T> {
  entry.current = result;
  entry.failure = null;
  entry.validUntil = until;
  entry.restoredOnly = false;
  return result;
}

/** The last good answer (memory, then the table) as stale; else the sample; else the failure itself. */
async function fallback<T>(spec: SourceSpec<T>, entry: Entry, cause: SourceCause, error: unknown): Promise<SourceResult<T>> {
  const good = entry.lastGood as Good<T> | null;
  if (good) return stale(good, cause);
  if (spec.sample) return { data: spec.sample(), state: "sample", fetchedAt: null, cause, skippedRows: 0 };
  throw error;
}

const NOTIFIED_CAUSES = new Set<SourceCause>(["refused-location", "rate-limited", "too-large"]);

async function noteFailure<T>(
  spec: SourceSpec<T>,
  group: string,
  state: SourceState | "failed",
  cause: SourceCause,
  notBefore: number | null,
) {
  try {
    await recordSourceAttempt(spec.name, { status: state, cause, notBefore });
    if (!NOTIFIED_CAUSES.has(cause)) return;
    // One notification per source and cause, until a good answer clears it.
    if (!(await markNotified(group, cause))) return;
    await notifyAdmins({
      title: `${spec.label}: ${CAUSE_TITLES[cause]}`,
      message: `${sourceCauseText(cause)} ${SERVED_INSTEAD[state]}`,
      type: "warning",
      category: "system",
      priority: "high",
    });
  } catch (error) {
    console.error(`${spec.label}: durum kaydedilemedi:`, error);
  }
}

const SERVED_INSTEAD: Record<SourceState | "failed", string> = {
  live: "",
  stale: "Site son alınan veriyi gösteriyor.",
  sample: "Site örnek veriyi gösteriyor.",
  failed: "Sitede bu kaynağın verisi gösterilemiyor.",
};

const CAUSE_TITLES: Record<SourceCause, string> = {
  "refused-location": "kaynak bölgemizi reddetti",
  "rate-limited": "istek sınırına takıldık",
  "too-large": "yanıt çok büyük",
  timeout: "zaman aşımı",
  status: "hata yanıtı",
  "bad-shape": "anlaşılmayan yanıt",
  unreachable: "bağlantı kurulamadı",
  busy: "çağrı sınırı doldu",
};

/** What an error from a fetch means, looking through wrapping errors (`cause`) for the outside call's own failure. */
export function sourceCause(error: unknown): SourceCause {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    if (!(e instanceof OutsideError)) continue;
    switch (e.kind) {
      case "refused-location":
        return "refused-location";
      case "rate-limited":
        return "rate-limited";
      case "too-large":
        return "too-large";
      case "timeout":
        return "timeout";
      case "status":
        return "status";
      case "bad-shape":
        return "bad-shape";
      default:
        return "unreachable";
    }
  }
  // A schema that refused the answer (zod's error), or a chain source's own "garbage" verdict
  // (ChainSourceError in chain-source.server.ts, which builds on this module), is an answer of the wrong shape.
  const named = error as { name?: unknown; reason?: unknown } | null;
  return named?.name === "ZodError" || (named?.name === "ChainSourceError" && named.reason === "garbage") ? "bad-shape" : "unreachable";
}

/** Whether a failure is the host's (down, slow, refusing us, asking us to wait, a 5xx), not one key's (a 404, a bad answer). */
function failsWholeSource(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    if (!(e instanceof OutsideError)) continue;
    if (e.kind === "status") return (e.status ?? 0) >= 500;
    return e.kind !== "too-large" && e.kind !== "bad-shape" && e.kind !== "refused-address" && e.kind !== "redirect-refused";
  }
  return false;
}

/** The cause of a failed outside call, when the error carries one (an OutsideError in its `cause` chain); null otherwise. */
export function outsideFailureCause(error: unknown): SourceCause | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    if (e instanceof OutsideError) return sourceCause(e);
  }
  return null;
}

function retryAfterOf(error: unknown): number {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    if (e instanceof OutsideError && e.kind === "rate-limited") return e.retryAfterMs ?? 0;
  }
  return 0;
}

interface Budget {
  calls: number[];
  running: number;
  waiting: Array<() => void>;
}

/** Counts the call against the minute's budget; false when it is spent (nothing is asked then). */
function takeBudget(group: string, budget: SourceSpec<unknown>["budget"]): boolean {
  if (!budget) return true;
  const state = budgetOf(group);
  const now = Date.now();
  state.calls = state.calls.filter((time) => now - time < 60_000);
  if (state.calls.length >= budget.perMinute) return false;
  state.calls.push(now);
  return true;
}

function budgetOf(group: string): Budget {
  let state = budgets.get(group);
  if (!state) budgets.set(group, (state = { calls: [], running: 0, waiting: [] }));
  return state;
}

/** Runs at most `atOnce` calls of a group at a time; the rest wait their turn. */
async function inTurn<T>(group: string, budget: SourceSpec<unknown>["budget"], task: () => Promise<T>): Promise<T> {
  if (!budget) return task();
  const state = budgetOf(group);
  if (state.running >= budget.atOnce) await new Promise<void>((resolve) => state.waiting.push(resolve));
  else state.running += 1;
  try {
    return await task();
  } finally {
    const next = state.waiting.shift();
    if (next) next();
    else state.running -= 1;
  }
}

export interface SourceDefinition<T, K> extends Omit<SourceSpec<T>, "name" | "fetch" | "sample"> {
  name: string;
  fetch: (context: FetchContext, key: K) => Promise<T>;
  sample?: (key: K) => T;
}

export interface Source<T, K> {
  name: string;
  /** The answer for `key` (sources asked per symbol or address; none for a single answer). */
  get(...key: K extends void ? [] : [key: K]): Promise<SourceResult<T>>;
  /** What is held for `key`, never asking the source (`peekSource`). */
  peek(...key: K extends void ? [] : [key: K]): Promise<SourcePeek<T>>;
}

/** A source with one answer, or one per key (stored as `name:key`). */
export function defineSource<T, K extends string | void = void>(definition: SourceDefinition<T, K>): Source<T, K> {
  const specOf = (key: K): SourceSpec<T> => ({
    ...definition,
    name: key ? `${definition.name}:${key}` : definition.name,
    group: definition.group ?? definition.name,
    fetch: (context) => definition.fetch(context, key),
    sample: definition.sample ? () => definition.sample!(key) : undefined,
  });
  return {
    name: definition.name,
    get: (...args) => readSource(specOf(args[0] as K)),
    peek: (...args) => peekSource(specOf(args[0] as K)),
  };
}

/**
 * Reads a list row by row: rows that fail `schema` are dropped and counted (`context.skipped`),
 * never the whole answer. A source that is loose about one row should not blank the page.
 */
export function parseRows<S extends z.ZodType>(schema: S, rows: unknown, context?: Pick<FetchContext, "skipped">): z.infer<S>[] {
  if (!Array.isArray(rows)) throw new OutsideError("bad-shape", "the answer is not a list");
  const kept: z.infer<S>[] = [];
  for (const row of rows) {
    const parsed = schema.safeParse(row);
    if (parsed.success) kept.push(parsed.data);
  }
  const skipped = rows.length - kept.length;
  if (skipped > 0) context?.skipped(skipped);
  return kept;
}
