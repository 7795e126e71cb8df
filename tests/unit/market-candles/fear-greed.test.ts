import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnv } from "~/server/env.server";
import { getFearGreed, resetFearGreedCache } from "~/services/fear-greed.server";
import { startFakeFearGreed, type FakeFearGreed } from "../../fakes/fear-greed-server";
import { useTestDatabase } from "../../setup/test-db";

let fake: FakeFearGreed;
beforeAll(async () => {
  fake = await startFakeFearGreed();
});
afterAll(async () => {
  await fake.close();
  delete process.env.FEAR_GREED_URL;
});
useTestDatabase({ seeded: false });
beforeEach(() => {
  process.env.FEAR_GREED_URL = fake.url;
  resetEnv();
  resetFearGreedCache();
  fake.setMode("ok");
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T12:00:00Z"));
});

describe("outside fear and greed index", () => {
  it("is unset without FEAR_GREED_URL, and asks nobody", async () => {
    delete process.env.FEAR_GREED_URL;
    resetEnv();
    const before = fake.hits();
    expect(await getFearGreed()).toEqual({ status: "unset" });
    expect(fake.hits()).toBe(before);
  });

  it("reads the index once an hour and keeps the last good value when it fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const before = fake.hits();
    const [live] = await Promise.all([getFearGreed(), getFearGreed(), getFearGreed()]);
    expect(live).toMatchObject({
      status: "ok",
      source: "live",
      data: { value: 40, classification: "Fear", time: "2026-11-21T00:00:00.000Z" },
    });
    expect(fake.hits() - before).toBe(1);
    fake.setMode("missing-field");
    vi.setSystemTime(Date.now() + 61 * 60_000);
    expect(await getFearGreed()).toMatchObject({ status: "ok", source: "stale", data: { value: 40 } });
  });

  it("says unavailable when the index never answered properly", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    fake.setMode("html");
    expect(await getFearGreed()).toEqual({ status: "unavailable" });
  });
});
