import { db } from "~/server/db.server";
import { defaultSettings } from "~/lib/site/defaults";
import type { ActivityIcon } from "~/lib/db-schema";
import {
  FEE_RANGE,
  SITE_SETTING_DEFAULTS,
  SITE_SETTING_KEYS,
  siteSettingsSchema,
  type SiteSettings,
  type SiteSettingsInput,
} from "~/lib/settings/site-settings";
import { recordActivity, type ActivityActor, type ActivityInput } from "./activity.server";
import { bumpContentVersion } from "./content-version.server";
import { refused, type Refusal } from "./refusal.server";

/** Settings are key/value strings; a caller parses the value it needs. */
export async function getSetting(key: string): Promise<string | undefined> {
  const row = await db().selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
  return row?.value;
}

export async function getBooleanSetting(key: string, fallback: boolean): Promise<boolean> {
  const value = await getSetting(key);
  return value === undefined ? fallback : value === "true";
}

export async function getNumberSetting(key: string, fallback: number): Promise<number> {
  const value = Number(await getSetting(key));
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * Changes the existing key or adds it (an upsert, so an update never fails on a missing key).
 * A setting may change what a public page shows, so it raises the content version.
 * An admin's change passes its activity entry, written in the same transaction.
 */
export async function setSetting(key: string, value: string, description = "", activity?: ActivityInput) {
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto("settings")
        .values({ key, value, description })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: new Date().toISOString() }))
        .execute();
      await bumpContentVersion(trx);
      if (activity) await recordActivity(activity, trx);
    });
}

/**
 * A yes/no setting an admin flips on one screen (signal generation, alert checks, the bots):
 * `read` gives it, or its default before the first flip; `set` stores it with the admin's
 * activity entry in one transaction.
 */
export function adminSwitch(config: {
  key: string;
  fallback: boolean;
  description: string;
  activity: { action: string; icon: ActivityIcon; title: (on: boolean) => string };
}) {
  const { key, fallback, description, activity } = config;
  return {
    read: () => getBooleanSetting(key, fallback),
    set: (on: boolean, actor: ActivityActor) =>
      setSetting(key, String(on), description, { action: activity.action, title: activity.title(on), icon: activity.icon, actor }),
  };
}

/** The stored values of the given keys (a missing key is left out). */
export async function getSettingValues(keys: readonly string[]): Promise<Record<string, string>> {
  if (keys.length === 0) return {};
  const rows = await db().selectFrom("settings").select(["key", "value"]).where("key", "in", keys).execute();
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/** The settings /admin/settings edits, each falling back to its default when missing or unreadable. */
export async function getSiteSettings(): Promise<SiteSettings> {
  const keys = Object.values(SITE_SETTING_KEYS);
  const rows = await db().selectFrom("settings").select(["key", "value"]).where("key", "in", keys).execute();
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const aiLimit = Number(stored.get(SITE_SETTING_KEYS.aiRequestsPerHour));
  const fee = Number(stored.get(SITE_SETTING_KEYS.arbitrageFeePercent));
  const registration = stored.get(SITE_SETTING_KEYS.registrationEnabled);
  const siteAnswers = stored.get(SITE_SETTING_KEYS.aiSiteAnswers);
  const verification = stored.get(SITE_SETTING_KEYS.emailVerification);
  return {
    registrationEnabled: registration === undefined ? SITE_SETTING_DEFAULTS.registrationEnabled : registration === "true",
    aiRequestsPerHour: Number.isInteger(aiLimit) && aiLimit > 0 ? aiLimit : SITE_SETTING_DEFAULTS.aiRequestsPerHour,
    arbitrageFeePercent:
      stored.has(SITE_SETTING_KEYS.arbitrageFeePercent) && Number.isFinite(fee) && fee >= 0 && fee <= FEE_RANGE.max
        ? fee
        : SITE_SETTING_DEFAULTS.arbitrageFeePercent,
    adminEmail: stored.get(SITE_SETTING_KEYS.adminEmail) ?? SITE_SETTING_DEFAULTS.adminEmail,
    aiSiteAnswers: siteAnswers === undefined ? SITE_SETTING_DEFAULTS.aiSiteAnswers : siteAnswers === "true",
    emailVerification: verification === undefined ? SITE_SETTING_DEFAULTS.emailVerification : verification === "true",
    aiEmbeddingModel: stored.get(SITE_SETTING_KEYS.aiEmbeddingModel) || SITE_SETTING_DEFAULTS.aiEmbeddingModel,
  };
}

/** The one write of the site settings: all of them in one transaction, and the admin's activity entry. */
export async function updateSiteSettings(input: SiteSettingsInput, actor: ActivityActor) {
  const before = await getSiteSettings();
  const values: Record<string, string> = {
    [SITE_SETTING_KEYS.registrationEnabled]: String(input.registrationEnabled),
    [SITE_SETTING_KEYS.aiRequestsPerHour]: String(input.aiRequestsPerHour),
    [SITE_SETTING_KEYS.arbitrageFeePercent]: String(input.arbitrageFeePercent),
    [SITE_SETTING_KEYS.adminEmail]: input.adminEmail ?? "",
    [SITE_SETTING_KEYS.aiSiteAnswers]: String(input.aiSiteAnswers),
    [SITE_SETTING_KEYS.emailVerification]: String(input.emailVerification),
    // Left out (the JSON API's older clients): kept as it is.
    [SITE_SETTING_KEYS.aiEmbeddingModel]: input.aiEmbeddingModel ?? before.aiEmbeddingModel,
  };
  const updatedAt = new Date().toISOString();
  const after: SiteSettings = {
    ...input,
    adminEmail: input.adminEmail ?? "",
    aiEmbeddingModel: input.aiEmbeddingModel ?? before.aiEmbeddingModel,
  };
  const changed = (Object.keys(before) as (keyof SiteSettings)[]).filter((name) => before[name] !== after[name]);
  await db()
    .transaction()
    .execute(async (trx) => {
      for (const [key, value] of Object.entries(values)) {
        await trx
          .insertInto("settings")
          .values({ key, value, description: SITE_SETTING_DESCRIPTIONS[key] ?? "" })
          .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: updatedAt }))
          .execute();
      }
      await recordActivity(
        {
          action: SETTINGS_ACTIVITY.update,
          title: "Site ayarları güncellendi",
          description: changed.length ? `Değişen: ${changed.map((name) => SITE_SETTING_NAMES[name]).join(", ")}` : "Değişiklik yok.",
          actor,
        },
        trx,
      );
    });
}

