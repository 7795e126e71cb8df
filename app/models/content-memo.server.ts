import { currentContentVersion, primeContentVersion } from "~/models/content-version.server";
import { db, sqliteHandle } from "~/server/db.server";
import { dialectName } from "~/server/dialect/name.server";

/** Keys remembered per database; one per path at most for page-specific data, so a bound matters. */
const MAX_KEYS = 500;

type Entry = { version: number; value: Promise<unknown> };

/** Per open database: the better-sqlite3 handle on SQLite, the Kysely instance on PostgreSQL. */
const memos = new WeakMap<object, Map<string, Entry>>();

/** Freezes a loaded value all the way down, so no caller can change what the next one gets. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Data that changes only when content is written (site chrome, SEO, the home page's
 * sections, the maintenance switch), read once per content version instead of once
 * per request. On SQLite the version is read from the database on every call (one prepared
 * statement), so a write by any process on the database is seen at once; a load
 * started under an older version is never handed out under a newer one. Concurrent
 * calls share one load. The value is frozen: callers copy before changing it.
 */
export function perContentVersion<T>(key: string, load: () => Promise<T>): Promise<T> {
  if (dialectName() === "postgres") return perStoredVersion(key, load);
  return remember(sqliteHandle(), key, currentContentVersion(), load);
}

/**
 * The same on PostgreSQL, with the version this process keeps in memory (kept current by the
 * database's notifications: content-version.server.ts), once it has been read the first time.
 */
async function perStoredVersion<T>(key: string, load: () => Promise<T>): Promise<T> {
  await primeContentVersion();
  return remember(db(), key, currentContentVersion(), load);
}

function remember<T>(owner: object, key: string, version: number, load: () => Promise<T>): Promise<T> {
  let memo = memos.get(owner);
  if (!memo) {
    memo = new Map();
    memos.set(owner, memo);
  }
  const entry = memo.get(key);
  if (entry && entry.version === version) return entry.value as Promise<T>;
  const value = load().then(deepFreeze);
  // A failed load is not remembered; the next call tries again.
  value.catch(() => {
    if (memo.get(key)?.value === value) memo.delete(key);
  });
  if (!entry && memo.size >= MAX_KEYS) memo.delete(memo.keys().next().value!);
  memo.set(key, { version, value });
  return value;
}
