import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { buildCoins } from "~/lib/market/analysis";
import { resetEnv } from "~/server/env.server";
import { buildReport, marketBreadth, ratingChanges } from "~/lib/market/report";
import { getReport, listReports } from "~/models/market-reports.server";
import { ensureTodayReport, resetReportState } from "~/services/daily-report.server";
import { resetMarketCache } from "~/services/market.server";
import { defaultRows, startFakeTicker, type FakeTicker } from "../../fakes/ticker-server";
import { useTestDatabase } from "../../setup/test-db";

const coins = buildCoins([
  { symbol: "BTCUSDT", lastPrice: 100, priceChangePercent: 2, highPrice: 101, lowPrice: 99, volume: 10, quoteVolume: 3_000_000 },
  { symbol: "ETHUSDT", lastPrice: 10, priceChangePercent: -4, highPrice: 11, lowPrice: 9, volume: 10, quoteVolume: 1_000_000 },
  { symbol: "SOLUSDT", lastPrice: 1, priceChangePercent: 0, highPrice: 1.1, lowPrice: 0.9, volume: 10, quoteVolume: 1_000_000 },
]);

describe("report maths", () => {
  it("counts breadth, with the average, the median and the volume-weighted change", () => {
    expect(marketBreadth(coins)).toEqual({
      coins: 3,
      gainers: 1,
      losers: 1,
      unchanged: 1,
      averageChange: -2 / 3,
      medianChange: 0,
      // (2 × 3M - 4 × 1M + 0) / 5M = 0.4
      volumeWeightedChange: 0.4,
      totalQuoteVolume: 5_000_000,
    });
  });

  it("lists grade moves against the previous report, biggest first", () => {
    const current = [
      { symbol: "AUSDT", name: "A", grade: "B" as const, quoteVolume: 5 },
      { symbol: "BUSDT", name: "B", grade: "E" as const, quoteVolume: 1 },
      { symbol: "CUSDT", name: "C", grade: "C" as const, quoteVolume: 9 },
      { symbol: "NEWUSDT", name: "New", grade: "A" as const, quoteVolume: 9 },
    ];
    expect(ratingChanges({ AUSDT: "A", BUSDT: "B", CUSDT: "C" }, current)).toEqual([
      { symbol: "BUSDT", name: "B", from: "B", to: "E" },
      { symbol: "AUSDT", name: "A", from: "A", to: "B" },
    ]);
  });

  it("writes movers, leaders, a Turkish summary and an empty sentiment slot", () => {
    const report = buildReport({
      date: "2026-11-23",
      snapshotAt: "2026-11-23T09:00:00Z",
      source: "live",
      coins,
      usdTry: 34,
      previous: undefined,
      sentiment: null,
    });
    expect(report.topGainers.map((c) => c.symbol)).toEqual(["BTCUSDT"]);
    expect(report.topLosers.map((c) => c.symbol)).toEqual(["ETHUSDT"]);
    expect(report.volumeLeaders.map((c) => c.symbol)).toEqual(["BTCUSDT", "ETHUSDT", "SOLUSDT"]);
    expect(report.summary).toBe(
      "3 USDT paritesinden 1 tanesi yükseldi, 1 tanesi düştü; ortalama 24 saatlik değişim -%0,67, hacim ağırlıklı değişim +%0,40. Günün en çok yükseleni Bitcoin (+%2,00). En çok düşen Ethereum (-%4,00).",
    );
    expect(report.previousDate).toBeNull();
    expect(report.sentiment).toBeNull();
    expect(Object.keys(report.grades).sort()).toEqual(["BTCUSDT", "ETHUSDT", "SOLUSDT"]);
  });
});

describe("daily report service", () => {
  let ticker: FakeTicker;
  beforeAll(async () => {
    ticker = await startFakeTicker();
    process.env.MARKET_TICKER_URL = ticker.url;
    process.env.MARKET_REFRESH_MS = "30000";
  });
  afterAll(async () => {
    await ticker.close();
    delete process.env.MARKET_TICKER_URL;
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
