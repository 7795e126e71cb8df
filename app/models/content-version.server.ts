import type { Kysely } from "kysely";
import type SQLite from "better-sqlite3";
import { db, sqliteHandle } from "~/server/db.server";
import type { Database } from "~/lib/db-schema";

/**
 * Raises the content version. Called by every write that can change what a
 * public page shows (through `recordActivity`, or directly by writes that log no
 * activity), inside the write's own transaction when it has one.
 */
export async function bumpContentVersion(executor: Kysely<Database> = db()) {
  await executor
    .updateTable("content_version")
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .where("id", "=", 1)
    .execute();
}

/**
 * The content version as stored now, read with a query: the form PostgreSQL has (the synchronous
 * reads below are SQLite's; the page cache's are not on PostgreSQL yet, docs/postgres.md).
 */
export async function storedContentVersion(executor: Kysely<Database> = db()): Promise<number> {
  const row = await executor.selectFrom("content_version").select("version").where("id", "=", 1).executeTakeFirst();
  return row?.version ?? 0;
}

const versionStatements = new WeakMap<SQLite.Database, SQLite.Statement<[], number>>();

/**
 * How long the version last read is trusted by `knownContentVersion`: a write by another process
 * on the database (a cluster worker, a script, a hand-written UPDATE) is seen within this.
 */
export const CONTENT_VERSION_MAX_AGE_MS = 10;

/** The version last read on a connection, and when; forgotten whenever this connection raises it. */
const known = new WeakMap<SQLite.Database, { version: number; readAt: number } | null>();

/**
 * Watches the connection's own writes of the version: a temporary trigger (it lives on this
 * connection only and fires for its writes alone, whichever statement or trigger made them) calls
 * back into this process, which forgets the version it knew. Another process's writes are not seen
 * here: for those the version is trusted for `CONTENT_VERSION_MAX_AGE_MS` at most.
 */
function watchOwnWrites(handle: SQLite.Database) {
  handle.function("content_version_written", { deterministic: false, varargs: false }, () => {
    known.set(handle, null);
    return null;
  });
  handle.exec(
    `CREATE TEMP TRIGGER IF NOT EXISTS content_version_written_update AFTER UPDATE ON main.content_version
     BEGIN SELECT content_version_written(); END;
     CREATE TEMP TRIGGER IF NOT EXISTS content_version_written_insert AFTER INSERT ON main.content_version
     BEGIN SELECT content_version_written(); END;`,
  );
}

/**
 * The content version as stored now. Synchronous and prepared once per connection; every render
 * reads it before it starts (a page is stamped with it) and so keeps `knownContentVersion` current.
 */
export function currentContentVersion(): number {
  const handle = sqliteHandle();
  let statement = versionStatements.get(handle);
  if (!statement) {
    watchOwnWrites(handle);
    statement = handle.prepare<[], number>("SELECT version FROM content_version WHERE id = 1").pluck();
    versionStatements.set(handle, statement);
  }
  const version = statement.get() ?? 0;
  known.set(handle, { version, readAt: performance.now() });
  return version;
}

/**
 * The content version for a page-cache hit: a memory read. The database is asked again when this
 * process has written the version since (at once: see `watchOwnWrites`) or the value is older than
 * `CONTENT_VERSION_MAX_AGE_MS` (another process's write). Under load that is one query per 10 ms
 * instead of one per hit; an idle server asks on every request, which costs nothing then.
 */
export function knownContentVersion(): number {
  const entry = known.get(sqliteHandle());
  if (entry && performance.now() - entry.readAt < CONTENT_VERSION_MAX_AGE_MS) return entry.version;
  return currentContentVersion();
}
