import { describe, expect, it } from "vitest";
import { RateLimiter, formatWait } from "~/server/rate-limit.server";

describe("RateLimiter", () => {
  it("allows the limit within the window, then refuses with the time to wait, then forgives", async () => {
    const limiter = new RateLimiter(3, 60_000);
    const t0 = 1_000_000;
    for (const i of [1, 2, 3]) expect((await limiter.consume("ip", t0 + i)).allowed).toBe(true);
    const refused = await limiter.consume("ip", t0 + 10);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(60);
    expect((await limiter.consume("other", t0 + 10)).allowed).toBe(true);
    expect((await limiter.consume("ip", t0 + 60_002)).allowed).toBe(true);
  });

  it("formats waits in Turkish", () => {
    expect(formatWait(40)).toBe("40 saniye");
    expect(formatWait(61)).toBe("2 dakika");
  });
});
