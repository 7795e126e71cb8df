import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ReportView } from "~/components/market/report-view";
import { ToolHero } from "~/components/market/snapshot-page";
import { InvestmentNotice } from "~/components/market/candle-source";
import { formatReportDay, isCalendarDate } from "~/lib/market/istanbul-date";
import { pageMeta } from "~/lib/seo/meta";
import { getReport, reportNeighbours } from "~/models/market-reports.server";
import { ensureTodayReport } from "~/services/daily-report.server";
import type { PageCacheHandle } from "~/lib/page-cache/rules";
import { boundaryBackTo } from "~/components/error-boundary";

export const handle: PageCacheHandle = { pageCache: "market" };

export const meta: MetaFunction<typeof loader> = (args) => {
  const report = args.data?.report;
  return pageMeta(args, {
    title: report ? `Piyasa Raporu: ${formatReportDay(report.date)}` : "Piyasa Raporu",
    description: report?.summary ?? "Günlük kripto piyasa raporu.",
    noindex: !report,
  });
};

export async function loader({ params }: LoaderFunctionArgs) {
  const date = params.date ?? "";
  // A malformed day is the visitor's mistake (400); a well-formed day without a report is missing (404).
  if (!isCalendarDate(date)) {
    return data({ date, report: null, neighbours: null, problem: "invalid" as const }, { status: 400 });
  }
  await ensureTodayReport();
  const report = await getReport(date);
  if (!report) return data({ date, report: null, neighbours: null, problem: "missing" as const }, { status: 404 });
  return { date, report, neighbours: await reportNeighbours(date), problem: null };
}

export default function CryptoReportPage() {
  const { date, report, neighbours, problem } = useLoaderData<typeof loader>();
  if (!report) {
    return (
      <main className="flex-1 pb-16">
        <ToolHero title="Piyasa Raporu" description="Günlük kripto piyasa raporu." />
        <div className="container-page space-y-6 pt-8">
          <div role="alert" className="card space-y-3">
            <p className="text-lg font-semibold text-white">
              {problem === "invalid"
                ? "Geçersiz tarih: rapor adresindeki tarih YYYY-AA-GG biçiminde gerçek bir gün olmalı (ör. 2026-11-23)."
                : `${formatReportDay(date)} için rapor bulunamadı.`}
            </p>
            <Link to="/crypto-reports" className="btn btn-secondary">
              Tüm raporlar
            </Link>
          </div>
        </div>
      </main>
    );
  }
  return (
    <main className="flex-1 pb-16">
      <ToolHero
        title={`Piyasa Raporu: ${formatReportDay(report.date)}`}
        description="Sunucumuzun o günün piyasa verisinden yazdığı günlük rapor."
      />
      <div className="container-page space-y-6 pt-8">
        <ReportView report={report} />
        <nav aria-label="Diğer raporlar" className="flex flex-wrap items-center justify-between gap-3">
          {neighbours?.previous ? (
            <Link to={`/crypto-reports/${neighbours.previous}`} className="btn btn-secondary" rel="prev">
              Önceki gün
            </Link>
          ) : (
            <span />
          )}
          <Link to="/crypto-reports" className="text-brand-300 underline hover:text-brand-200">
            Tüm raporlar
          </Link>
          {neighbours?.next ? (
            <Link to={`/crypto-reports/${neighbours.next}`} className="btn btn-secondary" rel="next">
              Sonraki gün
            </Link>
          ) : (
            <span />
          )}
        </nav>
        <InvestmentNotice />
      </div>
    </main>
  );
}

/** A missing post or day answers with its own page (and status); this is for every other error. */
export const ErrorBoundary = boundaryBackTo("/crypto-reports", "Raporlara dön");
