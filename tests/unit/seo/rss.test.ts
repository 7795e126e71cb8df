import { describe, expect, it } from "vitest";
import { buildRss } from "~/lib/seo/rss";

// The blog's RSS 2.0 feed, pure (the feed route's test reads it from a database).
const channel = { title: "Kripto & Rehber", description: "Yazılar <yeni>", base: "https://kripto.example/", feedPath: "blog/rss.xml" };

describe("the RSS feed", () => {
  it("writes the channel and each item, escaped, with the latest date as the build date", () => {
    expect(
      buildRss(channel, [
        {
          title: 'Bitcoin & "halving"',
          path: "/blog/halving",
          description: "<b>Ödül</b> yarıya iner",
          author: "Ayşe's",
          category: "Eğitim",
          publishedAt: "2026-11-28T09:00:00Z",
        },
        { title: "İkinci", path: "blog/ikinci", description: "d", author: null, category: null, publishedAt: "2026-11-20T09:00:00Z" },
        { title: "Taslak", path: "/blog/taslak", description: "t" },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
        "  <channel>",
        "    <title>Kripto &amp; Rehber</title>",
        "    <link>https://kripto.example/blog</link>",
        "    <description>Yazılar &lt;yeni&gt;</description>",
        "    <language>tr</language>",
        '    <atom:link href="https://kripto.example/blog/rss.xml" rel="self" type="application/rss+xml"/>',
        "    <lastBuildDate>Sat, 28 Nov 2026 09:00:00 GMT</lastBuildDate>",
        '    <item><title>Bitcoin &amp; &quot;halving&quot;</title><link>https://kripto.example/blog/halving</link><guid isPermaLink="true">https://kripto.example/blog/halving</guid><description>&lt;b&gt;Ödül&lt;/b&gt; yarıya iner</description><category>Eğitim</category><dc:creator>Ayşe&apos;s</dc:creator><pubDate>Sat, 28 Nov 2026 09:00:00 GMT</pubDate></item>',
        '    <item><title>İkinci</title><link>https://kripto.example/blog/ikinci</link><guid isPermaLink="true">https://kripto.example/blog/ikinci</guid><description>d</description><pubDate>Fri, 20 Nov 2026 09:00:00 GMT</pubDate></item>',
        '    <item><title>Taslak</title><link>https://kripto.example/blog/taslak</link><guid isPermaLink="true">https://kripto.example/blog/taslak</guid><description>t</description></item>',
        "  </channel>",
        "</rss>",
        "",
      ].join("\n"),
    );
  });

  it("takes the first dated item's date for the build date, and leaves out a date it cannot read", () => {
    const feed = buildRss(channel, [
      { title: "A", path: "/a", description: "a", publishedAt: null },
      { title: "B", path: "/b", description: "b", publishedAt: "dün" },
      { title: "C", path: "/c", description: "c", publishedAt: "2026-11-01T00:00:00Z" },
    ]);
    expect(feed).not.toContain("<lastBuildDate>");
    expect(feed).not.toContain("Invalid Date");
    expect(feed.match(/<pubDate>/g)).toHaveLength(1);
    const second = buildRss(channel, [
      { title: "A", path: "/a", description: "a" },
      { title: "C", path: "/c", description: "c", publishedAt: "2026-11-01T00:00:00Z" },
    ]);
    expect(second).toContain("    <lastBuildDate>Sun, 01 Nov 2026 00:00:00 GMT</lastBuildDate>\n");
  });

  it("is a channel with no items and no build date when there are no posts", () => {
    expect(buildRss(channel, [])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
        "  <channel>",
        "    <title>Kripto &amp; Rehber</title>",
        "    <link>https://kripto.example/blog</link>",
        "    <description>Yazılar &lt;yeni&gt;</description>",
        "    <language>tr</language>",
        '    <atom:link href="https://kripto.example/blog/rss.xml" rel="self" type="application/rss+xml"/>',
        "  </channel>",
        "</rss>",
        "",
      ].join("\n"),
    );
  });
});
