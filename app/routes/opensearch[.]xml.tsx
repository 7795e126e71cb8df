import { openSearchDescription } from "~/lib/seo/opensearch";
import { getSeoSettings } from "~/models/seo.server";
import { siteBase } from "~/server/site-url.server";

/** GET /opensearch.xml: the site search as a browser search engine; the layout links it with rel="search". */
export async function loader() {
  const seo = await getSeoSettings();
  const body = openSearchDescription({ name: seo.site_name, base: siteBase(seo.canonical_url_base) });
  return new Response(body, {
    headers: { "Content-Type": "application/opensearchdescription+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
