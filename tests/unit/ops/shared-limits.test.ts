import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { SharedRateLimiter } from "~/server/rate-limit.server";
import { consumeContactAllowance } from "~/server/form-limits.server";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../../setup/test-db";

const run = promisify(execFile);

describe("limits kept in the database", () => {
  const file = useTestDatabase({ seeded: false });

  it("count per key in a window from its first hit, refuse with the wait to the window's end, then forgive", async () => {
    const limiter = new SharedRateLimiter("test", 3, 60_000);
    const t0 = 6_000_000;
    for (const i of [1, 2, 3]) expect((await limiter.consume("ip", t0 + i)).allowed).toBe(true);
    const refused = await limiter.consume("ip", t0 + 10);
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 60 }); // 59.991 s, rounded up
    expect((await limiter.consume("other", t0 + 10)).allowed).toBe(true);
    expect((await new SharedRateLimiter("another-limit", 3, 60_000).consume("ip", t0 + 10)).allowed).toBe(true);
    expect((await limiter.consume("ip", t0 + 60_000)).allowed).toBe(false);
    expect(await limiter.consume("ip", t0 + 60_001)).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
    await limiter.reset("ip");
    expect((await limiter.consume("ip", t0 + 60_002)).remaining).toBe(2);
  });

  it("prunes windows that have ended", async () => {
    const limiter = new SharedRateLimiter("prune", 1000, 1000);
    for (let i = 0; i < 500; i++) await limiter.consume(`k${i}`, 1_000_000 + i * 1000);
    // The 500th hit pruned every key whose window had ended by then.
    const left = await db()
      .selectFrom("rate_limits")
      .select(({ fn }) => fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(left.n).toBeLessThan(10);
  });

  it("holds across two processes counting one limit at the same moment: N allowed, the N+1st refused", async () => {
    // The contact limit allows 5 messages per address in 10 minutes; 2 × 3 attempts is one too many.
    expect((await consumeContactAllowance("198.51.100.1")).allowed).toBe(true); // the table is there
    const env = { ...process.env, DATABASE_PATH: file(), START_AT: String(Date.now() + 4000), ATTEMPTS: "3" };
    const child = () => run(process.execPath, ["tests/unit/ops/limit-child.mjs"], { env }).then(({ stdout }) => JSON.parse(stdout).allowed);
    const allowed = await Promise.all([child(), child()]);
    expect(allowed[0] + allowed[1]).toBe(5);
    expect(await consumeContactAllowance("203.0.113.9")).toMatchObject({
      allowed: false,
      message: expect.stringContaining("Çok fazla mesaj"),
    });
  }, 30_000);
});