export const SETTINGS_ACTIVITY = { update: "settings.update" } as const;

/** The settings rows as the API lists them. */
export async function listSettingsForApi(): Promise<{ key: string; value: string; description: string }[]> {
  return db().selectFrom("settings").select(["key", "value", "description"]).orderBy("key").execute();
}

/**
 * One setting by key, as `PUT /api/settings/{key}` writes it (values are strings,
 * as the table stores them). A key of the /admin/settings form goes through the
 * screen's own schema and write (`updateSiteSettings`), with the others kept as
 * they are; any other key is stored as given (added when new), with its activity
 * entry in the same transaction. A refused value answers its Turkish reason.
 */
export async function updateSettingByKey(key: string, value: string, actor: ActivityActor): Promise<{ ok: true } | Refusal> {
  const field = (Object.keys(SITE_SETTING_KEYS) as (keyof SiteSettings)[]).find((name) => SITE_SETTING_KEYS[name] === key);
  if (field) {
    const current = await getSiteSettings();
    const isSwitch = typeof SITE_SETTING_DEFAULTS[field] === "boolean";
    if (isSwitch && value !== "true" && value !== "false") return refused('Bu ayarın değeri "true" ya da "false" olmalıdır.');
    const parsed = siteSettingsSchema.safeParse({ ...current, [field]: value });
    if (!parsed.success) return refused(parsed.error.issues[0]?.message ?? "Geçersiz değer.");
    await updateSiteSettings(parsed.data, actor);
    return { ok: true };
  }
  await setSetting(key, value, SITE_SETTING_DESCRIPTIONS[key] ?? "", {
    action: SETTINGS_ACTIVITY.update,
    title: "Ayar güncellendi",
    description: key,
    actor,
  });
  return { ok: true };
}

const SITE_SETTING_NAMES: Record<keyof SiteSettings, string> = {
  registrationEnabled: "yeni üye kaydı",
  aiRequestsPerHour: "saatlik AI istek sınırı",
  arbitrageFeePercent: "arbitraj işlem ücreti",
  adminEmail: "yönetici e-postası",
  aiSiteAnswers: "sağlayıcı yokken site içeriğinden yanıt",
  emailVerification: "kayıtta e-posta doğrulaması",
  aiEmbeddingModel: "gömme (embedding) modeli",
};

const SITE_SETTING_DESCRIPTIONS: Record<string, string> = Object.fromEntries(
  defaultSettings.map((setting) => [setting.key, setting.description]),
);
