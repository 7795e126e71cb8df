import { sql } from "kysely";
import { db, sqliteHandle } from "../db.server";
import { dialectName } from "../dialect/name.server";

/** How long the health check waits for a database locked by someone else before calling it unavailable. */
const HEALTH_BUSY_TIMEOUT_MS = 500;

export interface Health {
  status: 200 | 503;
  body: { status: "ok" | "unavailable" };
}

/**
 * Whether this process and its database answer: one read of the schema table, which
 * touches the file (unlike `SELECT 1`), with a short wait for locks instead of the
 * connection's usual five seconds. No outside source is asked: a news feed being down
 * does not make the site unhealthy, and a load balancer must not take it out for that.
 */
export function checkHealth(): Health | Promise<Health> {
  if (dialectName() === "postgres") return checkPostgres();
  try {
    const sqlite = sqliteHandle();
    const usual = sqlite.pragma("busy_timeout", { simple: true }) as number;
    sqlite.pragma(`busy_timeout = ${HEALTH_BUSY_TIMEOUT_MS}`);
    try {
      sqlite.prepare("SELECT count(*) FROM sqlite_master").pluck().get();
    } finally {
      sqlite.pragma(`busy_timeout = ${usual}`);
    }
    return { status: 200, body: { status: "ok" } };
  } catch {
    return { status: 503, body: { status: "unavailable" } };
  }
}

/**
 * The same on PostgreSQL: one read of a table through the pool, given as long as the SQLite
 * check waits for a lock. A server that cannot reach the database (down, refusing, its pool
 * exhausted) is unavailable, and the load balancer sends its readers to another.
 */
async function checkPostgres(): Promise<Health> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("health check timed out")), HEALTH_BUSY_TIMEOUT_MS);
  });
  try {
    await Promise.race([sql`SELECT version FROM content_version`.execute(db()), late]);
    return { status: 200, body: { status: "ok" } };
  } catch {
    return { status: 503, body: { status: "unavailable" } };
  } finally {
    clearTimeout(timer);
  }
}
