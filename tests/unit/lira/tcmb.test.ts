import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { tcmbDatedRate } from "~/lib/lira/tcmb";
import { loadSourceSnapshot } from "~/models/source-snapshots.server";
import { resetEnv } from "~/server/env.server";
import { resetSourceCache } from "~/services/outside/cached-source.server";
import { tcmbUsdForDays } from "~/services/tcmb-rates.server";
import { fakeTcmbUsdBuying, startFakeTcmb, type FakeTcmb } from "../../fakes/tcmb-server";
import { useTestDatabase } from "../../setup/test-db";

describe("TCMB through the outside-source core", () => {
  let tcmb: FakeTcmb;
  beforeAll(async () => {
    tcmb = await startFakeTcmb();
  });
  afterAll(async () => {
    await tcmb.close();
    process.env.TCMB_RATES_URL = "";
    delete process.env.CHAIN_TIMEOUT_MS;
  });
  useTestDatabase({ seeded: false });
  beforeEach(() => {
    process.env.TCMB_RATES_URL = tcmb.url;
    process.env.CHAIN_TIMEOUT_MS = "1000";
    resetEnv();
    resetSourceCache();
    tcmb.setMode("ok");
    vi.useFakeTimers({ toFake: ["Date"] });
    // Saturday 28 November 2026, 12:00 in Istanbul.
    vi.setSystemTime(new Date("2026-11-28T09:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  const newlyAsked = async (run: () => Promise<unknown>) => {
    const before = tcmb.asked().length;
    await run();
    return tcmb.asked().slice(before);
  };

  it("values a weekday at its own bulletin's buying rate", async () => {
    let rates = new Map();
    expect(await newlyAsked(async () => (rates = await tcmbUsdForDays(["2026-11-27"])))).toEqual(["/202611/27112026.xml"]);
    expect(tcmbDatedRate(rates.get("2026-11-27"))).toEqual({
      day: "2026-11-27",
      rate: fakeTcmbUsdBuying("2026-11-27"),
      kind: "exact",
      usedDay: "2026-11-27",
    });
  });

  it("values a weekend at Friday's bulletin, a holiday at the day before's, and keeps every file in the database for good", async () => {
    let rates = new Map();
    const asked = await newlyAsked(async () => (rates = await tcmbUsdForDays(["2026-11-22", "2026-10-29"])));
    // 29 October (Cumhuriyet Bayramı, a Thursday) has no bulletin: the 28th's is used.
    expect(asked).toEqual([
      "/202610/29102026.xml",
      "/202610/28102026.xml",
      "/202611/22112026.xml",
      "/202611/21112026.xml",
      "/202611/20112026.xml",
    ]);
    expect(rates.get("2026-11-22").bulletin.day).toBe("2026-11-20");
    expect(rates.get("2026-10-29").bulletin.day).toBe("2026-10-28");
    expect(rates.get("2026-10-29").bulletin.usdBuying).toBe(fakeTcmbUsdBuying("2026-10-28"));
    // A 404 is stored too: a past weekend never gets a bulletin.
    expect((await loadSourceSnapshot("tcmb:day:2026-11-22"))?.payload).toEqual({ day: "2026-11-22", bulletin: null });

    // A week later, after a restart: nothing is asked again.
    vi.setSystemTime(Date.now() + 7 * 86_400_000);
    resetSourceCache();
    expect(await newlyAsked(() => tcmbUsdForDays(["2026-11-22", "2026-10-29", "2026-11-21"]))).toEqual([]);
  });

  it("reads today's rate from /today.xml, the newest bulletin", async () => {
    // Friday 27 November 2026, 16:00 in Istanbul.
    vi.setSystemTime(new Date("2026-11-27T13:00:00Z"));
    let rates = new Map();
    expect(await newlyAsked(async () => (rates = await tcmbUsdForDays(["2026-11-27"])))).toEqual(["/today.xml"]);
    expect(rates.get("2026-11-27").bulletin.day).toBe("2026-11-27");
  });

  it("gives no rate while TCMB is down or answers garbage, and leaves it alone until the retry time", async () => {
    tcmb.setMode("down");
    expect((await tcmbUsdForDays(["2026-11-27"])).get("2026-11-27")?.bulletin).toBeNull();
    // The host failed: another day is not asked within the wait.
    expect(await newlyAsked(() => tcmbUsdForDays(["2026-11-26"]))).toEqual([]);

    resetSourceCache();
    tcmb.setMode("garbage");
    expect((await tcmbUsdForDays(["2026-11-25"])).get("2026-11-25")?.bulletin).toBeNull();
    tcmb.setMode("ok");
    vi.setSystemTime(Date.now() + 6 * 60_000);
    expect((await tcmbUsdForDays(["2026-11-25"])).get("2026-11-25")?.bulletin?.day).toBe("2026-11-25");
  });

  it("asks nothing while TCMB_RATES_URL is empty", async () => {
    process.env.TCMB_RATES_URL = "";
    resetEnv();
    expect(await newlyAsked(async () => expect((await tcmbUsdForDays(["2026-11-27"])).get("2026-11-27")?.bulletin).toBeNull())).toEqual([]);
  });
});
