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
