import { absoluteUrl, escapeXml } from "./xml";

export interface RssChannel {
  title: string;
  description: string;
  /** The site's base URL. */
  base: string;
  /** Where the feed itself lives, for the atom:link self reference. */
  feedPath: string;
}

export interface RssItem {
  title: string;
  path: string;
  description: string;
  author?: string | null;
  category?: string | null;
  publishedAt?: string | null;
}

/** RFC 822 date, as RSS 2.0 requires. */
function rssDate(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toUTCString();
}

/** An RSS 2.0 feed; every text is escaped, so titles with & or < stay well-formed. */
export function buildRss(channel: RssChannel, items: RssItem[]): string {
  const link = absoluteUrl(channel.base, "/blog");
  const entries = items.map((item) => {
    const url = escapeXml(absoluteUrl(channel.base, item.path));
    const parts = [
      `<title>${escapeXml(item.title)}</title>`,
      `<link>${url}</link>`,
      `<guid isPermaLink="true">${url}</guid>`,
      `<description>${escapeXml(item.description)}</description>`,
    ];
    if (item.category) parts.push(`<category>${escapeXml(item.category)}</category>`);
    if (item.author) parts.push(`<dc:creator>${escapeXml(item.author)}</dc:creator>`);
    const date = item.publishedAt ? rssDate(item.publishedAt) : null;
    if (date) parts.push(`<pubDate>${date}</pubDate>`);
    return `    <item>${parts.join("")}</item>`;
  });
  const latest = items.find((item) => item.publishedAt)?.publishedAt;
  const lastBuild = latest ? rssDate(latest) : null;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(link)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    "    <language>tr</language>",
    `    <atom:link href="${escapeXml(absoluteUrl(channel.base, channel.feedPath))}" rel="self" type="application/rss+xml"/>`,
    ...(lastBuild ? [`    <lastBuildDate>${lastBuild}</lastBuildDate>`] : []),
    ...entries,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
