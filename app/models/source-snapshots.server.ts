import { db } from "~/server/db.server";
import type { SourceStatus } from "~/lib/outside/source-status";

/**
 * The one table behind every outside source (`app/services/outside/cached-source.server.ts`):
 * per source (and key), the last good answer and what the last attempt served and why.
 */

export interface StoredSource {
  fetchedAt: string | null;
  /** The answer as it was validated; the reader validates it again. */
  payload: unknown;
  status: string;
  cause: string | null;
  skippedRows: number;
  checkedAt: string | null;
  /** Epoch milliseconds; the source must not be asked before (its Retry-After). */
  notBefore: number | null;
}

// Sources asked per address (the chain explorers) keep only their newest answers.
const MAX_KEYED_ROWS = 2_000;
const KEYED_PREFIXES = ["btc:", "eth:"];

export async function loadSourceSnapshot(name: string): Promise<StoredSource | undefined> {
  const row = await db().selectFrom("source_snapshots").selectAll().where("name", "=", name).executeTakeFirst();
  if (!row) return undefined;
  let payload: unknown = null;
  try {
    payload = row.payload === null ? null : (JSON.parse(row.payload) as unknown);
  } catch {
    payload = null;
  }
  return {
    fetchedAt: row.fetched_at,
    payload,
    status: row.status,
    cause: row.cause,
    skippedRows: row.skipped_rows,
    checkedAt: row.checked_at,
    notBefore: row.not_before,
  };
}

/** A good answer: stored, the cause and the notification mark cleared (for the source's group too). */
export async function saveSourceAnswer(name: string, group: string, answer: { fetchedAt: string; payload: unknown; skippedRows: number }) {
  const values = {
    name,
    fetched_at: answer.fetchedAt,
    payload: JSON.stringify(answer.payload),
    status: "live",
    cause: null,
    skipped_rows: answer.skippedRows,
    checked_at: answer.fetchedAt,
    not_before: null,
    notified_cause: null,
  };
  const { name: _name, ...update } = values;
  await db()
    .insertInto("source_snapshots")
    .values(values)
    .onConflict((oc) => oc.column("name").doUpdateSet(update))
    .execute();
  if (group !== name) {
    await db().updateTable("source_snapshots").set({ notified_cause: null }).where("name", "=", group).execute();
  }
  if (KEYED_PREFIXES.some((prefix) => name.startsWith(prefix))) await pruneKeyed();
}

async function pruneKeyed() {
  const oldestKept = await db()
    .selectFrom("source_snapshots")
    .select("fetched_at")
    .where((eb) => eb.or(KEYED_PREFIXES.map((prefix) => eb("name", "like", `${prefix}%`))))
    .orderBy("fetched_at", "desc")
    .offset(MAX_KEYED_ROWS - 1)
    .limit(1)
    .executeTakeFirst();
  if (!oldestKept?.fetched_at) return;
  await db()
    .deleteFrom("source_snapshots")
    .where((eb) =>
      eb.and([eb.or(KEYED_PREFIXES.map((prefix) => eb("name", "like", `${prefix}%`))), eb("fetched_at", "<", oldestKept.fetched_at)]),
    )
    .execute();
}

/** What a failed attempt served and why; the last good answer is kept. */
export async function recordSourceAttempt(name: string, attempt: { status: string; cause: string; notBefore: number | null }) {
  const values = { status: attempt.status, cause: attempt.cause, checked_at: new Date().toISOString(), not_before: attempt.notBefore };
  await db()
    .insertInto("source_snapshots")
    .values({ name, ...values })
    .onConflict((oc) => oc.column("name").doUpdateSet(values))
    .execute();
}

/** Marks `cause` as told for the source; false when it already was (the admin was notified once). */
export async function markNotified(name: string, cause: string): Promise<boolean> {
  const result = await db()
    .insertInto("source_snapshots")
    .values({ name, status: "stale", notified_cause: cause })
    .onConflict((oc) =>
      oc.column("name").doUpdateSet({ notified_cause: cause }).where("source_snapshots.notified_cause", "is distinct from", cause),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Drops the stored answers whose name starts with `prefix`, when the source they came from is replaced. */
export async function forgetSourceAnswers(prefix: string) {
  await db()
    .deleteFrom("source_snapshots")
    .where((eb) => eb(eb.fn<string>("substr", ["name", eb.val(1), eb.val(prefix.length)]), "=", prefix))
    .execute();
}

/** Every source's status for the admin, the per-address chain answers left out. */
export async function listSourceStatuses(): Promise<SourceStatus[]> {
  const rows = await db()
    .selectFrom("source_snapshots")
    .select(["name", "status", "cause", "fetched_at", "checked_at", "skipped_rows"])
    .where((eb) => eb.and(KEYED_PREFIXES.map((prefix) => eb("name", "not like", `${prefix}%`))))
    .orderBy("name")
    .execute();
  return rows.map((row) => ({
    name: row.name,
    status: row.status,
    cause: row.cause,
    fetchedAt: row.fetched_at,
    checkedAt: row.checked_at,
    skippedRows: row.skipped_rows,
  }));
}
