import { rateCounters, type RateWindow } from "./dialect/rate-limits.server";

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
  consume(key: string, now?: number): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
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

  /** Checks and, when allowed, counts the hit (at once: the promise only matches the shared limiter's). */
  consume(key: string, now = Date.now()): Promise<RateLimitResult> {
    const result = this.check(key, now);
    if (result.allowed) {
      this.hit(key, now);
      result.remaining -= 1;
    }
    return Promise.resolve(result);
  }

  reset(key: string) {
    this.hits.delete(key);
    return Promise.resolve();
  }
}

/** Ended windows are deleted once in this many counted hits (per process). */
const PRUNE_EVERY = 500;

/**
 * Counters kept in the database (table rate_limits), shared by every process that uses it:
 * under the cluster, or several app servers on PostgreSQL, N processes allow what one would.
 * A key's window starts at its first hit and lasts `windowMs`; the next hit after it starts a
 * new one. `name` tells this limiter's keys from another's and must be the same in every
 * process. Refused hits are counted too; it changes nothing, since they never move the
 * window's end. On SQLite the count is taken synchronously and the promise is already settled.
 */
export class SharedRateLimiter implements Limiter {
  private calls = 0;

  constructor(
    readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  consume(key: string, now = Date.now()): Promise<RateLimitResult> {
    const counters = rateCounters();
    const counted = `${this.name}:${key}`;
    const end = now + this.windowMs;
    if (++this.calls % PRUNE_EVERY === 0) {
      const pruned = counters.prune(now);
      if (pruned) return pruned.then(() => this.settle(counters.hit(counted, now, end), now));
    }
    return this.settle(counters.hit(counted, now, end), now);
  }

  private settle(row: RateWindow | Promise<RateWindow>, now: number): Promise<RateLimitResult> {
    return row instanceof Promise ? row.then((settled) => this.judge(settled, now)) : Promise.resolve(this.judge(row, now));
  }

  private judge(row: RateWindow, now: number): RateLimitResult {
    const allowed = row.count <= this.limit;
    return {
      allowed,
      remaining: Math.max(0, this.limit - row.count),
      retryAfterSeconds: allowed ? 0 : Math.ceil((row.expires_at - now) / 1000),
    };
  }

  async reset(key: string) {
    await rateCounters().reset(`${this.name}:${key}`);
  }

  /** Uncounts one hit in the key's current window: a hit counted ahead that turned out not to count. */
  async giveBack(key: string, now = Date.now()) {
    await rateCounters().giveBack(`${this.name}:${key}`, now);
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
export async function consumeOrRefuse(limiter: Limiter, key: string, describe: (wait: string) => string): Promise<Refusal | null> {
  const result = await limiter.consume(key);
  if (result.allowed) return null;
  const seconds = Math.max(1, result.retryAfterSeconds);
  return { message: describe(formatWait(seconds)), headers: { "Retry-After": String(seconds) } };
}
