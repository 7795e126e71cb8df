import { decryptSecret, encryptSecret, maskSecret } from "~/server/crypto.server";
import { db } from "~/server/db.server";
import type { AiMessageRow, AiSettingsRow } from "~/lib/db-schema";
import { defaultAiSettings } from "~/lib/site/defaults";
import { SharedRateLimiter } from "~/server/rate-limit.server";
import type { ProviderConfig } from "~/services/ai-provider.server";
import type { ChatMode, ChatSource } from "~/lib/ai/chat";
import { SITE_SETTING_DEFAULTS, SITE_SETTING_KEYS } from "~/lib/settings/site-settings";
import { getBooleanSetting, getNumberSetting } from "./settings.server";
import { recordActivity, type ActivityActor } from "./activity.server";
import { refused, type Refusal } from "./refusal.server";

const HOUR_MS = 60 * 60 * 1000;

// ---------------------------------------------------------------- settings

async function readSettingsRow(): Promise<AiSettingsRow> {
  const row = await db().selectFrom("ai_settings").selectAll().where("id", "=", 1).executeTakeFirst();
  return row ?? { id: 1, api_key_encrypted: null, updated_at: "", ...defaultAiSettings };
}

/** The settings as an admin sees them: the key only as its last four characters. */
export type AdminAiSettings = Omit<AiSettingsRow, "id" | "api_key_encrypted" | "enabled"> & {
  api_key: string;
  has_key: boolean;
  enabled: boolean;
  configured: boolean;
};

export async function getAdminAiSettings(): Promise<AdminAiSettings> {
  const row = await readSettingsRow();
  const key = row.api_key_encrypted ? decryptSecret(row.api_key_encrypted) : null;
  return {
    api_key: key ? maskSecret(key) : "",
    has_key: Boolean(key),
    base_url: row.base_url,
    model: row.model,
    max_tokens: row.max_tokens,
    temperature: row.temperature,
    top_p: row.top_p,
    frequency_penalty: row.frequency_penalty,
    presence_penalty: row.presence_penalty,
    system_prompt: row.system_prompt,
    enabled: row.enabled === 1,
    configured: Boolean(key) && row.enabled === 1,
    updated_at: row.updated_at,
  };
}

/** Whether the chat answers from the site's own content while no provider is connected (the `ai_site_answers` setting). */
export async function siteAnswersEnabled(): Promise<boolean> {
  return getBooleanSetting(SITE_SETTING_KEYS.aiSiteAnswers, SITE_SETTING_DEFAULTS.aiSiteAnswers);
}

/** What anyone may know: whether the chat can be used. */
export async function getAiStatus(): Promise<{ enabled: boolean; configured: boolean }> {
  const { enabled, configured } = await getAdminAiSettings();
  return { enabled, configured };
}

export interface AiRuntime {
  config: ProviderConfig;
  systemPrompt: string;
}

/**
 * What the provider needs, with the key decrypted; undefined while the chat is
 * disabled or has no usable key (a key sealed under an older SESSION_SECRET
 * counts as none).
 */
export async function getAiRuntime(options: { requireEnabled?: boolean } = {}): Promise<AiRuntime | undefined> {
  const row = await readSettingsRow();
  if (options.requireEnabled !== false && row.enabled !== 1) return undefined;
  const apiKey = row.api_key_encrypted ? decryptSecret(row.api_key_encrypted) : null;
  if (!apiKey) return undefined;
  return {
    config: {
      baseUrl: row.base_url,
      apiKey,
      model: row.model,
      maxTokens: row.max_tokens,
      temperature: row.temperature,
      topP: row.top_p,
      frequencyPenalty: row.frequency_penalty,
      presencePenalty: row.presence_penalty,
    },
    systemPrompt: row.system_prompt,
  };
}

/** The stored key goes only to the address it was saved with; a new address needs the key typed again. */
export const KEY_FOR_NEW_URL_MESSAGE = "API adresini değiştirdiğinizde API anahtarını yeniden girmelisiniz.";

/** A rule of the AI settings broken by the input, with the field it concerns (decision 008). */
export type AiSettingsRefusal = Refusal<"api_key">;

const KEY_FOR_NEW_URL = refused(KEY_FOR_NEW_URL_MESSAGE, "api_key");

function normaliseBaseUrl(value: string) {
  return value.trim().replace(/\/+$/, "");
}

/**
 * The key that may be sent to `baseUrl`: a newly typed one, or the stored one when the address
 * is the one it was saved with (undefined when there is none); refused when the address changed
 * and no key was typed.
 */
function keyFor(input: AiSettingsInput, stored: AiSettingsRow): { ok: true; key?: string } | AiSettingsRefusal {
  const typed = input.api_key?.trim();
  if (typed) return { ok: true, key: typed };
  if (!stored.api_key_encrypted) return { ok: true };
  if (normaliseBaseUrl(input.base_url) !== normaliseBaseUrl(stored.base_url)) return KEY_FOR_NEW_URL;
  return { ok: true, key: decryptSecret(stored.api_key_encrypted) ?? undefined }; // a key sealed under an older secret counts as none
}

/**
 * A runtime from settings not saved yet (the settings page's test button): the typed key, or the
 * stored one while the address is unchanged (no runtime without a key); refused for a new address
 * without a typed key.
 */
export async function runtimeFromInput(input: AiSettingsInput): Promise<{ ok: true; runtime?: AiRuntime } | AiSettingsRefusal> {
  const stored = await readSettingsRow();
  const key = keyFor(input, stored);
  if (!key.ok) return key;
  if (!key.key) return { ok: true };
  const apiKey = key.key;
  return {
    ok: true,
    runtime: {
      config: {
        baseUrl: normaliseBaseUrl(input.base_url),
        apiKey,
        model: input.model,
        maxTokens: input.max_tokens,
        temperature: input.temperature,
        topP: input.top_p,
        frequencyPenalty: input.frequency_penalty,
        presencePenalty: input.presence_penalty ?? stored.presence_penalty,
      },
      systemPrompt: input.system_prompt,
    },
  };
}

