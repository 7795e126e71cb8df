import { inject } from "vitest";

// The cluster's admin helpers live in ./pg-admin, which does not import Vitest: the global setup
// (tests/setup/template-db.ts) uses them too, and importing "vitest" there throws.
export { createDatabase, databaseUrl, dropDatabase } from "./pg-admin";

/** True under `npm run test:pg`: the run's databases are on the throwaway cluster. */
export function onPostgres(): boolean {
  return Boolean(inject("templateDatabases").postgres);
}

/**
 * For a test of a mechanism only SQLite has (its file, its write lock, its backup API, the
 * synchronous handle). `reason` names the PostgreSQL counterpart's test, so a skip under
 * `npm run test:pg` is never silent about where that behaviour is checked instead.
 */
export function sqliteOnly(reason: string): boolean {
  if (!reason.trim()) throw new Error("sqliteOnly needs the reason, naming the PostgreSQL counterpart");
  return onPostgres();
}
