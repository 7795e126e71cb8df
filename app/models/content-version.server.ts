import type { Kysely } from "kysely";
import type SQLite from "better-sqlite3";
import pg from "pg";
import { afterEachCommit, db, sqliteHandle, whileOpen } from "~/server/db.server";
import { dialectName } from "~/server/dialect/name.server";
import { env } from "~/server/env.server";
import { logger } from "~/server/log.server";
import type { Database } from "~/lib/db-schema";

/**
 * Raises the content version. Called by every write that can change what a
 * public page shows (through `recordActivity`, or directly by writes that log no
 * activity), inside the write's own transaction when it has one.
 */
export async function bumpContentVersion(executor: Kysely<Database> = db()) {
  const bump = executor
    .updateTable("content_version")
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .where("id", "=", 1);
  if (dialectName() === "sqlite") {
    await bump.execute();
    return;
  }
  const row = await bump.returning("version").executeTakeFirst();
  if (!row) return;
  // Outside a transaction the bump is committed now, and this process knows it at once. Inside
  // one it is read again after the commit, before the write returns (`follow`): a bump rolled
  // back is never known, and the writer's next request already sees its own write.
  if (executor.isTransaction) follow().pending.add(row.version);
  else followers.get(executor)?.raise(row.version);
}

/** The content version as stored now, read with a query (PostgreSQL's memory is kept with it: `follow`). */
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
 * The content version as stored now. On SQLite synchronous and prepared once per connection; every render
 * reads it before it starts (a page is stamped with it) and so keeps `knownContentVersion` current.
 */
export function currentContentVersion(): number {
  if (dialectName() === "postgres") return follow().version;
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
  if (dialectName() === "postgres") return follow().version;
  const entry = known.get(sqliteHandle());
  if (entry && performance.now() - entry.readAt < CONTENT_VERSION_MAX_AGE_MS) return entry.version;
  return currentContentVersion();
}

// ---------------------------------------------------------------- PostgreSQL

/**
 * Before the first read on PostgreSQL: a page stamped with it is never current, since the
 * database's versions start at 1. `primeContentVersion` at start makes it rare.
 */
const NOT_READ_YET = -1;
/** How often the version is read again whatever the notifications said: a lost one is healed within this. */
const POLL_MS = 1000;
/** The wait before the listening connection is opened again after it failed. */
const RECONNECT_MS = 1000;

interface Follower {
  version: number;
  /** Settles once the version has been read the first time (or failed to be: the poll goes on). */
  ready: Promise<void>;
  raise(version: number): void;
  /** Versions this process wrote inside transactions, not yet known committed. */
  pending: Set<number>;
}

/** Per open PostgreSQL database: the version as this process last learnt it. */
const followers = new WeakMap<Kysely<Database>, Follower>();

/**
 * On PostgreSQL the version lives in memory, so the page cache's hit stays a memory read while
 * several app servers write: one connection of its own LISTENs on `content_version` (the trigger
 * of migration 2026-11-28_version_notify announces each commit), opened again when it fails, and
 * a read every `POLL_MS` heals a notification lost meanwhile. Versions only grow, so the larger
 * of what is known and what arrives is kept. Started on first use, ended with the database.
 */
function follow(): Follower {
  const database = db();
  const known = followers.get(database);
  if (known) return known;
  const follower: Follower = {
    version: NOT_READ_YET,
    ready: Promise.resolve(),
    raise(version) {
      if (Number.isFinite(version) && version > follower.version) follower.version = version;
    },
    pending: new Set(),
  };
  followers.set(database, follower);
  // After a commit while this process has bumps in flight: the stored version, read on the
  // committing connection, settles the ones it covers (a rolled-back number is reused later).
  afterEachCommit(database, async (query) => {
    if (follower.pending.size === 0) return;
    const [row] = (await query("SELECT version FROM content_version WHERE id = 1")) as { version: number }[];
    if (!row) return;
    follower.raise(Number(row.version));
    for (const version of follower.pending) if (version <= follower.version) follower.pending.delete(version);
  });
  const url = env().DATABASE_URL!;
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const read = () =>
    storedContentVersion(database).then(follower.raise, (error: unknown) => {
      if (!closed) logger.warn({ err: error }, "the content version could not be read");
    });

  const listen = async () => {
    const listener = new pg.Client({ connectionString: url });
    client = listener;
    const again = (error?: unknown) => {
      if (closed || client !== listener) return;
      client = undefined;
      logger.warn({ err: error }, "the content version's listening connection was lost; opening it again");
      listener.end().catch(() => {});
      retry = setTimeout(() => void listen(), RECONNECT_MS);
      retry.unref();
    };
    listener.on("error", again);
    listener.on("end", () => again());
    listener.on("notification", (message) => follower.raise(Number(message.payload)));
    try {
      await listener.connect();
      await listener.query("LISTEN content_version");
      // What was committed while no one listened.
      await read();
    } catch (error) {
      again(error);
    }
  };

  const poll = setInterval(() => void read(), POLL_MS);
  poll.unref();
  void listen();
  follower.ready = read();
  whileOpen(async () => {
    closed = true;
    clearInterval(poll);
    clearTimeout(retry);
    await client?.end().catch(() => {});
  });
  return follower;
}

/**
 * Reads the content version before the first request needs it (awaited at start, and by
 * `perContentVersion`): on PostgreSQL the synchronous reads above answer from memory. On SQLite
 * there is nothing to wait for.
 */
export function primeContentVersion(): Promise<void> {
  return dialectName() === "postgres" ? follow().ready : Promise.resolve();
}
