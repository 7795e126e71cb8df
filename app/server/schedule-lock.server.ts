import pg from "pg";
import { dialectName } from "./dialect/name.server";
import { env } from "./env.server";
import { logger } from "./log.server";

/** Waiting longer than this for the lock's own connection means the database is not there: the round is skipped. */
const CONNECT_TIMEOUT_MS = 5_000;

type Exclusive<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs one round of a schedule (`name`: "news", "backup", ...) on one app server at a time.
 * SQLite is one machine, where one process runs the schedules (http/cluster.mjs): `fn` just runs.
 * On PostgreSQL every app server starts the schedules, and each round first takes the session
 * advisory lock `hashtext(name)` on a connection of its own (not the pool's: a long round must
 * not hold a connection the requests need). A server that does not get it skips this round; the
 * holder's next one comes soon enough. The lock is released when the round ends, and dies with
 * the connection if the server dies mid-round, so a crashed server never blocks the others.
 */
export async function runExclusive<T>(name: string, fn: () => Promise<T>): Promise<Exclusive<T>> {
  if (dialectName() === "sqlite") return { ran: true, value: await fn() };
  const client = new pg.Client({ connectionString: env().DATABASE_URL, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A connection the server ends mid-round (a restart, a failover) must not end the process.
  client.on("error", (error) => logger.warn({ err: error, schedule: name }, "a schedule's lock connection was closed"));
  await client.connect();
  try {
    const { rows } = await client.query<{ got: boolean }>("select pg_try_advisory_lock(hashtext($1)) as got", [name]);
    if (!rows[0]?.got) return { ran: false };
    try {
      return { ran: true, value: await fn() };
    } finally {
      await client.query("select pg_advisory_unlock(hashtext($1))", [name]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
