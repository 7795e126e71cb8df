import { absoluteUrl, escapeXml } from "./xml";

export interface SitemapEntry {
  path: string;
  /** ISO date of the last change, when known. */
  lastModified?: string | null;
  changeFrequency?: "daily" | "weekly" | "monthly";
  priority?: number;
}

/** A sitemaps.org urlset for the given pages. */
export function buildSitemap(base: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const parts = [`<loc>${escapeXml(absoluteUrl(base, entry.path))}</loc>`];
    if (entry.lastModified) {
      const date = new Date(entry.lastModified);
      if (!Number.isNaN(date.getTime())) parts.push(`<lastmod>${date.toISOString()}</lastmod>`);
    }
    if (entry.changeFrequency) parts.push(`<changefreq>${entry.changeFrequency}</changefreq>`);
    if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
    return `  <url>${parts.join("")}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
