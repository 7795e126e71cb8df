/**
 * Zod schemas of the SEO screen, shared by the admin forms (Conform, checkboxes,
 * one social profile per line) and the JSON API (booleans or 0/1, social profiles
 * as JSON text), so both enforce the same rules with the same Turkish messages.
 */
import { z } from "~/lib/zod";
import { isHttpUrl, optionalHttpUrl, optionalImageUrl, optionalText } from "../site/content-schemas";
import { organizationTypeNames } from "./organization-types";

type Flag = 0 | 1;

/** A checkbox: present means on. */
const formFlag = z
  .boolean()
  .optional()
  .transform((value): Flag => (value ? 1 : 0));

/** A JSON flag: true/false or 1/0, as the tables store it. */
const jsonFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1)], { error: "true/false veya 1/0 olmalıdır." })
  .optional()
  .transform((value): Flag => (value === true || value === 1 ? 1 : 0));

type FlagSchema = typeof formFlag | typeof jsonFlag;

const limited = (max: number, label: string) =>
  optionalText.refine((value) => value.length <= max, `${label} en fazla ${max} karakter olabilir.`);

/** Tracking ids end up in script URLs, so only letters, digits, dots and hyphens pass. */
const trackingId = (label: string) =>
  optionalText.refine((value) => value === "" || /^[A-Za-z0-9.-]{1,64}$/.test(value), `Geçerli bir ${label} girin.`);

// General --------------------------------------------------------------------

function seoSettingsSchemaWith(flag: FlagSchema) {
  return z.object({
    site_name: limited(120, "Site adı"),
    default_title: limited(200, "Varsayılan başlık"),
    site_description: limited(500, "Site açıklaması"),
    default_keywords: limited(500, "Anahtar kelimeler"),
    og_image: optionalImageUrl,
    favicon: optionalImageUrl,
    robots_txt: limited(10_000, "robots.txt"),
    google_verification: limited(200, "Google doğrulama kodu"),
    bing_verification: limited(200, "Bing doğrulama kodu"),
    yandex_verification: limited(200, "Yandex doğrulama kodu"),
    canonical_url_base: optionalHttpUrl("Kanonik URL tabanı geçerli bir URL olmalıdır (https://...)."),
    sitemap_enabled: flag,
    rss_enabled: flag,
  });
}

export const seoSettingsFormSchema = seoSettingsSchemaWith(formFlag);
export const seoSettingsApiSchema = seoSettingsSchemaWith(jsonFlag);

// Structured data ------------------------------------------------------------

const invalidProfile = (urls: string[]) => urls.find((url) => !isHttpUrl(url));

/** Profiles typed one per line in the form; blank lines are dropped. */
const socialProfileLines = optionalText
  .transform((text) =>
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  )
  .superRefine((urls, ctx) => {
    const bad = invalidProfile(urls);
    if (bad) ctx.addIssue({ code: "custom", message: `Geçerli bir URL değil: ${bad}` });
  });

/** The API's social_profiles: JSON text of a list of URLs (a plain list is taken too). */
const socialProfilesJson = z
  .union([z.string(), z.array(z.unknown())], { error: "social_profiles bir URL listesinin JSON metni olmalıdır." })
  .optional()
  .transform((value, ctx): string[] => {
    let list: unknown = value ?? [];
    if (typeof list === "string") {
      try {
        list = list.trim() === "" ? [] : JSON.parse(list);
      } catch {
        list = null;
      }
    }
    if (!Array.isArray(list) || !list.every((item): item is string => typeof item === "string")) {
      ctx.addIssue({ code: "custom", message: "social_profiles bir URL listesinin JSON metni olmalıdır." });
      return z.NEVER;
    }
    const urls = list.map((url) => url.trim()).filter(Boolean);
    const bad = invalidProfile(urls);
    if (bad) {
      ctx.addIssue({ code: "custom", message: `Geçerli bir URL değil: ${bad}` });
      return z.NEVER;
    }
    return urls;
  });

