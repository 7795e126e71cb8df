/**
 * Zod schemas of the content the admin edits, shared by the admin forms and the
 * JSON API so both enforce the same rules with the same Turkish messages.
 */
import { z } from "~/lib/zod";
import { aboutValueIcons } from "../about/icons";
import { safeUrl, URL_RULES } from "../safe-url";

export const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value ?? "");

export function isHttpUrl(value: string) {
  return safeUrl(value, URL_RULES.http) !== null;
}

const isWebTarget = (value: string) => safeUrl(value, URL_RULES.web) !== null;

/** A link target: an http(s) URL or a path on this site. */
export const linkTarget = (message = "Geçerli bir URL veya / ile başlayan bir yol girin.") =>
  required("Bağlantı adresi gereklidir.").refine(isWebTarget, message);

/** An optional image: empty, a site path, or an http(s) URL. */
export const optionalImageUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => value ?? "")
  .refine((v) => v === "" || isWebTarget(v), "Geçerli bir görsel URL'si girin.");

export const optionalHttpUrl = (message = "Geçerli bir URL girin (https://...).") =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value ?? "")
    .refine((v) => v === "" || isHttpUrl(v), message);

export const orderField = z.number({ error: "Sıra gereklidir." }).int("Sıra tam sayı olmalıdır.").min(1, "Sıra en az 1 olmalıdır.");

export const columnField = z
  .number({ error: "Sütun gereklidir." })
  .int("Sütun tam sayı olmalıdır.")
  .min(1, "Sütun 1 ile 3 arasında olmalıdır.")
  .max(3, "Sütun 1 ile 3 arasında olmalıdır.");

export const idField = z.number().int().positive().optional();

// Footer ---------------------------------------------------------------------

export const footerInfoSchema = z.object({
  company_name: required("Şirket adı gereklidir."),
  description: required("Açıklama gereklidir."),
  newsletter_description: required("Bülten açıklaması gereklidir."),
  address: required("Adres gereklidir."),
  phone: required("Telefon gereklidir."),
  email: required("E-posta gereklidir.").pipe(z.email("Geçerli bir e-posta adresi girin.")),
  copyright: required("Telif metni gereklidir."),
});

export const footerLinkSchema = z.object({
  id: idField,
  title: required("Başlık gereklidir."),
  url: linkTarget(),
  column_number: columnField,
  sort_order: orderField,
});

export const footerSocialSchema = z.object({
  id: idField,
  platform: required("Platform gereklidir."),
  url: required("URL gereklidir.").refine(isHttpUrl, "Geçerli bir URL girin (https://...)."),
  icon: required("Simge gereklidir."),
  sort_order: orderField,
});

export const footerHeaderSchema = z.object({
  id: idField,
  column_number: columnField,
  title: required("Başlık gereklidir."),
  sort_order: orderField,
});

// About ----------------------------------------------------------------------

export const aboutIcons = aboutValueIcons.map((icon) => ({ value: icon.name, label: `${icon.label} (${icon.name})` }));

const aboutIconNames = aboutValueIcons.map((icon) => icon.name) as [string, ...string[]];

const nullable = (schema: z.ZodType<string>) => schema.transform((value) => value || null);

export const aboutInfoSchema = z.object({
  title: required("Başlık gereklidir."),
  subtitle: nullable(optionalText),
  description: required("Açıklama gereklidir."),
  mission: nullable(optionalText),
  vision: nullable(optionalText),
  values_image: nullable(optionalImageUrl),
});

/** The values tab edits the section's image on its own. */
export const aboutValuesImageSchema = aboutInfoSchema.pick({ values_image: true });

export const aboutValueSchema = z.object({
  id: idField,
  name: required("Ad gereklidir."),
  description: required("Açıklama gereklidir."),
  icon_name: z.enum(aboutIconNames, { error: "Bir simge seçin." }),
  sort_order: orderField,
});

export const teamMemberSchema = z.object({
  id: idField,
  name: required("Ad gereklidir."),
  role: required("Pozisyon gereklidir."),
  bio: required("Biyografi gereklidir."),
  image: nullable(optionalImageUrl),
  sort_order: orderField,
});

export const milestoneSchema = z.object({
  id: idField,
  year: required("Yıl gereklidir."),
  title: required("Başlık gereklidir."),
  description: required("Açıklama gereklidir."),
  sort_order: orderField,
});
