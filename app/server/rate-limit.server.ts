import type SQLite from "better-sqlite3";
import { sqliteHandle } from "./db.server";

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/** What the limit modules need of a limiter, wherever it keeps its counts. */
export interface Limiter {
  readonly limit: number;
  readonly windowMs: number;
  /** Checks and, when allowed, counts the hit. */
  consume(key: string, now?: number): RateLimitResult;
  reset(key: string): void;
}

/**
 * In-memory sliding-window counters, for limits that only protect this process's own
 * work (the calls it makes to outside sources). A restart forgives everyone.
 */
export class RateLimiter implements Limiter {
  private readonly hits = new Map<string, number[]>();
  private calls = 0;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  private recent(key: string, now: number) {
    const list = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  private sweep(now: number) {
    if (++this.calls % 500 !== 0) return;
    for (const key of this.hits.keys()) this.recent(key, now);
  }

  /** Whether another hit is allowed now, without counting one. */
  check(key: string, now = Date.now()): RateLimitResult {
    this.sweep(now);
    const list = this.recent(key, now);
    const allowed = list.length < this.limit;
    const retryAfterMs = allowed ? 0 : list[0] + this.windowMs - now;
    return { allowed, remaining: Math.max(0, this.limit - list.length), retryAfterSeconds: Math.ceil(retryAfterMs / 1000) };
  }

  hit(key: string, now = Date.now()) {
    const list = this.recent(key, now);
    list.push(now);
    this.hits.set(key, list);
  }

  /** Checks and, when allowed, counts the hit. */
  consume(key: string, now = Date.now()): RateLimitResult {
    const result = this.check(key, now);
    if (result.allowed) {
      this.hit(key, now);
      result.remaining -= 1;
    }
    return result;
  }

  reset(key: string) {
    this.hits.delete(key);
  }
}

/** Ended windows are deleted once in this many counted hits (per process). */
const PRUNE_EVERY = 500;

interface Statements {
  bump: SQLite.Statement<[{ key: string; now: number; end: number }], { count: number; expires_at: number }>;
  reset: SQLite.Statement<[string]>;
  giveBack: SQLite.Statement<[{ key: string; now: number }]>;
  prune: SQLite.Statement<[number]>;
}
const statementsByConnection = new WeakMap<SQLite.Database, Statements>();

function statements(): Statements {
  const sqlite = sqliteHandle();
  let kept = statementsByConnection.get(sqlite);
  if (!kept) {
    kept = {
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
    statementsByConnection.set(sqlite, kept);
  }
  return kept;
}

/**
 * Counters kept in the database (table rate_limits), shared by every process that uses it:
 * under the cluster, N workers allow what one process would. A key's window starts at its
 * first hit and lasts `windowMs`; the next hit after it starts a new one. `name` tells this
 * limiter's keys from another's and must be the same in every process. Refused hits are
 * counted too; it changes nothing, since they never move the window's end.
 */
export class SharedRateLimiter implements Limiter {
  private calls = 0;

  constructor(
    readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  consume(key: string, now = Date.now()): RateLimitResult {
    const { bump, prune } = statements();
    if (++this.calls % PRUNE_EVERY === 0) prune.run(now);
    const row = bump.get({ key: `${this.name}:${key}`, now, end: now + this.windowMs })!;
    const allowed = row.count <= this.limit;
    return {
      allowed,
      remaining: Math.max(0, this.limit - row.count),
      retryAfterSeconds: allowed ? 0 : Math.ceil((row.expires_at - now) / 1000),
    };
  }

  reset(key: string) {
    statements().reset.run(`${this.name}:${key}`);
  }

  /** Uncounts one hit in the key's current window: a hit counted ahead that turned out not to count. */
  giveBack(key: string, now = Date.now()) {
    statements().giveBack.run({ key: `${this.name}:${key}`, now });
  }
}

/** "5 dakika" or "40 saniye", for the Turkish 429 messages. */
export function formatWait(seconds: number) {
  return seconds >= 60 ? `${Math.ceil(seconds / 60)} dakika` : `${Math.max(1, seconds)} saniye`;
}

/** A refused hit: the Turkish reason, and the `Retry-After` header its 429 is sent with. */
export interface Refusal {
  message: string;
  headers: { "Retry-After": string };
}

/** Counts a hit for `key`; null while allowed, else the refusal whose message `describe` words from the wait. */
export function consumeOrRefuse(limiter: Limiter, key: string, describe: (wait: string) => string): Refusal | null {
  const result = limiter.consume(key);
  if (result.allowed) return null;
  const seconds = Math.max(1, result.retryAfterSeconds);
  return { message: describe(formatWait(seconds)), headers: { "Retry-After": String(seconds) } };
}
