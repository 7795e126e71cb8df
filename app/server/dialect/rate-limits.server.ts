import type SQLite from "better-sqlite3";
import { sql, type Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import { db, sqliteHandle } from "../db.server";
import { dialectName, type DialectName } from "./name.server";

/** A key's window after a hit: how many hits it holds, and when it ends. */
export interface RateWindow {
  count: number;
  expires_at: number;
}

/**
 * The rate_limits table's four operations. SQLite answers at once (prepared statements on the
 * process's one connection); PostgreSQL with a promise, through the pool.
 */
export interface RateCounters {
  /** Counts one hit for `key` and gives its window; a window ended by `now` starts again, ending at `end`. */
  hit(key: string, now: number, end: number): RateWindow | Promise<RateWindow>;
  reset(key: string): void | Promise<void>;
  /** Uncounts one hit in the key's current window. */
  giveBack(key: string, now: number): void | Promise<void>;
  /** Deletes the windows that have ended. */
  prune(now: number): void | Promise<void>;
}

interface Statements {
  bump: SQLite.Statement<[{ key: string; now: number; end: number }], RateWindow>;
  reset: SQLite.Statement<[string]>;
  giveBack: SQLite.Statement<[{ key: string; now: number }]>;
  prune: SQLite.Statement<[number]>;
}
const sqliteByConnection = new WeakMap<SQLite.Database, RateCounters>();

function sqliteCounters(): RateCounters {
  const sqlite = sqliteHandle();
  let kept = sqliteByConnection.get(sqlite);
  if (!kept) {
    const statements: Statements = {
      // One statement, so two processes counting the same key at once cannot both read the
      // same count: SQLite's write lock orders them, and each gets its own number back. A
      // window that has ended starts again at this hit (SET reads the row as it was).
      bump: sqlite.prepare(
        `INSERT INTO rate_limits (key, window_start, expires_at, count) VALUES (@key, @now, @end, 1)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN expires_at <= @now THEN 1 ELSE count + 1 END,
           window_start = CASE WHEN expires_at <= @now THEN @now ELSE window_start END,
           expires_at = CASE WHEN expires_at <= @now THEN @end ELSE expires_at END
         RETURNING count, expires_at`,
      ),
      reset: sqlite.prepare<[string]>("DELETE FROM rate_limits WHERE key = ?"),
      giveBack: sqlite.prepare<[{ key: string; now: number }]>(
        "UPDATE rate_limits SET count = count - 1 WHERE key = @key AND count > 0 AND expires_at > @now",
      ),
      prune: sqlite.prepare<[number]>("DELETE FROM rate_limits WHERE expires_at <= ?"),
    };
    kept = {
      hit: (key, now, end) => statements.bump.get({ key, now, end })!,
      reset: (key) => void statements.reset.run(key),
      giveBack: (key, now) => void statements.giveBack.run({ key, now }),
      prune: (now) => void statements.prune.run(now),
    };
    sqliteByConnection.set(sqlite, kept);
  }
  return kept;
}

/**
 * The same statements on PostgreSQL. The hit is still one statement: ON CONFLICT DO UPDATE locks
 * the key's row, so two app servers counting the same key at once are put in line and each gets
 * its own count back (tests/pg/rate-limits.test.ts races them).
 */
export function postgresRateCounters(database: Kysely<Database>): RateCounters {
  return {
    async hit(key, now, end) {
      const { rows } = await sql<RateWindow>`
        INSERT INTO rate_limits (key, window_start, expires_at, count) VALUES (${key}, ${now}, ${end}, 1)
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limits.expires_at <= ${now} THEN 1 ELSE rate_limits.count + 1 END,
          window_start = CASE WHEN rate_limits.expires_at <= ${now} THEN ${now} ELSE rate_limits.window_start END,
          expires_at = CASE WHEN rate_limits.expires_at <= ${now} THEN ${end} ELSE rate_limits.expires_at END
        RETURNING count, expires_at`.execute(database);
      return rows[0];
    },
    async reset(key) {
      await database.deleteFrom("rate_limits").where("key", "=", key).execute();
    },
    async giveBack(key, now) {
      await database
        .updateTable("rate_limits")
        .set((eb) => ({ count: eb("count", "-", 1) }))
        .where("key", "=", key)
        .where("count", ">", 0)
        .where("expires_at", ">", now)
        .execute();
    },
    async prune(now) {
      await database.deleteFrom("rate_limits").where("expires_at", "<=", now).execute();
    },
  };
}

const postgresByDatabase = new WeakMap<Kysely<Database>, RateCounters>();

const counters: Record<DialectName, () => RateCounters> = {
  sqlite: sqliteCounters,
  postgres: () => {
    const database = db();
    let kept = postgresByDatabase.get(database);
    if (!kept) {
      kept = postgresRateCounters(database);
      postgresByDatabase.set(database, kept);
    }
    return kept;
  },
};

/** The rate_limits operations on the process's database. */
export function rateCounters(): RateCounters {
  return counters[dialectName()]();
}
