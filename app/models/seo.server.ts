import { db } from "~/lib/db.server";
import type { GoogleServicesRow, PageSeoRow, SeoSettingsRow, StructuredDataRow } from "~/lib/db-schema";
import { defaultSeo } from "~/lib/defaults";

const emptySeo: Omit<SeoSettingsRow, "updated_at"> = {
  id: 1,
  ...defaultSeo,
  og_image: "",
  favicon: "",
  robots_txt: "",
  google_verification: "",
  bing_verification: "",
  yandex_verification: "",
  canonical_url_base: "",
  sitemap_enabled: 1,
  rss_enabled: 1,
};

export async function getSeoSettings(): Promise<Omit<SeoSettingsRow, "updated_at">> {
  const row = await db().selectFrom("seo_settings").selectAll().where("id", "=", 1).executeTakeFirst();
  return row ?? emptySeo;
}

/** The page SEO entry for a path; a trailing slash does not make a different page. */
export async function getPageSeo(pathname: string): Promise<PageSeoRow | undefined> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return db().selectFrom("page_seo").selectAll().where("page_path", "=", path).executeTakeFirst();
}

export async function getGoogleServices(): Promise<Omit<GoogleServicesRow, "updated_at">> {
  const row = await db().selectFrom("google_services").selectAll().where("id", "=", 1).executeTakeFirst();
  return (
    row ?? {
      id: 1,
      analytics_enabled: 0,
      analytics_id: "",
      adsense_enabled: 0,
      adsense_publisher_id: "",
      search_console_enabled: 0,
      search_console_verification: "",
      tag_manager_enabled: 0,
      tag_manager_id: "",
    }
  );
}

export async function getStructuredData(): Promise<Omit<StructuredDataRow, "updated_at">> {
  const row = await db().selectFrom("structured_data").selectAll().where("id", "=", 1).executeTakeFirst();
  return (
    row ?? {
      id: 1,
      org_type: "Organization",
      org_name: "",
      org_logo: "",
      org_description: "",
      org_url: "",
      org_phone: "",
      org_email: "",
      org_address: "",
      social_profiles: "[]",
    }
  );
}

export type SeoSettingsInput = Omit<SeoSettingsRow, "id" | "updated_at">;
export type StructuredDataInput = Omit<StructuredDataRow, "id" | "updated_at">;
export type GoogleServicesInput = Omit<GoogleServicesRow, "id" | "updated_at">;
export type PageSeoInput = Omit<PageSeoRow, "id" | "created_at" | "updated_at">;

export async function saveSeoSettings(input: SeoSettingsInput) {
  const now = new Date().toISOString();
  await db()
    .insertInto("seo_settings")
    .values({ id: 1, ...input, updated_at: now })
    .onConflict((oc) => oc.column("id").doUpdateSet({ ...input, updated_at: now }))
    .execute();
  return getSeoSettings();
}

export async function saveStructuredData(input: StructuredDataInput) {
  const now = new Date().toISOString();
  await db()
    .insertInto("structured_data")
    .values({ id: 1, ...input, updated_at: now })
    .onConflict((oc) => oc.column("id").doUpdateSet({ ...input, updated_at: now }))
    .execute();
  return getStructuredData();
}

export async function saveGoogleServices(input: GoogleServicesInput) {
  const now = new Date().toISOString();
  await db()
    .insertInto("google_services")
    .values({ id: 1, ...input, updated_at: now })
    .onConflict((oc) => oc.column("id").doUpdateSet({ ...input, updated_at: now }))
    .execute();
  return getGoogleServices();
}

export async function listPageSeo() {
  return db().selectFrom("page_seo").selectAll().orderBy("page_path").execute();
}

export async function getPageSeoById(id: number) {
  return db().selectFrom("page_seo").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Page paths are stored without a trailing slash, as `getPageSeo` looks them up. */
export function normalisePagePath(path: string) {
  const withSlash = path.startsWith("/") ? path : `/${path}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, "") || "/" : withSlash;
}

export async function pageSeoPathTaken(path: string, exceptId?: number) {
  let query = db().selectFrom("page_seo").select("id").where("page_path", "=", path);
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  return Boolean(await query.executeTakeFirst());
}

/** Creates the entry, or changes it when `id` names one; undefined for an unknown id. */
export async function savePageSeo(input: PageSeoInput, id?: number) {
  const now = new Date().toISOString();
  if (id === undefined) return db().insertInto("page_seo").values(input).returningAll().executeTakeFirstOrThrow();
  return db().updateTable("page_seo").set({ ...input, updated_at: now }).where("id", "=", id).returningAll().executeTakeFirst();
}

export type StorePageSeoResult = { ok: true; entry: PageSeoRow } | { ok: false; reason: "taken" | "missing" };

/**
 * Saves an entry under its normalised path (creating, or changing `id`), refusing a
 * path another entry holds; the unique index settles a race between two saves.
 */
export async function storePageSeo(input: PageSeoInput, id?: number): Promise<StorePageSeoResult> {
  const values = { ...input, page_path: normalisePagePath(input.page_path) };
  if (await pageSeoPathTaken(values.page_path, id)) return { ok: false, reason: "taken" };
  try {
    const entry = await savePageSeo(values, id);
    return entry ? { ok: true, entry } : { ok: false, reason: "missing" };
  } catch (error) {
    if ((error as { code?: string }).code === "SQLITE_CONSTRAINT_UNIQUE") return { ok: false, reason: "taken" };
    throw error;
  }
}

export async function deletePageSeo(id: number): Promise<boolean> {
  const result = await db().deleteFrom("page_seo").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Social profile URLs from the stored JSON text; anything unreadable counts as none. */
export function parseSocialProfiles(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string" && item.length > 0) : [];
  } catch {
    return [];
  }
}
