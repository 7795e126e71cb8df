import { describe, expect, it } from "vitest";
import { isPermanentFailure, MAIL_MAX_TRIES, retryDelayMs } from "~/lib/mail/retry";

describe("the retry schedule", () => {
  it("waits four times longer after each failure, jittered between half and all of the wait", () => {
    const minutes = [1, 4, 16, 64, 256];
    for (const [index, full] of minutes.entries()) {
      expect(retryDelayMs(index + 1, () => 1)).toBe(full * 60_000);
      expect(retryDelayMs(index + 1, () => 0)).toBe((full * 60_000) / 2);
      expect(retryDelayMs(index + 1, () => 0.5)).toBe(full * 0.75 * 60_000);
    }
  });

  it("never waits more than six hours, and gives up after six tries in about five hours", () => {
    expect(retryDelayMs(20, () => 1)).toBe(6 * 60 * 60_000);
    // 1,024 minutes would be the sixth wait: the cap cuts it to 360.
    expect(retryDelayMs(6, () => 1)).toBe(6 * 60 * 60_000);
    expect(retryDelayMs(6, () => 0)).toBe(3 * 60 * 60_000);
    const total = Array.from({ length: MAIL_MAX_TRIES - 1 }, (_, i) => retryDelayMs(i + 1, () => 1)).reduce((a, b) => a + b, 0);
    expect(total / 60_000).toBe(341);
  });

  it("waits the first wait when called before any failure", () => {
    expect(retryDelayMs(0, () => 1)).toBe(60_000);
  });

  it("rounds a jittered wait to whole milliseconds", () => {
    expect(retryDelayMs(1, () => 0.123_456_7)).toBe(33_704);
  });

  it("retries busy servers and lost connections, not permanent refusals", () => {
    expect(isPermanentFailure(undefined)).toBe(false);
    expect(isPermanentFailure(421)).toBe(false);
    expect(isPermanentFailure(451)).toBe(false);
    expect(isPermanentFailure(550)).toBe(true);
    expect(isPermanentFailure(554)).toBe(true);
    expect(isPermanentFailure(499)).toBe(false);
    expect(isPermanentFailure(500)).toBe(true);
    expect(isPermanentFailure(599)).toBe(true);
    expect(isPermanentFailure(600)).toBe(false);
  });
});
