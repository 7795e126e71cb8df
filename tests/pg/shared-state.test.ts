import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../setup/test-db";
import {
  bumpContentVersion,
  currentContentVersion,
  knownContentVersion,
  primeContentVersion,
  storedContentVersion,
} from "~/models/content-version.server";
import { postgresRateCounters } from "~/server/dialect/rate-limits.server";
import { db, openPostgres } from "~/server/db.server";
import { SharedRateLimiter } from "~/server/rate-limit.server";

/** What several app servers on one PostgreSQL database share: rate limits and the content version. */
describe("state shared by app servers on PostgreSQL", () => {
  const url = useTestDatabase();

  it("counts one key's hits from two servers at once: exactly the limit is allowed", async () => {
    // Two pools, as two app servers would have; 20 hits at once against a limit of 5.
    const servers = [openPostgres(url()), openPostgres(url())];
    try {
      const counters = servers.map(postgresRateCounters);
      const now = Date.now();
      const windows = await Promise.all(Array.from({ length: 20 }, (_, i) => counters[i % 2].hit("race:203.0.113.9", now, now + 60_000)));
      expect(windows.filter((window) => window.count <= 5)).toHaveLength(5);
      // Every hit got its own number: the row lock put them in line.
      expect(windows.map((window) => window.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    } finally {
      await Promise.all(servers.map((server) => server.destroy()));
    }
  });

  it("limits through the app's limiter: allowed, refused with the wait, given back, reset", async () => {
    const limiter = new SharedRateLimiter("pg-test", 3, 60_000);
    const t0 = 6_000_000;
    const results = await Promise.all([1, 2, 3, 4].map((i) => limiter.consume("ip", t0 + i)));
    expect(results.filter((result) => result.allowed)).toHaveLength(3);
    expect(await limiter.consume("ip", t0 + 10)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 60 });
    await limiter.reset("ip");
    expect((await limiter.consume("ip", t0 + 20)).remaining).toBe(2);
    await limiter.giveBack("ip", t0 + 30);
    expect((await limiter.consume("ip", t0 + 40)).remaining).toBe(2);
  });

  it("announces each committed content version, and not a rolled-back one", async () => {
    const listener = new pg.Client({ connectionString: url() });
    await listener.connect();
    try {
      const heard: string[] = [];
      listener.on("notification", (message) => heard.push(`${message.channel}:${message.payload}`));
      await listener.query("LISTEN content_version");
      const start = await storedContentVersion();
      await bumpContentVersion();
      const writer = openPostgres(url());
      await writer
        .transaction()
        .execute(async (trx) => {
          await bumpContentVersion(trx);
          throw new Error("rolled back");
        })
        .catch(() => {});
      await writer.destroy();
      await vi.waitFor(() => expect(heard).toEqual([`content_version:${start + 1}`]));
    } finally {
      await listener.end();
    }
  });

  it("keeps the version in memory: read at start, its own bumps at once (at commit in a transaction), another server's soon after", async () => {
    await primeContentVersion();
    const start = await storedContentVersion();
    expect(currentContentVersion()).toBe(start);
    await bumpContentVersion();
    expect(knownContentVersion()).toBe(start + 1);
    // Inside a transaction: known once it has committed, before the write returns to its caller.
    await db()
      .transaction()
      .execute((trx) => bumpContentVersion(trx));
    expect(knownContentVersion()).toBe(start + 2);

    // Another server writes: this one learns it from the notification (or, failing that, the poll).
    const other = openPostgres(url());
    try {
      await bumpContentVersion(other);
      await other.transaction().execute((trx) => bumpContentVersion(trx));
    } finally {
      await other.destroy();
    }
    await vi.waitFor(() => expect(knownContentVersion()).toBe(start + 4), { timeout: 3000 });
    expect(currentContentVersion()).toBe(start + 4);
  });
});
