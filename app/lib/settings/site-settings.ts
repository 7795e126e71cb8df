import { z } from "~/lib/zod";
import { numberInput } from "~/lib/numbers";
import { DEFAULT_FEE_PERCENT, MAX_FEE_PERCENT } from "../market/arbitrage";
import { emailField } from "../users/fields";
import { formatNumber } from "~/lib/format";

/** The site settings an admin edits at /admin/settings, with the keys they have in the `settings` table. */
export const SITE_SETTING_KEYS = {
  registrationEnabled: "registration_enabled",
  aiRequestsPerHour: "max_api_requests_per_hour",
  arbitrageFeePercent: "arbitrage_fee_percent",
  adminEmail: "admin_email",
  aiSiteAnswers: "ai_site_answers",
  emailVerification: "email_verification",
  aiEmbeddingModel: "ai_embedding_model",
} as const;

/** The embeddings model asked for when none is set: OpenAI's small, cheap one (decision 017). */
export const DEFAULT_EMBEDDING_MODEL = "text-embedding-3-small";

/**
 * The other seeded settings, shown on /admin/settings with what they do today:
 * each is either edited on its own screen or has no effect in this version.
 */
export const OTHER_SETTINGS = [
  {
    key: "site_name",
    label: "Site adı",
    note: "Sayfa başlıkları ve paylaşım kartları SEO Ayarları'ndaki site adını kullanır.",
    to: "/admin/seo",
  },
  {
    key: "site_url",
    label: "Site adresi",
    note: "Mutlak adresler SEO Ayarları'ndaki kanonik adres tabanından üretilir.",
    to: "/admin/seo",
  },
  { key: "update_manifest_url", label: "Sürüm bildirimi adresi", note: "Sistem Güncelleme ekranından düzenlenir.", to: "/admin/update" },
] as const;

export const AI_REQUESTS_RANGE = { min: 1, max: 10_000 } as const;
export const FEE_RANGE = { min: 0, max: MAX_FEE_PERCENT, step: 0.001 } as const;

export interface SiteSettings {
  registrationEnabled: boolean;
  aiRequestsPerHour: number;
  arbitrageFeePercent: number;
  /** Empty when none is set. */
  adminEmail: string;
  /** With no AI provider connected, the chat answers from the site's own content (else it is disabled). */
  aiSiteAnswers: boolean;
  /** New accounts sign in only after following a mailed link. */
  emailVerification: boolean;
  /** The provider's model for `/embeddings` (hybrid retrieval); a provider without embeddings is simply not used for it. */
  aiEmbeddingModel: string;
}

export const SITE_SETTING_DEFAULTS: SiteSettings = {
  registrationEnabled: true,
  aiRequestsPerHour: 100,
  arbitrageFeePercent: DEFAULT_FEE_PERCENT,
  adminEmail: "",
  aiSiteAnswers: true,
  emailVerification: false,
  aiEmbeddingModel: DEFAULT_EMBEDDING_MODEL,
};

// A checkbox posts "on" when ticked and nothing when not; the JSON API may send a boolean.
const checkbox = (value: unknown) => value === true || value === "on" || value === "true";

export const siteSettingsSchema = z.object({
  registrationEnabled: z.preprocess(checkbox, z.boolean()),
  aiSiteAnswers: z.preprocess(checkbox, z.boolean()),
  emailVerification: z.preprocess(checkbox, z.boolean()),
  aiRequestsPerHour: z.preprocess(
    numberInput,
    z.coerce
      .number({ error: "AI istek sınırı bir sayı olmalıdır." })
      .int("AI istek sınırı tam sayı olmalıdır.")
      .min(AI_REQUESTS_RANGE.min, `AI istek sınırı en az ${AI_REQUESTS_RANGE.min} olmalıdır.`)
      .max(AI_REQUESTS_RANGE.max, `AI istek sınırı en fazla ${formatNumber(AI_REQUESTS_RANGE.max)} olabilir.`),
  ),
  arbitrageFeePercent: z.preprocess(
    numberInput,
    z.coerce
      .number({ error: "İşlem ücreti bir sayı olmalıdır." })
      .min(FEE_RANGE.min, "İşlem ücreti negatif olamaz.")
      .max(FEE_RANGE.max, `İşlem ücreti en fazla %${FEE_RANGE.max} olabilir.`),
  ),
  // Optional: empty means the default; the JSON API may leave it out.
  aiEmbeddingModel: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : typeof value === "string" ? value.trim() : value),
    z
      .string()
      .max(100, "Gömme modeli adı en fazla 100 karakter olabilir.")
      .regex(/^[\w.:/-]+$/, "Gömme modeli adı yalnızca harf, rakam ve . _ - : / içerebilir.")
      .optional(),
  ),
  // Optional: an empty field clears the address.
  adminEmail: z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), emailField.optional()),
});

export type SiteSettingsInput = z.output<typeof siteSettingsSchema>;
