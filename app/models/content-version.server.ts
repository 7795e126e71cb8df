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

const versionStatements = new WeakMap<SQLite.Database, SQLite.Statement<[], number>>();

/**
 * The content version as stored now. Synchronous and prepared once per
 * connection: the page cache asks for it on every hit, so every process on the
 * database sees another's write at once.
 */
export function currentContentVersion(): number {
  const handle = sqliteHandle();
  let statement = versionStatements.get(handle);
  if (!statement) {
    statement = handle.prepare<[], number>("SELECT version FROM content_version WHERE id = 1").pluck();
    versionStatements.set(handle, statement);
  }
  return statement.get() ?? 0;
}
