import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnv } from "~/server/env.server";
import { getReport, listReports } from "~/models/market-reports.server";
import { ensureTodayReport, resetReportState } from "~/services/daily-report.server";
import { resetMarketCache } from "~/services/market.server";
import { defaultRows } from "../../fakes/ticker-server";
import { useFakeTicker } from "../../setup/fake-ticker";
import { useTestDatabase } from "../../setup/test-db";

describe("daily report service", () => {
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
    resetReportState();
    ticker.setRows(defaultRows);
    ticker.setFailing(false);
    vi.useFakeTimers({ toFake: ["Date"] });
  });
  afterEach(() => vi.useRealTimers());

  it("writes one report a day, in Turkey's day, whatever the number of callers", async () => {
    // 22:30 UTC is already the next day in Istanbul.
    vi.setSystemTime(new Date("2026-11-22T22:30:00Z"));
    await Promise.all(Array.from({ length: 10 }, () => ensureTodayReport()));
    resetReportState();
    await ensureTodayReport();
    const { reports, pagination } = await listReports(1);
    expect(reports.map((r) => r.date)).toEqual(["2026-11-23"]);
    expect(pagination.total).toBe(1);
    expect((await getReport("2026-11-23"))?.breadth.coins).toBe(8);
  });

  it("compares the next day's grades with the previous report", async () => {
    vi.setSystemTime(new Date("2026-11-23T09:00:00Z"));
    await ensureTodayReport();
    // Dogecoin's day turns: -9 % on a much wider range.
    ticker.setRows(
      defaultRows.map((row) =>
        row.symbol === "DOGEUSDT" ? { ...row, priceChangePercent: "-9", highPrice: "0.16", lowPrice: "0.11" } : row,
      ),
    );
    vi.setSystemTime(new Date("2026-11-24T09:00:00Z"));
    await ensureTodayReport();
    const next = await getReport("2026-11-24");
    expect(next?.previousDate).toBe("2026-11-23");
    expect(next?.ratingChanges.map((change) => change.symbol)).toContain("DOGEUSDT");
    expect((await listReports(1)).reports.map((r) => r.date)).toEqual(["2026-11-24", "2026-11-23"]);
  });

  it("writes nothing from sample data", async () => {
    vi.setSystemTime(new Date("2026-11-23T09:00:00Z"));
    ticker.setFailing(true);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await ensureTodayReport();
    expect((await listReports(1)).reports).toEqual([]);
  });
});
