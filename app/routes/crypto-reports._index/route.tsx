import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { QueryNotices, ToolHero } from "~/components/market/snapshot-page";
import { InvestmentNotice } from "~/components/market/candle-source";
import { PageLinks } from "~/components/ui/list-controls";
import { formatReportDay } from "~/lib/market/istanbul-date";
import { pageMeta } from "~/lib/seo/meta";
import { listReports } from "~/models/market-reports.server";
import { ensureTodayReport } from "~/services/daily-report.server";
import type { PageCacheHandle } from "~/lib/page-cache/rules";
import { Section } from "~/components/ui/section";

export const handle: PageCacheHandle = { pageCache: "market", pageCacheQuery: ["page"] };

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Kripto Raporlar",
    description:
      "Her gün sunucumuzun piyasa verisinden yazdığı rapor: piyasa genişliği, en çok yükselen ve düşenler, hacim liderleri ve not değişiklikleri; günlük arşiv.",
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const raw = new URL(request.url).searchParams.get("page");
  const requested = raw === null || raw === "" ? 1 : Number(raw);
  const valid = Number.isInteger(requested) && requested >= 1;
  await ensureTodayReport();
  const { reports, pagination } = await listReports(valid ? requested : 1);
  const notices = valid ? [] : ["Sayfa numarası 1 veya daha büyük bir tam sayı olmalı; ilk sayfa gösteriliyor."];
  if (valid && pagination.page !== requested) notices.push(`${requested}. sayfa yok; son sayfa gösteriliyor.`);
  return { reports, pagination, notices };
}

export default function CryptoReportsPage() {
  const { reports, pagination, notices } = useLoaderData<typeof loader>();
  return (
    <main className="flex-1 pb-16">
      <ToolHero
        title="Kripto Raporlar"
        description="Her gün, günün ilk ziyaretinde sunucumuzun o anki piyasa verisinden yazdığı rapor: kaç coin yükseldi ve düştü, en çok hareket edenler, hacim liderleri ve derecelendirme notu değişenler. Her gün kendi adresinde arşivlenir."
      />
      <div className="container-page space-y-6 pt-8">
        <QueryNotices notices={notices} />
        <Section id="reports-heading" title="Raporlar" className="card" heading="2xl-bold">
          {reports.length ? (
            <ol className="mt-4 divide-y divide-white/10" data-testid="report-list">
              {reports.map((report) => (
                <li key={report.date} className="py-4">
                  <Link to={`/crypto-reports/${report.date}`} className="text-lg font-semibold text-brand-300 hover:text-brand-200">
                    {formatReportDay(report.date)}
                  </Link>
                  <p className="mt-1 text-sm text-slate-300">{report.summary}</p>
                </li>
              ))}
            </ol>
          ) : (
            <p role="status" className="mt-4 text-slate-300">
              Henüz rapor yok: piyasa verisine ulaşılamadığı için bugünün raporu yazılamadı. Veri geldiğinde ilk rapor yazılacak.
            </p>
          )}
          <PageLinks
            page={pagination.page}
            pageCount={pagination.pages}
            href={(page) => `?page=${page}`}
            previousText="Daha yeni raporlar"
            nextText="Daha eski raporlar"
          />
        </Section>
        <InvestmentNotice />
      </div>
    </main>
  );
}
