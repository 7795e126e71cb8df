import { latestSentiment } from "~/models/sentiment.server";
import { istanbulDate } from "~/lib/market/istanbul-date";
import { buildReport } from "~/lib/market/report";
import { cleanAiSummary, reportSummaryMessages } from "~/lib/market/report-ai";
import { getAiRuntime } from "~/models/ai.server";
import { getReport, getReportBefore, hasReport, insertReportIfAbsent, setReportAiSummary } from "~/models/market-reports.server";
import { complete } from "./ai-provider.server";
import { getMarket } from "./market.server";
import { logger } from "~/server/log.server";

/**
 * The daily market report is written once a day, from the shared market snapshot, by the first
 * visit of a reports page that day (the RSS feed and the sitemap only list what exists, so a
 * crawler never triggers an exchange call). The day is Turkey's;
 * the table's key makes a second write for the same day a no-op, and concurrent callers share
 * one attempt. No report is written from sample data or from a snapshot of another day.
 */
let reportedDay: string | null = null;
let inflight: Promise<void> | null = null;
let summaryAttempt: { day: string; done: Promise<void> } | null = null;

const AI_SUMMARY_TIMEOUT_MS = 30_000;

/** Forgets which day was handled, as a restart would. For tests. */
export function resetReportState() {
  reportedDay = null;
  inflight = null;
  summaryAttempt = null;
}

export async function ensureTodayReport(now = new Date()): Promise<void> {
  const today = istanbulDate(now);
  if (!today || reportedDay === today) return;
  inflight ??= writeReport(today).finally(() => {
    inflight = null;
  });
  await inflight;
}

/** The day's stored fear and greed value; a report never shows another day's. */
async function sentimentOf(day: string) {
  const latest = await latestSentiment();
  return latest && latest.date === day ? { value: latest.value, label: latest.label } : null;
}

async function writeReport(today: string) {
  try {
    if (await hasReport(today)) {
      reportedDay = today;
      void ensureReportAiSummary(today);
      return;
    }
    const market = await getMarket();
    if (market.source === "demo" || istanbulDate(new Date(market.updatedAt)) !== today) return;
    const report = buildReport({
      date: today,
      snapshotAt: market.updatedAt,
      source: market.source,
      coins: market.coins,
      usdTry: market.usdTry,
      previous: await getReportBefore(today),
      sentiment: await sentimentOf(today),
    });
    await insertReportIfAbsent(report);
    reportedDay = today;
    void ensureReportAiSummary(today);
  } catch (error) {
    // A report that cannot be written today is tried again on the next request; the pages still answer.
    logger.error({ err: error }, "Günlük piyasa raporu yazılamadı");
  }
}

/**
 * When an AI provider is configured and enabled, asks it once for a short summary of the day's
 * report and stores it in the report, marked as the AI's on the page. Started when the day's report
 * is handled (once a day per process), never by a page view; callers of the same day share the one
 * attempt. Without a provider, or when it fails, the report stays as it is: complete without it.
 */
export function ensureReportAiSummary(day: string): Promise<void> {
  if (summaryAttempt?.day !== day) summaryAttempt = { day, done: writeAiSummary(day) };
  return summaryAttempt.done;
}

async function writeAiSummary(day: string) {
  try {
    const runtime = await getAiRuntime();
    if (!runtime) return;
    const report = await getReport(day);
    if (!report || report.aiSummary) return;
    const completion = await complete(runtime.config, reportSummaryMessages(report), { timeoutMs: AI_SUMMARY_TIMEOUT_MS });
    const summary = cleanAiSummary(completion.content);
    if (summary) await setReportAiSummary(day, summary);
  } catch (error) {
    logger.warn({ err: error }, "Günlük rapor için yapay zekâ özeti yazılamadı");
  }
}
