/** What the crawler-facing outputs (robots.txt, sitemap, RSS) share. */
import { tools } from "../lib/tools/catalogue";
import { CONVERTER_COINS } from "../lib/lira/converter";
import type { SitemapEntry } from "../lib/seo/sitemap";
import { listPageSeo } from "~/models/seo.server";
import { listPublishedPosts } from "~/models/blog.server";
import { listReportDates } from "~/models/market-reports.server";
import { listTermSlugs } from "~/models/dictionary.server";
import { listEducationPaths } from "~/models/education.server";
import { listResearchPaths } from "~/models/research.server";
import { researchPath } from "~/lib/research/paths";

const publicPages = [
  "/",
  "/about",
  "/services",
  "/blog",
  "/contact",
  "/consulting",
  "/ai-chat",
  "/faq",
  "/privacy",
  "/terms",
  "/register",
  "/market-data",
  "/signals",
  "/methodology",
  "/converter",
  "/send-check",
  ...CONVERTER_COINS.map((coin) => `/converter/${coin.toLowerCase()}`),
];

/** The robots.txt an admin has not written: everything open but the back office, and where the sitemap is. */
export function defaultRobotsTxt(base: string, sitemapEnabled: boolean): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /login",
    ...(sitemapEnabled ? ["", `Sitemap: ${base}/sitemap.xml`] : []),
    "",
  ].join("\n");
}

/** Public pages and published posts, leaving out pages an admin marked noindex. */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const [posts, pageSeo, reports, terms, education, research] = await Promise.all([
    listPublishedPosts(),
    listPageSeo(),
    listReportDates(),
    listTermSlugs(),
    listEducationPaths(),
    listResearchPaths(),
  ]);
  const hidden = new Set(pageSeo.filter((page) => page.noindex).map((page) => page.page_path));
  const latestPost = posts[0]?.updated_at ?? null;
  const pages: SitemapEntry[] = [...new Set([...publicPages, ...tools.flatMap((tool) => (tool.member ? [] : [tool.path]))])].map(
    (path) => ({
      path,
      changeFrequency: path === "/" || path === "/blog" ? "daily" : "weekly",
      priority: path === "/" ? 1 : 0.7,
      lastModified: path === "/blog" ? latestPost : null,
    }),
  );
  const postEntries: SitemapEntry[] = posts.map((post) => ({
    path: `/blog/${post.slug}`,
    lastModified: post.updated_at > (post.published_at ?? "") ? post.updated_at : post.published_at,
    changeFrequency: "monthly",
    priority: 0.6,
  }));
  const reportEntries: SitemapEntry[] = reports.map((report) => ({
    path: `/crypto-reports/${report.date}`,
    lastModified: report.snapshotAt,
    changeFrequency: "monthly",
    priority: 0.5,
  }));
  const learningEntries: SitemapEntry[] = [
    { path: "/education", changeFrequency: "weekly", priority: 0.7 },
    ...terms.map((term) => ({
      path: `/crypto-dictionary/${term.slug}`,
      lastModified: term.updated_at,
      changeFrequency: "monthly" as const,
      priority: 0.5,
    })),
    ...education.map((entry) => ({ path: entry.path, lastModified: entry.updated_at, changeFrequency: "monthly" as const, priority: 0.6 })),
    ...research.map((coin) => ({
      path: researchPath(coin.symbol),
      lastModified: coin.updated_at,
      changeFrequency: "monthly" as const,
      priority: 0.6,
    })),
  ];
  return [...pages, ...postEntries, ...reportEntries, ...learningEntries].filter((entry) => !hidden.has(entry.path));
}