function structuredDataSchemaWith(profiles: typeof socialProfileLines | typeof socialProfilesJson) {
  return z.object({
    org_type: z.enum(organizationTypeNames, { error: "Bir organizasyon türü seçin." }),
    org_name: limited(200, "Organizasyon adı"),
    org_logo: optionalImageUrl,
    org_description: limited(1000, "Açıklama"),
    org_url: optionalHttpUrl("Web sitesi geçerli bir URL olmalıdır (https://...)."),
    org_phone: limited(50, "Telefon"),
    org_email: optionalText.refine((value) => value === "" || z.email().safeParse(value).success, "Geçerli bir e-posta adresi girin."),
    org_address: limited(500, "Adres"),
    social_profiles: profiles,
  });
}

export const structuredDataFormSchema = structuredDataSchemaWith(socialProfileLines);
export const structuredDataApiSchema = structuredDataSchemaWith(socialProfilesJson);

// Google services --------------------------------------------------------------

function googleServicesSchemaWith(flag: FlagSchema) {
  return z
    .object({
      analytics_enabled: flag,
      analytics_id: trackingId("Analytics ölçüm kimliği (G-XXXXXXX)"),
      adsense_enabled: flag,
      adsense_publisher_id: trackingId("AdSense yayıncı kimliği (ca-pub-...)"),
      search_console_enabled: flag,
      search_console_verification: limited(200, "Search Console doğrulama kodu"),
      tag_manager_enabled: flag,
      tag_manager_id: trackingId("Tag Manager kimliği (GTM-XXXXXX)"),
    })
    .superRefine((value, ctx) => {
      // A switched-on service without its id would emit a broken tag on every page.
      const needs = [
        ["analytics_enabled", "analytics_id", "Analytics etkinken ölçüm kimliği gereklidir."],
        ["adsense_enabled", "adsense_publisher_id", "AdSense etkinken yayıncı kimliği gereklidir."],
        ["search_console_enabled", "search_console_verification", "Search Console etkinken doğrulama kodu gereklidir."],
        ["tag_manager_enabled", "tag_manager_id", "Tag Manager etkinken kimlik gereklidir."],
      ] as const;
      for (const [flagKey, idKey, message] of needs) {
        if (value[flagKey] === 1 && value[idKey] === "") ctx.addIssue({ code: "custom", path: [idKey], message });
      }
    });
}

export const googleServicesFormSchema = googleServicesSchemaWith(formFlag);
export const googleServicesApiSchema = googleServicesSchemaWith(jsonFlag);

// Page SEO -----------------------------------------------------------------------

/** A path on this site: no scheme, host, query or fragment. Normalised by the model. */
const pagePath = z
  .string({ error: "Sayfa yolu gereklidir" })
  .trim()
  .min(1, "Sayfa yolu gereklidir")
  .max(300, "Sayfa yolu en fazla 300 karakter olabilir.")
  .refine(
    (value) => /^\/?(?!\/)[^\s?#]*$/.test(value) && !/^[a-z][a-z0-9+.-]*:/i.test(value),
    "Geçerli bir sayfa yolu girin (ör. /about).",
  );

function pageSeoSchemaWith(flag: FlagSchema) {
  return z.object({
    page_path: pagePath,
    title: limited(200, "Başlık"),
    description: limited(500, "Açıklama"),
    keywords: limited(500, "Anahtar kelimeler"),
    og_title: limited(200, "OG başlığı"),
    og_description: limited(500, "OG açıklaması"),
    og_image: optionalImageUrl,
    twitter_title: limited(200, "Twitter başlığı"),
    twitter_description: limited(500, "Twitter açıklaması"),
    twitter_image: optionalImageUrl,
    canonical_url: optionalHttpUrl("Kanonik URL geçerli bir URL olmalıdır (https://...)."),
    noindex: flag,
    nofollow: flag,
  });
}

export const pageSeoFormSchema = pageSeoSchemaWith(formFlag).extend({ id: z.number().int().positive().optional() });
export const pageSeoApiSchema = pageSeoSchemaWith(jsonFlag);

export const pageSeoTakenMessage = "Bu sayfa yolu için zaten bir SEO kaydı var.";

/**
 * The API's bodies may carry only the fields that change: they are laid over the
 * stored values and the whole result is validated.
 */
export function overStored<Schema extends z.ZodType<unknown, Record<string, unknown>>>(stored: object, schema: Schema) {
  return z
    .record(z.string(), z.unknown(), { error: "İstek gövdesi bir JSON nesnesi olmalıdır." })
    .transform((body) => ({ ...stored, ...body }))
    .pipe(schema);
}
