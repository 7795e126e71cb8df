import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresDialect,
  PostgresDriver,
  type PostgresDialectConfig,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from "kysely";
import pg from "pg";
import { migrations, postgresMigrations } from "../../db/migrations";
import { isPostgres } from "../../db/migrations/portable";
import type { Database } from "../lib/db-schema";
import { env } from "./env.server";
import { logger } from "./log.server";

/** Prepared statements kept per connection, least recently used first out. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The connection as Kysely sees it: Kysely prepares every query it runs, so the same
 * SQL text gets the statement prepared the first time. Kysely only calls `all` and
 * `run` on it, which finish before returning; a statement still iterating (a
 * streamed query) is never handed out twice, the caller gets a fresh one instead.
 */
export function withStatementCache(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(source: string) {
      const kept = statements.get(source);
      if (kept?.busy) return sqlite.prepare(source);
      if (kept) {
        statements.delete(source);
        statements.set(source, kept);
        return kept;
      }
      const statement = sqlite.prepare(source);
      if (statements.size >= size) statements.delete(statements.keys().next().value!);
      statements.set(source, statement);
      return statement;
    },
    close: () => sqlite.close(),
  };
}

/**
 * The open database: `key` is the file or URL it was opened at; `sqlite` is there on SQLite only;
 * `closers` end what was started for it (a listening connection, a timer: `whileOpen`).
 */
let instance: { key: string; sqlite?: SQLite.Database; kysely: Kysely<Database>; closers: (() => Promise<void>)[] } | undefined;

/** The database holds password hashes and encrypted keys: only the server's own user may read it. */
const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates the database file readable by its owner alone before SQLite opens it, and
 * tightens one left readable by an earlier version. SQLite gives its -wal and -shm
 * files the database file's mode, so they follow; ones already there are tightened too.
 */
function createPrivately(file: string) {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  fs.closeSync(fs.openSync(file, "a", PRIVATE_FILE_MODE));
  for (const companion of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      fs.chmodSync(companion, PRIVATE_FILE_MODE);
    } catch (error) {
      // Not there yet, or another user's file, whose owner chose its mode.
      if (!["ENOENT", "EPERM"].includes((error as NodeJS.ErrnoException).code ?? "")) throw error;
    }
  }
}

/**
 * Transactions take the write lock when they begin (`BEGIN IMMEDIATE`), not at their first write.
 * A transaction that reads and then writes (the portfolio's cap check, say) could otherwise not
 * upgrade its read once another process had committed in between: SQLite answers "database is
 * locked" at once, without waiting out busy_timeout. With two workers on one database (the
 * cluster) that was a 500 every few hundred writes in the soak (docs/decisions/031-logging.md).
 * Within one process Kysely runs one transaction at a time on the one connection anyway.
 */
class WriteLockFirstDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class WriteLockFirstDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver() {
    return new WriteLockFirstDriver(this.settings);
  }
}

