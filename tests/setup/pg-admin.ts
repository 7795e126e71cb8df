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
