import { z } from "zod";
import { DEFAULT_FEE_PERCENT, MAX_FEE_PERCENT } from "../market/arbitrage";

/** The site settings an admin edits at /admin/settings, with the keys they have in the `settings` table. */
export const SITE_SETTING_KEYS = {
  registrationEnabled: "registration_enabled",
  aiRequestsPerHour: "max_api_requests_per_hour",
  arbitrageFeePercent: "arbitrage_fee_percent",
} as const;

export const AI_REQUESTS_RANGE = { min: 1, max: 10_000 } as const;
export const FEE_RANGE = { min: 0, max: MAX_FEE_PERCENT, step: 0.001 } as const;

export interface SiteSettings {
  registrationEnabled: boolean;
  aiRequestsPerHour: number;
  arbitrageFeePercent: number;
}

export const SITE_SETTING_DEFAULTS: SiteSettings = {
  registrationEnabled: true,
  aiRequestsPerHour: 100,
  arbitrageFeePercent: DEFAULT_FEE_PERCENT,
};

// Turkish keyboards write decimals with a comma: "0,1" means 0.1.
const decimalComma = (value: unknown) => (typeof value === "string" ? value.trim().replace(",", ".") : value);

export const siteSettingsSchema = z.object({
  registrationEnabled: z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean()),
  aiRequestsPerHour: z.preprocess(
    decimalComma,
    z.coerce
      .number({ error: "AI istek sınırı bir sayı olmalıdır." })
      .int("AI istek sınırı tam sayı olmalıdır.")
      .min(AI_REQUESTS_RANGE.min, `AI istek sınırı en az ${AI_REQUESTS_RANGE.min} olmalıdır.`)
      .max(AI_REQUESTS_RANGE.max, `AI istek sınırı en fazla ${AI_REQUESTS_RANGE.max.toLocaleString("tr-TR")} olabilir.`),
  ),
  arbitrageFeePercent: z.preprocess(
    decimalComma,
    z.coerce
      .number({ error: "İşlem ücreti bir sayı olmalıdır." })
      .min(FEE_RANGE.min, "İşlem ücreti negatif olamaz.")
      .max(FEE_RANGE.max, `İşlem ücreti en fazla %${FEE_RANGE.max} olabilir.`),
  ),
});

export type SiteSettingsInput = z.output<typeof siteSettingsSchema>;
