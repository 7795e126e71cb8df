import { db } from "~/server/db.server";
import { isUniqueViolation } from "~/server/dialect/errors.server";
import { perContentVersion } from "~/models/content-memo.server";
import type { Selectable } from "kysely";
import { recordActivity, type ActivityActor } from "./activity.server";
import { deleteWithActivity } from "./rows.server";
import { readRecord, writeRecord } from "./single-record.server";
import type { Database, GoogleServicesRow, PageSeoRow, SeoSettingsRow, StructuredDataRow } from "~/lib/db-schema";
import { defaultSeo } from "~/lib/site/defaults";
import { pageSeoTakenMessage } from "~/lib/seo/schemas";
import { notFound, refused, type NotFound, type Refusal } from "./refusal.server";

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

const emptyGoogleServices: Omit<GoogleServicesRow, "updated_at"> = {
  id: 1,
  analytics_enabled: 0,
  analytics_id: "",
  adsense_enabled: 0,
  adsense_publisher_id: "",
  search_console_enabled: 0,
  search_console_verification: "",
  tag_manager_enabled: 0,
  tag_manager_id: "",
};

const emptyStructuredData: Omit<StructuredDataRow, "updated_at"> = {
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
};

/**
 * A settings record as stored, or its empty form before an admin first saves it. These are read
 * on every page (the root loader): once per content version.
 */
function settingsRecord<Table extends "seo_settings" | "google_services" | "structured_data">(
  memoKey: string,
  table: Table,
  empty: Omit<Selectable<Database[Table]>, "updated_at">,
): Promise<Omit<Selectable<Database[Table]>, "updated_at">> {
  return perContentVersion(memoKey, async () => (await readRecord(table)) ?? { ...empty });
}

export function getSeoSettings(): Promise<Omit<SeoSettingsRow, "updated_at">> {
  return settingsRecord("seo.settings", "seo_settings", emptySeo);
}

/** The page SEO entry for a path; a trailing slash does not make a different page. */
export function getPageSeo(pathname: string): Promise<PageSeoRow | undefined> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return perContentVersion(`seo.page:${path}`, () =>
    db().selectFrom("page_seo").selectAll().where("page_path", "=", path).executeTakeFirst(),
  );
}

export function getGoogleServices(): Promise<Omit<GoogleServicesRow, "updated_at">> {
  return settingsRecord("seo.google", "google_services", emptyGoogleServices);
}

export function getStructuredData(): Promise<Omit<StructuredDataRow, "updated_at">> {
  return settingsRecord("seo.structured-data", "structured_data", emptyStructuredData);
}

export type SeoSettingsInput = Omit<SeoSettingsRow, "id" | "updated_at">;
export type StructuredDataInput = Omit<StructuredDataRow, "id" | "updated_at">;
export type GoogleServicesInput = Omit<GoogleServicesRow, "id" | "updated_at">;
export type PageSeoInput = Omit<PageSeoRow, "id" | "created_at" | "updated_at">;

/** One name per change, whichever door (admin screen or `/api`) it came through. */
export const SEO_ACTIVITY = {
  settings: "seo.save-settings",
  structured: "seo.save-structured",
  google: "seo.save-google",
  page: "seo.save-page",
  pageDelete: "seo.delete-page",
} as const;

export async function saveSeoSettings(input: SeoSettingsInput, actor: ActivityActor) {
  await writeRecord("seo_settings", input, { action: SEO_ACTIVITY.settings, title: "SEO ayarları güncellendi" }, actor);
  return getSeoSettings();
}

/** The organisation's JSON-LD; the profiles are stored as a JSON list. */
export async function saveStructuredData(
  input: Omit<StructuredDataInput, "social_profiles"> & { social_profiles: string[] },
  actor: ActivityActor,
) {
  await writeRecord(
    "structured_data",
    { ...input, social_profiles: JSON.stringify(input.social_profiles) },
    { action: SEO_ACTIVITY.structured, title: "Yapılandırılmış veri güncellendi" },
    actor,
  );
  return getStructuredData();
}

export async function saveGoogleServices(input: GoogleServicesInput, actor: ActivityActor) {
  await writeRecord("google_services", input, { action: SEO_ACTIVITY.google, title: "Google servisleri güncellendi" }, actor);
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

export type StorePageSeoResult = { ok: true; entry: PageSeoRow } | Refusal<"page_path"> | NotFound;

/**
 * Saves an entry under its normalised path (creating, or changing `id`), refusing a
 * path another entry holds (the unique index settles a race between two saves),
 * and records `seo.save-page`.
 */
export async function storePageSeo(input: PageSeoInput, id: number | undefined, actor: ActivityActor): Promise<StorePageSeoResult> {
  const values = { ...input, page_path: normalisePagePath(input.page_path) };
  if (await pageSeoPathTaken(values.page_path, id)) return refused(pageSeoTakenMessage, "page_path");
  try {
    return await db()
      .transaction()
      .execute(async (trx): Promise<StorePageSeoResult> => {
        const entry =
          id === undefined
            ? await trx.insertInto("page_seo").values(values).returningAll().executeTakeFirstOrThrow()
            : await trx
                .updateTable("page_seo")
                .set({ ...values, updated_at: new Date().toISOString() })
                .where("id", "=", id)
                .returningAll()
                .executeTakeFirst();
        if (!entry) return notFound("Sayfa SEO kaydı bulunamadı.");
        const title = id === undefined ? "Sayfa SEO oluşturuldu" : "Sayfa SEO güncellendi";
        await recordActivity({ action: SEO_ACTIVITY.page, title, description: entry.page_path, icon: "FileText", actor }, trx);
        return { ok: true, entry };
      });
  } catch (error) {
    if (isUniqueViolation(error)) return refused(pageSeoTakenMessage, "page_path");
    throw error;
  }
}

/** Deletes an entry and records `seo.delete-page`; false for an unknown id. */
export function deletePageSeo(id: number, actor: ActivityActor): Promise<boolean> {
  const deleted = { action: SEO_ACTIVITY.pageDelete, title: "Sayfa SEO silindi", icon: "FileText" } as const;
  return deleteWithActivity("page_seo", id, actor, deleted, (entry) => entry.page_path);
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
