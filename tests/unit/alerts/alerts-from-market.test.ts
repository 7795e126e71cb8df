import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "~/server/db.server";
import { resetEnv } from "~/server/env.server";
import { alertSnapshotOf } from "~/lib/alerts/format";
import { createAlert, getAlert } from "~/models/alerts.server";
import { getMarket, resetMarketCache } from "~/services/market.server";
import { defaultRows } from "../../fakes/ticker-server";
import { useFakeTicker } from "../../setup/fake-ticker";
import { useTestDatabase } from "../../setup/test-db";

/**
 * The whole path: the fake exchange moves BTC across an alert, the market refreshes (every
 * 30 s of the faked clock) and the task hook runs the check on the same snapshot the pages show.
 */
const ticker = useFakeTicker();
beforeAll(() => {
  process.env.MARKET_REFRESH_MS = "30000";
});
afterAll(() => {
  delete process.env.MARKET_REFRESH_MS;
});

useTestDatabase();
let clock = Date.parse("2026-11-25T09:00:00Z");
beforeEach(() => {
  resetEnv();
  resetMarketCache();
  ticker.setRows(defaultRows);
  ticker.setFailing(false);
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(clock);
});
afterEach(() => vi.useRealTimers());

/** The next refresh with BTC at `price` (the other coins as they were). */
async function refreshAt(price: number) {
  ticker.setRows(defaultRows.map((row) => (row.symbol === "BTCUSDT" ? { ...row, lastPrice: String(price) } : row)));
  clock += 31_000;
  vi.setSystemTime(clock);
  return getMarket();
}

const count = async (table: "user_notifications" | "mail_outbox") =>
  Number(
    (
      await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("alerts on the live market refresh", () => {
  it("moves BTC across an alert: one notification and one mail however many refreshes follow; re-armed after it comes back", async () => {
    const market = await getMarket();
    expect(market.source).toBe("live");
    const created = await createAlert(
      3,
      { symbol: "BTCUSDT", condition: "above", value: 65_000, band: null, currency: "USD", note: "" },
      alertSnapshotOf(market),
    );
    const id = created.ok ? created.alert.id : 0;

    await refreshAt(64_900);
    expect(await count("user_notifications")).toBe(0);
    await refreshAt(65_500);
    for (const price of [66_000, 65_200, 64_800, 65_300]) await refreshAt(price);
    expect(await count("user_notifications")).toBe(1);
    expect(await count("mail_outbox")).toBe(1);
    expect(await getAlert(3, id)).toMatchObject({ armed: false, triggeredPrice: 65_500 });

    // Back under 65 000 × 0.995 = 64 675: armed again, and the next crossing fires again.
    await refreshAt(64_600);
    expect(await getAlert(3, id)).toMatchObject({ armed: true });
    await refreshAt(65_100);
    expect(await count("user_notifications")).toBe(2);
  });

  it("a lira alert goes through the USDTTRY rate; a stale snapshot fires nothing", async () => {
    const market = await getMarket();
    // 64 250.5 $ × 34.25 = 2 200 579 ₺.
    await createAlert(
      3,
      { symbol: "BTCUSDT", condition: "below", value: 2_150_000, band: null, currency: "TRY", note: "" },
      alertSnapshotOf(market),
    );
    ticker.setFailing(true);
    ticker.setRows(defaultRows.map((row) => (row.symbol === "BTCUSDT" ? { ...row, lastPrice: "60000" } : row)));
    clock += 31_000;
    vi.setSystemTime(clock);
    expect((await getMarket()).source).toBe("stale");
    expect(await count("user_notifications")).toBe(0);
    ticker.setFailing(false);
    await refreshAt(62_900); // 2 154 325 ₺: above the threshold
    expect(await count("user_notifications")).toBe(0);
    await refreshAt(62_700); // 2 147 475 ₺
    expect(await count("user_notifications")).toBe(1);
  });
});
