import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnv } from "~/server/env.server";
import { reportSummaryMessages } from "~/lib/market/report-ai";
import { getReport } from "~/models/market-reports.server";
import { ensureReportAiSummary, ensureTodayReport, resetReportState } from "~/services/daily-report.server";
import { resetMarketCache } from "~/services/market.server";
import { useFakeTicker } from "../../setup/fake-ticker";
import { useTestDatabase } from "../../setup/test-db";
import { configureProvider, useFakeOpenAi } from "../ai/helpers";
import { logger } from "~/server/log.server";

const DAY = "2026-11-23";

describe("the daily report's AI summary", () => {
  const ai = useFakeOpenAi();
  useFakeTicker();
  beforeAll(() => {
    process.env.MARKET_REFRESH_MS = "30000";
  });
  afterAll(() => {
    delete process.env.MARKET_REFRESH_MS;
  });
  useTestDatabase();
  beforeEach(() => {
    resetEnv();
    resetMarketCache();
    resetReportState();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-23T09:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("is asked for once per report, from the report's figures, and stored marked as the AI's", async () => {
    await configureProvider(ai.fake.baseUrl);
    ai.fake.enqueue("Bugün piyasada **yükselenler** öndeydi.");
    await Promise.all(Array.from({ length: 5 }, () => ensureTodayReport()));
    await ensureReportAiSummary(DAY);
    expect(ai.fake.requests).toHaveLength(1);
    const prompt = ai.fake.requests[0].body.messages ?? [];
    expect(prompt[0].content).toContain("yatırım tavsiyesi verme");
    expect(prompt[1].content).toContain("Bitcoin (BTC)");
    expect((await getReport(DAY))?.aiSummary).toBe("Bugün piyasada yükselenler öndeydi.");

    // Page views later that day, and a restart, ask nothing more: the summary is stored.
    await ensureTodayReport();
    resetReportState();
    await ensureTodayReport();
    await ensureReportAiSummary(DAY);
    expect(ai.fake.requests).toHaveLength(1);
  });

  it("leaves the report complete without a provider, and when the provider fails", async () => {
    await ensureTodayReport();
    await ensureReportAiSummary(DAY);
    expect(ai.fake.requests).toHaveLength(0);
    const report = await getReport(DAY);
    expect(report?.aiSummary).toBeNull();
    expect(report?.summary).not.toBe("");

    resetReportState();
    await configureProvider(ai.fake.baseUrl);
    ai.fake.setError({ status: 500, message: "boom" });
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    await ensureTodayReport();
    await ensureReportAiSummary(DAY);
    expect(ai.fake.requests).toHaveLength(1);
    expect(warn).toHaveBeenCalled();
    expect((await getReport(DAY))?.aiSummary).toBeNull();
  });

  it("builds its prompt only from the report", async () => {
    await ensureTodayReport();
    const report = await getReport(DAY);
    if (!report) throw new Error("no report");
    const [, user] = reportSummaryMessages(report);
    expect(user.content).toContain(report.summary);
    expect(user.content).toContain(`Parite sayısı ${report.breadth.coins}`);
  });
});
