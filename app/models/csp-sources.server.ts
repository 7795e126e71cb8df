import { db } from "~/server/db.server";
import { perContentVersion } from "~/models/content-memo.server";
import {
  googleServicesInUse,
  imageOrigins,
  imageSourcesOfContent,
  imageSourcesOfHtml,
  NO_CSP_SOURCES,
  type CspSources,
} from "~/lib/site/csp-sources";
import { logger } from "~/server/log.server";

async function readCspSources(): Promise<CspSources> {
  const [google, seo, sections, about, team, featured, illustrated] = await Promise.all([
    db().selectFrom("google_services").selectAll().where("id", "=", 1).executeTakeFirst(),
    db().selectFrom("seo_settings").select("favicon").where("id", "=", 1).executeTakeFirst(),
    db().selectFrom("home_sections").select("content").where("enabled", "=", 1).execute(),
    db().selectFrom("about_info").select("values_image").execute(),
    db().selectFrom("team_members").select("image").execute(),
    db().selectFrom("blog_posts").select("featured_image").where("featured_image", "like", "http%").execute(),
    db().selectFrom("blog_posts").select("content").where("content", "like", "%<img%").execute(),
  ]);
  return {
    ...(google ? googleServicesInUse(google) : NO_CSP_SOURCES),
    imageOrigins: imageOrigins([
      seo?.favicon,
      ...sections.flatMap((section) => imageSourcesOfContent(section.content)),
      ...about.map((row) => row.values_image),
      ...team.map((row) => row.image),
      ...featured.map((post) => post.featured_image),
      ...illustrated.flatMap((post) => imageSourcesOfHtml(post.content)),
    ]),
  };
}

/**
 * The third-party sources the Content-Security-Policy allows now, read once per
 * content version: every write that changes a source raises it, so a page rendered
 * after a write (and kept by the page cache under its version) never carries the
 * older policy. A failed read allows nothing beyond the site itself.
 */
export function cspSources(): Promise<CspSources> {
  return perContentVersion("csp-sources", readCspSources).catch((error: unknown) => {
    logger.error({ err: error }, "CSP sources could not be read");
    return NO_CSP_SOURCES;
  });
}
