import { latestSentiment } from "~/models/sentiment.server";
import { istanbulDate } from "~/lib/market/istanbul-date";
import { buildReport } from "~/lib/market/report";
import { getReportBefore, hasReport, insertReportIfAbsent } from "~/models/market-reports.server";
import { getMarket } from "./market.server";

/**
 * The daily market report is written once a day, from the shared market snapshot, by the first
 * visit of a reports page that day (the RSS feed and the sitemap only list what exists, so a
 * crawler never triggers an exchange call). The day is Turkey's;
 * the table's key makes a second write for the same day a no-op, and concurrent callers share
 * one attempt. No report is written from sample data or from a snapshot of another day.
 */
let reportedDay: string | null = null;
let inflight: Promise<void> | null = null;

/** Forgets which day was handled, as a restart would. For tests. */
export function resetReportState() {
  reportedDay = null;
  inflight = null;
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
  } catch (error) {
    // A report that cannot be written today is tried again on the next request; the pages still answer.
    console.error("Günlük piyasa raporu yazılamadı:", error);
  }
}
