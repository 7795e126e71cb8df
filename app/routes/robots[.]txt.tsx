import { siteBase } from "~/server/site-url.server";
import { defaultRobotsTxt } from "~/services/site-outputs.server";
import { getSeoSettings } from "~/models/seo.server";

export async function loader() {
  const seo = await getSeoSettings();
  const body = seo.robots_txt.trim()
    ? `${seo.robots_txt.trim()}\n`
    : defaultRobotsTxt(siteBase(seo.canonical_url_base), seo.sitemap_enabled === 1);
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
