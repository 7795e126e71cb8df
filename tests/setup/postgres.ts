import pg from "pg";

/**
 * Test databases on the throwaway cluster `npm run test:pg` starts (scripts/test-pg.mjs): the
 * cluster's `postgres` database is the admin connection that creates and drops the others.
 */

/** The URL of database `name` on the same cluster as `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function asAdmin(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new database, empty or a copy of `template` (which nobody may be connected to). */
export function createDatabase(adminUrl: string, name: string, template?: string) {
  return asAdmin(adminUrl, `create database "${name}"${template ? ` template "${template}"` : ""}`);
}

/** Drops the database, closing whatever connection a failed test left open on it. */
export function dropDatabase(adminUrl: string, name: string) {
  return asAdmin(adminUrl, `drop database if exists "${name}" with (force)`);
}

/**
 * True under `npm run test:pg`: the run's databases are on the throwaway cluster. Read from the
 * environment, as tests/setup/template-db.ts decides it, because this module is also loaded by
 * that global setup, where Vitest's `inject` does not exist.
 */
export function onPostgres(): boolean {
  return Boolean(process.env.DATABASE_URL);
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
