import { buildSitemap } from "~/lib/seo/sitemap";
import { siteBase } from "~/server/site-url.server";
import { sitemapEntries } from "~/services/site-outputs.server";
import { getSeoSettings } from "~/models/seo.server";

export async function loader() {
  const seo = await getSeoSettings();
  if (!seo.sitemap_enabled) throw new Response("Site haritası kapalı", { status: 404 });
  const xml = buildSitemap(siteBase(seo.canonical_url_base), await sitemapEntries());
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