/** The settings form's values: the table's columns, with the key in clear text instead of its ciphertext. */
export interface AiSettingsInput extends Pick<
  AiSettingsRow,
  "base_url" | "model" | "max_tokens" | "temperature" | "top_p" | "frequency_penalty" | "system_prompt"
> {
  /** A new key; empty or missing keeps the stored one. */
  api_key?: string;
  presence_penalty?: number;
  enabled: boolean;
}

export const AI_ACTIVITY = { settingsUpdate: "ai.settings" } as const;

/**
 * Saves the AI settings and records who changed them, whichever screen or API call it came from;
 * refused when the address changes without the key typed again.
 */
export async function updateAiSettings(input: AiSettingsInput, actor: ActivityActor | null): Promise<{ ok: true } | AiSettingsRefusal> {
  const key = keyFor(input, await readSettingsRow());
  if (!key.ok) return key;
  const newKey = input.api_key?.trim();
  const values = {
    base_url: normaliseBaseUrl(input.base_url),
    model: input.model,
    max_tokens: input.max_tokens,
    temperature: input.temperature,
    top_p: input.top_p,
    frequency_penalty: input.frequency_penalty,
    system_prompt: input.system_prompt,
    enabled: input.enabled ? (1 as const) : (0 as const),
    updated_at: new Date().toISOString(),
    ...(input.presence_penalty === undefined ? {} : { presence_penalty: input.presence_penalty }),
    ...(newKey ? { api_key_encrypted: encryptSecret(newKey) } : {}),
  };
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto("ai_settings")
        .values({ id: 1, ...defaultAiSettings, ...values })
        .onConflict((oc) => oc.column("id").doUpdateSet(values))
        .execute();
      await recordActivity(
        {
          action: AI_ACTIVITY.settingsUpdate,
          title: "AI ayarları güncellendi",
          description: newKey ? "API anahtarı değiştirildi." : "",
          actor,
        },
        trx,
      );
    });
  return { ok: true };
}

// ---------------------------------------------------------------- messages

/** Whose conversation: a signed-in user's, or an anonymous visitor session's. */
export function conversationKeyFor(user: { id: number } | null, visitorId: string | undefined): string | null {
  if (user) return `user:${user.id}`;
  return visitorId ? `visitor:${visitorId}` : null;
}

export const CONVERSATION_LIMIT = 50;

/** The conversation still shown to its owner, oldest first (the last CONVERSATION_LIMIT exchanges). */
export async function listConversation(conversationKey: string | null, limit = CONVERSATION_LIMIT): Promise<AiMessageRow[]> {
  if (!conversationKey) return [];
  const rows = await db()
    .selectFrom("ai_messages")
    .selectAll()
    .where("conversation_key", "=", conversationKey)
    .where("cleared", "=", 0)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.reverse();
}

/** Hides the conversation from its owner; the records stay for the statistics. */
export async function clearConversation(conversationKey: string) {
  await db().updateTable("ai_messages").set({ cleared: 1 }).where("conversation_key", "=", conversationKey).execute();
}

export interface ExchangeInput {
  userId: number | null;
  conversationKey: string | null;
  message: string;
  response: string;
  model: string;
  tokensUsed: number;
  /** The pages the server chose for the answer; shown under it as links. */
  sources?: ChatSource[];
  mode?: ChatMode;
}

export async function recordExchange(input: ExchangeInput): Promise<AiMessageRow> {
  return db()
    .insertInto("ai_messages")
    .values({
      user_id: input.userId,
      conversation_key: input.conversationKey,
      message: input.message,
      response: input.response,
      model: input.model,
      tokens_used: Math.max(0, Math.round(input.tokensUsed)),
      sources: JSON.stringify(input.sources ?? []),
      mode: input.mode ?? "ai",
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The newest stored exchanges of everyone, newest first, for the admin's AI message list (default 10). */
export async function listRecentAiMessages(limit = 10): Promise<AiMessageRow[]> {
  return db().selectFrom("ai_messages").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
}

/** Whether the admins still have an unread AI failure alert from the last hour. */
export async function hasRecentAiAlert(): Promise<boolean> {
  const since = new Date(Date.now() - HOUR_MS).toISOString();
  const row = await db()
    .selectFrom("notifications")
    .select("id")
    .where("related_type", "=", "ai_chat")
    .where("is_read", "=", 0)
    .where("created_at", ">=", since)
    .executeTakeFirst();
  return Boolean(row);
}

// ---------------------------------------------------------------- limits

let limiter: SharedRateLimiter | undefined;

/**
 * Counts one AI request against the `max_api_requests_per_hour` setting: a visitor's against
 * their address, a signed-in user's against their account and their address both, the smaller
 * allowance winning, so that new accounts from one address do not each bring a fresh allowance.
 * `ip` is an addressKey (an IPv6 address by its /64). Changing the setting starts new counts.
 */
export async function consumeAiRequest(who: { userId?: number | null; ip: string }) {
  const limit = await getNumberSetting("max_api_requests_per_hour", 100);
  if (limiter?.limit !== limit) limiter = new SharedRateLimiter(`ai-${limit}`, limit, HOUR_MS);
  // The account first: a user past their own allowance does not use up the others' at the address.
  if (who.userId) {
    const byUser = await limiter.consume(`user:${who.userId}`);
    if (!byUser.allowed) return byUser;
  }
  return limiter.consume(`ip:${who.ip}`);
}
