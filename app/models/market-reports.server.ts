import { db } from "~/server/db.server";
import type { MarketReport } from "~/lib/market/report";
import { pageWindow, type Pagination } from "~/lib/pagination";

export const REPORTS_PAGE_SIZE = 20;

function parse(payload: string): MarketReport | undefined {
  try {
    return JSON.parse(payload) as MarketReport;
  } catch {
    return undefined;
  }
}

/** Stores the day's report unless that day has one already; true when this call wrote it. */
export async function insertReportIfAbsent(report: MarketReport): Promise<boolean> {
  const result = await db()
    .insertInto("market_reports")
    .values({ report_date: report.date, snapshot_at: report.snapshotAt, payload: JSON.stringify(report) })
    .onConflict((oc) => oc.column("report_date").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function hasReport(date: string): Promise<boolean> {
  const row = await db().selectFrom("market_reports").select("report_date").where("report_date", "=", date).executeTakeFirst();
  return Boolean(row);
}

export async function getReport(date: string): Promise<MarketReport | undefined> {
  const row = await db().selectFrom("market_reports").select("payload").where("report_date", "=", date).executeTakeFirst();
  return row ? parse(row.payload) : undefined;
}

/** The latest report before the given day, for the day-to-day comparison. */
export async function getReportBefore(date: string): Promise<MarketReport | undefined> {
  const row = await db()
    .selectFrom("market_reports")
    .select("payload")
    .where("report_date", "<", date)
    .orderBy("report_date", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? parse(row.payload) : undefined;
}

/** The neighbours of a day, for previous/next links. */
export async function reportNeighbours(date: string): Promise<{ previous: string | null; next: string | null }> {
  const [previous, next] = await Promise.all([
    db()
      .selectFrom("market_reports")
      .select("report_date")
      .where("report_date", "<", date)
      .orderBy("report_date", "desc")
      .limit(1)
      .executeTakeFirst(),
    db()
      .selectFrom("market_reports")
      .select("report_date")
      .where("report_date", ">", date)
      .orderBy("report_date", "asc")
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { previous: previous?.report_date ?? null, next: next?.report_date ?? null };
}

export interface ReportListItem {
  date: string;
  snapshotAt: string;
  summary: string;
}

/** A page of reports, newest first. */
export async function listReports(page: number, limit = REPORTS_PAGE_SIZE): Promise<{ reports: ReportListItem[]; pagination: Pagination }> {
  const { count } = await db()
    .selectFrom("market_reports")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  const { offset, ...pagination } = pageWindow(Number(count), page, limit);
  const rows = await db()
    .selectFrom("market_reports")
    .select(["report_date", "snapshot_at", "payload"])
    .orderBy("report_date", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  return {
    reports: rows.map((row) => ({ date: row.report_date, snapshotAt: row.snapshot_at, summary: parse(row.payload)?.summary ?? "" })),
    pagination,
  };
}

/** Every report's day and time, newest first, for the sitemap. */
export async function listReportDates(): Promise<{ date: string; snapshotAt: string }[]> {
  const rows = await db().selectFrom("market_reports").select(["report_date", "snapshot_at"]).orderBy("report_date", "desc").execute();
  return rows.map((row) => ({ date: row.report_date, snapshotAt: row.snapshot_at }));
}

/**
 * Adds the AI summary to a stored report that has none; true when it was added. A report's
 * summary is written once: a second call (another process, a retry) leaves the first one.
 */
export async function setReportAiSummary(date: string, aiSummary: string): Promise<boolean> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const row = await trx.selectFrom("market_reports").select("payload").where("report_date", "=", date).executeTakeFirst();
      const report = row ? parse(row.payload) : null;
      if (!report || report.aiSummary) return false;
      await trx
        .updateTable("market_reports")
        .set({ payload: JSON.stringify({ ...report, aiSummary }) })
        .where("report_date", "=", date)
        .execute();
      return true;
    });
}
