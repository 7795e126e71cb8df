import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { parseSectionContent } from "~/lib/home/sections";
import { db } from "~/server/db.server";
import { createPost } from "~/models/blog.server";
import { getSeoSettings, saveSeoSettings, type SeoSettingsInput } from "~/models/seo.server";
import { loader as robotsLoader } from "~/routes/robots[.]txt";
import { loader as rssLoader } from "~/routes/rss[.]xml";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";
import { useTestDatabase } from "../../setup/test-db";
import { answer } from "../../setup/requests";

// Absolute URLs come from the canonical base or SITE_URL, never from the request.
process.env.SITE_URL = "http://localhost";
useTestDatabase();

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "url" || name === "item" });

async function fetchXml(loader: typeof sitemapLoader) {
  const response = await answer(() => loader());
  const text = await response.text();
  return { response, text };
}

function wellFormed(text: string) {
  const result = XMLValidator.validate(text);
  expect(result, JSON.stringify(result)).toBe(true);
  return parser.parse(text);
}

describe("sitemap.xml", () => {
  it("lists the public pages and published posts only, with their last change", async () => {
    const published = await createPost({ title: "Kâr & Zarar <Rehberi>", status: "published", content: "<p>x</p>" });
    const draft = await createPost({ title: "Taslak yazı", status: "draft" });
    const { response, text } = await fetchXml(sitemapLoader);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("application/xml");
    const urls: { loc: string; lastmod?: string }[] = wellFormed(text).urlset.url;
    const locs = urls.map((url) => url.loc);
    expect(locs).toContain("http://localhost/");
    expect(locs).toContain("http://localhost/blog");
    expect(locs).toContain("http://localhost/about");
    expect(locs).toContain(`http://localhost/blog/${published.slug}`);
    expect(locs).not.toContain(`http://localhost/blog/${draft.slug}`);
    expect(locs.some((loc) => loc.includes("/admin"))).toBe(false);
    const entry = urls.find((url) => url.loc.endsWith(published.slug));
    expect(new Date(entry!.lastmod!).getTime()).not.toBeNaN();
  });

  /** Changes the SEO settings as the admin screen does (so every server's memo learns of it at once). */
  async function changeSeo(changes: Partial<SeoSettingsInput>) {
    const { id: _id, ...current } = await getSeoSettings();
    await saveSeoSettings({ ...current, ...changes }, { id: 1, username: "admin" });
  }

  it("uses the canonical base and answers 404 when switched off", async () => {
    await changeSeo({ canonical_url_base: "https://kriptorehber.example/" });
    const { text } = await fetchXml(sitemapLoader);
    expect(wellFormed(text).urlset.url[0].loc).toMatch(/^https:\/\/kriptorehber\.example\//);
    await changeSeo({ sitemap_enabled: 0 });
    expect((await fetchXml(sitemapLoader)).response.status).toBe(404);
  });
});

describe("rss.xml", () => {
  it("is a well-formed RSS 2.0 feed of the published posts, titles escaped", async () => {
    const published = await createPost({ title: "Kâr & Zarar <Rehberi>", excerpt: "Özet & not", status: "published" });
    await createPost({ title: "Taslak yazı", status: "draft" });
    const { response, text } = await fetchXml(rssLoader);
    expect(response.headers.get("Content-Type")).toContain("application/rss+xml");
    const feed = wellFormed(text).rss;
    expect(feed["@_version"]).toBe("2.0");
    const items: { title: string; link: string; pubDate: string }[] = feed.channel.item;
    const titles = items.map((item) => item.title);
    expect(text).toContain("Kâr &amp; Zarar &lt;Rehberi&gt;");
    expect(titles).toContain("Kâr & Zarar <Rehberi>");
    expect(titles).not.toContain("Taslak yazı");
    const item = items.find((entry) => entry.link.endsWith(`/blog/${published.slug}`));
    expect(new Date(item!.pubDate).getTime()).not.toBeNaN();
    // The seed publishes two posts; both are in the feed besides the new one.
    expect(items).toHaveLength(3);
  });

  it("answers 404 when switched off", async () => {
    await db().updateTable("seo_settings").set({ rss_enabled: 0 }).execute();
    expect((await fetchXml(rssLoader)).response.status).toBe(404);
  });
});

describe("robots.txt", () => {
  it("defaults to an open site that closes the back office and names the sitemap", async () => {
    await db().updateTable("seo_settings").set({ robots_txt: "" }).execute();
    const text = await (await answer(() => robotsLoader())).text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Sitemap: http://localhost/sitemap.xml");
  });

  it("serves the admin's text as written", async () => {
    await db().updateTable("seo_settings").set({ robots_txt: "User-agent: *\nDisallow: /gizli" }).execute();
    const text = await (await answer(() => robotsLoader())).text();
    expect(text).toBe("User-agent: *\nDisallow: /gizli\n");
  });
});

describe("home section JSON content", () => {
  it("reports invalid JSON instead of dropping it", () => {
    expect(parseSectionContent("features", "{ features: [ }")).toEqual({ ok: false, error: "İçerik geçerli bir JSON değil." });
  });

  it("wants an object, and the type's list key to hold a list of objects", () => {
    expect(parseSectionContent("features", "[1, 2]")).toMatchObject({ ok: false, error: "İçerik bir JSON nesnesi olmalıdır ({ ... })." });
    expect(parseSectionContent("features", '{"items": "yok"}')).toMatchObject({ ok: false, error: '"items" alanı bir liste olmalıdır.' });
    expect(parseSectionContent("stats", '{"stats": [1]}')).toMatchObject({ ok: false });
  });

  it("accepts a valid list section and hands back its value", () => {
    const check = parseSectionContent("features", '{"items": [{"title": "Hızlı", "description": "Çok hızlı"}]}');
    expect(check).toEqual({ ok: true, value: { items: [{ title: "Hızlı", description: "Çok hızlı" }] } });
  });
});