export function openDatabase(file: string) {
  if (file !== ":memory:" && !file.startsWith("file:")) createPrivately(file);
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  const kysely = new Kysely<Database>({ dialect: new WriteLockFirstDialect({ database: withStatementCache(sqlite) }) });
  return { sqlite, kysely };
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/**
 * node-postgres gives bigint and numeric values as strings (they may not fit a double). The
 * baseline stores SQLite's integers as bigint, and count() and sum() answer bigint or numeric,
 * while every model expects the number SQLite gives: ids, counts and epoch milliseconds are
 * all far below 2^53.
 */
const numbersAsNumbers = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8_OID || oid === NUMERIC_OID ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Work run after a transaction commits, on its connection before the pool gets it back: a read, say. */
type CommitHook = (query: (text: string) => Promise<unknown[]>) => Promise<void>;

const commitHooks = new WeakMap<Kysely<Database>, CommitHook[]>();

/** Runs `hook` after every transaction committed on `database` (PostgreSQL; on SQLite nothing is run). */
export function afterEachCommit(database: Kysely<Database>, hook: CommitHook) {
  commitHooks.get(database)?.push(hook);
}

/**
 * Kysely's PostgreSQL driver, calling the commit hooks once a transaction is committed and
 * before `transaction().execute()` returns, on the same connection (another one from the pool
 * could be a wait for a connection that never comes back when every one is committing).
 */
class CommitHookDriver extends PostgresDriver {
  constructor(
    config: PostgresDialectConfig,
    private readonly hooks: CommitHook[],
  ) {
    super(config);
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await super.commitTransaction(connection);
    const query = async (text: string) => (await connection.executeQuery(CompiledQuery.raw(text))).rows;
    for (const hook of this.hooks) await hook(query);
  }
}

class CommitHookDialect extends PostgresDialect {
  constructor(
    private readonly settings: PostgresDialectConfig,
    private readonly hooks: CommitHook[],
  ) {
    super(settings);
  }

  override createDriver() {
    return new CommitHookDriver(this.settings, this.hooks);
  }
}

/** A pool of connections to the PostgreSQL database at `url`, through Kysely's own dialect. */
export function openPostgres(url: string, poolSize = 10): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types: numbersAsNumbers });
  // A connection the server ends (a restart, a failover, a dropped database) emits 'error', which
  // without a listener ends the process. The pool listens only while a connection is idle, so
  // each connection gets its own listener, also while checked out inside a transaction (whose
  // statement fails on its own). The pool's listener only keeps pg-pool from throwing; the
  // connection's has logged it.
  pool.on("connect", (client) => client.on("error", (error) => logger.warn({ err: error }, "a PostgreSQL connection was closed")));
  pool.on("error", () => undefined);
  const hooks: CommitHook[] = [];
  const kysely = new Kysely<Database>({ dialect: new CommitHookDialect({ pool }, hooks) });
  commitHooks.set(kysely, hooks);
  return kysely;
}

/** The process's database, opened on first use: PostgreSQL at `DATABASE_URL` when set, else SQLite at `DATABASE_PATH`. */
export function db(): Kysely<Database> {
  const { DATABASE_URL: url, DATABASE_PATH: file, DATABASE_POOL_SIZE: poolSize } = env();
  const key = url ?? file;
  if (!instance || instance.key !== key) {
    if (instance) {
      for (const close of instance.closers) void close();
      if (instance.sqlite) instance.sqlite.close();
      else void instance.kysely.destroy();
    }
    instance = url ? { key, kysely: openPostgres(url, poolSize), closers: [] } : { key, ...openDatabase(file), closers: [] };
  }
  return instance.kysely;
}

/**
 * The same connection's better-sqlite3 handle, for the few hot reads that use a prepared statement
 * directly. These have no PostgreSQL form yet (docs/postgres.md lists them): on PostgreSQL this throws.
 */
export function sqliteHandle(): SQLite.Database {
  db();
  if (!instance!.sqlite) throw new Error("This synchronous SQLite read has no PostgreSQL form yet (docs/postgres.md)");
  return instance!.sqlite;
}

/** Ties `close` to the process's database as it is now: it runs when that database is closed or replaced. */
export function whileOpen(close: () => Promise<void>) {
  db();
  instance!.closers.push(close);
}

export async function closeDatabase() {
  const current = instance;
  instance = undefined;
  if (!current) return;
  await Promise.all(current.closers.map((close) => close()));
  await current.kysely.destroy();
}

/**
 * Runs the migrations not yet run: on SQLite every one in db/migrations, on PostgreSQL the
 * baseline and those written after it (db/migrations/index.ts). On PostgreSQL Kysely's migrator
 * holds an advisory lock and runs them in one transaction, so when several app servers start
 * together the first migrates and the others wait, then find nothing left to do.
 */
export async function migrateToLatest(database: Kysely<Database> = db()) {
  const chosen = isPostgres(database) ? postgresMigrations : migrations;
  const migrator = new Migrator({
    db: database,
    provider: { getMigrations: async () => chosen },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return results ?? [];
}
