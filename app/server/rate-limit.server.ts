/**
 * In-memory sliding-window counters. The site runs as one process, so memory is
 * the right place; a restart forgives everyone, which is acceptable here.
 */
export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

export class RateLimiter {
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
export function consumeOrRefuse(limiter: RateLimiter, key: string, describe: (wait: string) => string): Refusal | null {
  const result = limiter.consume(key);
  if (result.allowed) return null;
  const seconds = Math.max(1, result.retryAfterSeconds);
  return { message: describe(formatWait(seconds)), headers: { "Retry-After": String(seconds) } };
}
