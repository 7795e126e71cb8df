import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "~/server/db.server";
import { resetEnv } from "~/server/env.server";
import { getMarket, resetMarketCache } from "~/services/market.server";
import { defaultRows, type TickerRow } from "../../fakes/ticker-server";
import { useFakeTicker } from "../../setup/fake-ticker";
import { useTestDatabase } from "../../setup/test-db";

const ticker = useFakeTicker();
beforeAll(() => {
  process.env.MARKET_REFRESH_MS = "30000";
});
afterAll(() => {
  delete process.env.MARKET_REFRESH_MS;
});

useTestDatabase({ seeded: false });
beforeEach(() => {
  resetEnv();
  resetMarketCache();
  ticker.setRows(defaultRows);
  ticker.setFailing(false);
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-23T12:00:00Z"));
});
afterEach(() => vi.useRealTimers());

/** SOL rallies hard: its band moves from 'Bekle' up. */
const rally: TickerRow[] = defaultRows.map((row) =>
  row.symbol === "SOLUSDT" ? { ...row, lastPrice: "160", priceChangePercent: "12.5", highPrice: "161", lowPrice: "140" } : row,
);

const signals = () => db().selectFrom("signals").selectAll().execute();

describe("signals from the market snapshots", () => {
  it("notes bands on the first live snapshot, then records a signal when a band moves", async () => {
    await getMarket();
    expect(await signals()).toEqual([]);
    expect(await db().selectFrom("signal_bands").select("symbol").execute()).toHaveLength(8);

    ticker.setRows(rally);
    vi.setSystemTime(new Date("2026-11-23T12:01:00Z"));
    await getMarket();
    const recorded = await signals();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ symbol: "SOLUSDT", direction: "buy", from_band: "Bekle", open_price: 160, closed_at: null });
  });

  it("records nothing from a stale snapshot while the exchange fails", async () => {
    await getMarket();
    ticker.setRows(rally);
    ticker.setFailing(true);
    vi.setSystemTime(new Date("2026-11-23T12:01:00Z"));
    expect((await getMarket()).source).toBe("stale");
    expect(await signals()).toEqual([]);
  });

  it("records nothing from example data when the exchange never answered", async () => {
    ticker.setFailing(true);
    expect((await getMarket()).source).toBe("demo");
    expect(await db().selectFrom("signal_bands").select("symbol").execute()).toEqual([]);
  });
});
