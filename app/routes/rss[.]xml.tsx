import { buildRss } from "~/lib/seo/rss";
import { siteBase } from "~/server/site-url.server";
import { getSeoSettings } from "~/models/seo.server";
import { listPublishedPosts } from "~/models/blog.server";
import { formatReportDay } from "~/lib/market/istanbul-date";
import { listReports } from "~/models/market-reports.server";

const FEED_SIZE = 50;

export async function loader() {
  const seo = await getSeoSettings();
  if (!seo.rss_enabled) throw new Response("RSS akışı kapalı", { status: 404 });
  const [posts, { reports }] = await Promise.all([listPublishedPosts(), listReports(1, FEED_SIZE)]);
  // Blog posts and daily market reports, newest first.
  const items = [
    ...posts.map((post) => ({
      title: post.title,
      path: `/blog/${post.slug}`,
      description: post.excerpt,
      author: post.author,
      category: post.category,
      publishedAt: post.published_at,
    })),
    ...reports.map((report) => ({
      title: `Piyasa Raporu: ${formatReportDay(report.date)}`,
      path: `/crypto-reports/${report.date}`,
      description: report.summary,
      category: "Piyasa Raporu",
      publishedAt: report.snapshotAt,
    })),
  ]
    .sort((a, b) => Date.parse(b.publishedAt ?? "") - Date.parse(a.publishedAt ?? "") || 0)
    .slice(0, FEED_SIZE);
  const xml = buildRss(
    {
      title: `${seo.site_name} Blog`,
      description: seo.site_description,
      base: siteBase(seo.canonical_url_base),
      feedPath: "/rss.xml",
    },
    items,
  );
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
