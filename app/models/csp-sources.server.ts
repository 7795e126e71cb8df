import { db } from "~/server/db.server";
import { currentContentVersion } from "./content-version.server";
import {
  googleServicesInUse,
  imageOrigins,
  imageSourcesOfContent,
  imageSourcesOfHtml,
  NO_CSP_SOURCES,
  type CspSources,
} from "~/lib/site/csp-sources";

/**
 * How long a read of the policy's sources is used before the next request reads
 * them again, while the content version stays the same. Every write that
 * changes a source raises the version, so a page rendered after a write (and
 * kept by the page cache under its version) never carries the older policy.
 */
const FRESH_MS = 1_000;

let current: { sources: CspSources; version: number; readAt: number } | null = null;
let reading: { version: number; sources: Promise<CspSources> } | null = null;

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
 * The third-party sources the Content-Security-Policy allows now: read at most
 * once per `FRESH_MS` and content version, one read at a time however many
 * requests wait for it. A failed read allows nothing beyond the site itself.
 */
export async function cspSources(now = Date.now()): Promise<CspSources> {
  const version = currentContentVersion();
  if (current && current.version === version && now - current.readAt < FRESH_MS) return current.sources;
  if (reading?.version !== version) {
    const sources = readCspSources()
      .catch((error: unknown) => {
        console.error("CSP sources could not be read:", error);
        return NO_CSP_SOURCES;
      })
      .then((read) => {
        current = { sources: read, version, readAt: Date.now() };
        if (reading?.sources === sources) reading = null;
        return read;
      });
    reading = { version, sources };
  }
  return reading.sources;
}
