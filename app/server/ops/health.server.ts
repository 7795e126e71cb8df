import { sqliteHandle } from "../db.server";

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
export function checkHealth(): Health {
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
