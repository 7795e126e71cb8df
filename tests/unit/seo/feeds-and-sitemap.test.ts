import { describe, expect, it } from "vitest";
import { openSearchDescription } from "~/lib/seo/opensearch";
import { buildSitemap } from "~/lib/seo/sitemap";

// The OpenSearch description and the sitemap, pure (their routes' tests read them from a database).
describe("the OpenSearch description", () => {
  it("describes the site search with the site's name, icon and its own address", () => {
    expect(openSearchDescription({ name: "Kripto & Rehber", base: "https://kripto.example//" })).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">',
        "  <ShortName>Kripto &amp; Rehber</ShortName>",
        "  <Description>Kripto &amp; Rehber içinde ara: araçlar, coinler, sözlük, dersler, blog ve haberler</Description>",
        "  <InputEncoding>UTF-8</InputEncoding>",
        "  <Language>tr-TR</Language>",
        '  <Image type="image/svg+xml">https://kripto.example/favicon.svg</Image>',
        '  <Url type="text/html" method="get" template="https://kripto.example/search?q={searchTerms}"/>',
        '  <Url type="application/opensearchdescription+xml" rel="self" template="https://kripto.example/opensearch.xml"/>',
        "</OpenSearchDescription>",
        "",
      ].join("\n"),
    );
  });

  it("keeps a short name of 16 characters whole and cuts a longer one to 16, trimmed", () => {
    expect(openSearchDescription({ name: "1234567890123456", base: "https://a.example" })).toContain(
      "<ShortName>1234567890123456</ShortName>",
    );
    // A name that fits is kept as it is, even with its spaces.
    expect(openSearchDescription({ name: "123456789012345 ", base: "https://a.example" })).toContain(
      "<ShortName>123456789012345 </ShortName>",
    );
    expect(openSearchDescription({ name: "Kripto ", base: "https://a.example" })).toContain("<ShortName>Kripto </ShortName>");
    expect(openSearchDescription({ name: "Kripto Rehberi T Uzun", base: "https://a.example" })).toContain(
      "<ShortName>Kripto Rehberi T</ShortName>",
    );
    expect(openSearchDescription({ name: "Kripto Rehberim  Uzun", base: "https://a.example" })).toContain(
      "<ShortName>Kripto Rehberim</ShortName>",
    );
    expect(openSearchDescription({ name: "Kripto Rehberim  Uzun", base: "https://a.example" })).toContain(
      "<Description>Kripto Rehberim  Uzun içinde ara:",
    );
  });
});

describe("the sitemap", () => {
  it("lists each page with what is known of it, escaped", () => {
    expect(
      buildSitemap("https://kripto.example/", [
        { path: "/", lastModified: "2026-11-28T09:00:00+03:00", changeFrequency: "daily", priority: 1 },
        { path: "blog/a&b", lastModified: "dün", changeFrequency: "weekly", priority: 0.55 },
        { path: "/faq", lastModified: null, changeFrequency: "monthly", priority: 0 },
        { path: "/x" },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "  <url><loc>https://kripto.example/</loc><lastmod>2026-11-28T06:00:00.000Z</lastmod><changefreq>daily</changefreq><priority>1.0</priority></url>",
        "  <url><loc>https://kripto.example/blog/a&amp;b</loc><changefreq>weekly</changefreq><priority>0.6</priority></url>",
        "  <url><loc>https://kripto.example/faq</loc><changefreq>monthly</changefreq><priority>0.0</priority></url>",
        "  <url><loc>https://kripto.example/x</loc></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("is an empty urlset with no pages", () => {
    expect(buildSitemap("https://a.example", [])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n',
    );
  });
});
