import { describe, expect, it } from "vitest";
import { AI_MODELS, AI_RANGES, aiSettingsSchema } from "~/lib/ai/settings";
import {
  AI_REQUESTS_RANGE,
  FEE_RANGE,
  OTHER_SETTINGS,
  SITE_SETTING_DEFAULTS,
  SITE_SETTING_KEYS,
  siteSettingsSchema,
} from "~/lib/settings/site-settings";

// The two admin settings forms' rules (/admin/settings and the AI provider's settings), pure: the
// screens' tests post them to the routes with a database.
const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe("the site settings form", () => {
  const valid = { aiRequestsPerHour: "100", arbitrageFeePercent: "0,1" };
  const errors = (fields: Record<string, unknown>) => messages(siteSettingsSchema.safeParse({ ...valid, ...fields }));

  it("reads ticked boxes as on and anything else as off", () => {
    for (const on of [true, "on", "true"])
      expect(siteSettingsSchema.parse({ ...valid, registrationEnabled: on }).registrationEnabled, String(on)).toBe(true);
    for (const off of [false, undefined, "off", "1", "TRUE", 1])
      expect(siteSettingsSchema.parse({ ...valid, aiSiteAnswers: off, emailVerification: off }), String(off)).toMatchObject({
        aiSiteAnswers: false,
        emailVerification: false,
      });
  });

  it("takes an AI limit from 1 to 10.000 whole requests, written as Turks write it", () => {
    expect(siteSettingsSchema.parse({ ...valid, aiRequestsPerHour: "10.000" }).aiRequestsPerHour).toBe(10_000);
    expect(siteSettingsSchema.parse({ ...valid, aiRequestsPerHour: "1" }).aiRequestsPerHour).toBe(1);
    expect(errors({ aiRequestsPerHour: "0" })).toEqual(["AI istek sınırı en az 1 olmalıdır."]);
    expect(errors({ aiRequestsPerHour: "10001" })).toEqual(["AI istek sınırı en fazla 10.000 olabilir."]);
    expect(errors({ aiRequestsPerHour: "2,5" })).toEqual(["AI istek sınırı tam sayı olmalıdır."]);
    expect(errors({ aiRequestsPerHour: "çok" })).toEqual(["AI istek sınırı bir sayı olmalıdır."]);
    expect(AI_REQUESTS_RANGE).toEqual({ min: 1, max: 10_000 });
  });

  it("takes a fee from 0 to 5 percent", () => {
    expect(siteSettingsSchema.parse({ ...valid, arbitrageFeePercent: "0" }).arbitrageFeePercent).toBe(0);
    expect(siteSettingsSchema.parse({ ...valid, arbitrageFeePercent: "5" }).arbitrageFeePercent).toBe(5);
    expect(siteSettingsSchema.parse({ ...valid, arbitrageFeePercent: 0.075 }).arbitrageFeePercent).toBe(0.075);
    expect(errors({ arbitrageFeePercent: "-0,001" })).toEqual(["İşlem ücreti negatif olamaz."]);
    expect(errors({ arbitrageFeePercent: "5,001" })).toEqual(["İşlem ücreti en fazla %5 olabilir."]);
    expect(errors({ arbitrageFeePercent: "yüzde" })).toEqual(["İşlem ücreti bir sayı olmalıdır."]);
    expect(FEE_RANGE).toEqual({ min: 0, max: 5, step: 0.001 });
  });

  it("takes an embeddings model name, trimmed, empty meaning the default", () => {
    expect(siteSettingsSchema.parse({ ...valid, aiEmbeddingModel: "  nomic-embed:v1.5/x_y  " }).aiEmbeddingModel).toBe(
      "nomic-embed:v1.5/x_y",
    );
    expect(siteSettingsSchema.parse({ ...valid, aiEmbeddingModel: "   " }).aiEmbeddingModel).toBeUndefined();
    expect(siteSettingsSchema.parse(valid).aiEmbeddingModel).toBeUndefined();
    expect(errors({ aiEmbeddingModel: "a b" })).toEqual(["Gömme modeli adı yalnızca harf, rakam ve . _ - : / içerebilir."]);
    expect(errors({ aiEmbeddingModel: "a".repeat(100) })).toEqual([]);
    expect(errors({ aiEmbeddingModel: "a".repeat(101) })).toEqual(["Gömme modeli adı en fazla 100 karakter olabilir."]);
    expect(errors({ aiEmbeddingModel: 5 })).toHaveLength(1);
  });

  it("takes an admin address, or none when the field is left empty", () => {
    expect(siteSettingsSchema.parse({ ...valid, adminEmail: " yonetici@site.example " }).adminEmail).toBe("yonetici@site.example");
    expect(siteSettingsSchema.parse({ ...valid, adminEmail: "  " }).adminEmail).toBeUndefined();
    expect(errors({ adminEmail: "yonetici" })).toEqual(["Geçerli bir e-posta adresi girin."]);
  });

  it("starts from registration on, 100 AI requests an hour, a 0,1 % fee and the small embeddings model", () => {
    expect(SITE_SETTING_DEFAULTS).toEqual({
      registrationEnabled: true,
      aiRequestsPerHour: 100,
      arbitrageFeePercent: 0.1,
      adminEmail: "",
      aiSiteAnswers: true,
      emailVerification: false,
      aiEmbeddingModel: "text-embedding-3-small",
    });
    expect(Object.values(SITE_SETTING_KEYS)).toEqual([
      "registration_enabled",
      "max_api_requests_per_hour",
      "arbitrage_fee_percent",
      "admin_email",
      "ai_site_answers",
      "email_verification",
      "ai_embedding_model",
    ]);
    expect(OTHER_SETTINGS.map((setting) => [setting.key, setting.to])).toEqual([
      ["site_name", "/admin/seo"],
      ["site_url", "/admin/seo"],
      ["update_manifest_url", "/admin/update"],
    ]);
  });
});

describe("the AI provider's settings form", () => {
  const valid = {
    base_url: "https://api.openai.com/v1",
    model: "gpt-4o-mini",
    max_tokens: "1000",
    temperature: "0,7",
    top_p: "1",
    frequency_penalty: "0",
    system_prompt: "Sen bir asistansın.",
  };
  const errors = (fields: Record<string, unknown>) => messages(aiSettingsSchema.safeParse({ ...valid, ...fields }));

  it("reads a valid form, with Turkish decimals and the checkbox", () => {
    expect(aiSettingsSchema.parse({ ...valid, api_key: " sk-1 ", enabled: "on", presence_penalty: "-0,5" })).toEqual({
      api_key: "sk-1",
      base_url: "https://api.openai.com/v1",
      model: "gpt-4o-mini",
      max_tokens: 1000,
      temperature: 0.7,
      top_p: 1,
      frequency_penalty: 0,
      presence_penalty: -0.5,
      system_prompt: "Sen bir asistansın.",
      enabled: true,
    });
    for (const on of [true, "on", "true", 1, "1"]) expect(aiSettingsSchema.parse({ ...valid, enabled: on }).enabled, String(on)).toBe(true);
    for (const off of [false, undefined, "off", 0, "0", "yes"])
      expect(aiSettingsSchema.parse({ ...valid, enabled: off }).enabled, String(off)).toBe(false);
  });

  it("holds each number to its range, at both ends", () => {
    expect(AI_RANGES.max_tokens).toEqual({ min: 100, max: 4000, step: 100 });
    expect(errors({ max_tokens: "100", temperature: "0", top_p: "0", frequency_penalty: "-2", presence_penalty: "-2" })).toEqual([]);
    expect(errors({ max_tokens: "4000", temperature: "2", top_p: "1", frequency_penalty: "2", presence_penalty: "2" })).toEqual([]);
    expect(errors({ max_tokens: "99" })).toEqual(["Maksimum token en az 100 olmalıdır."]);
    expect(errors({ max_tokens: "4001" })).toEqual(["Maksimum token en fazla 4000 olmalıdır."]);
    expect(errors({ max_tokens: "150,5" })).toEqual(["Maksimum token tam sayı olmalıdır."]);
    expect(errors({ max_tokens: "çok" })).toEqual(["Maksimum token bir sayı olmalıdır."]);
    expect(errors({ temperature: "-0,1" })).toEqual(["Temperature en az 0 olmalıdır."]);
    expect(errors({ temperature: "2,1" })).toEqual(["Temperature en fazla 2 olmalıdır."]);
    expect(errors({ temperature: "1,5" })).toEqual([]);
    expect(errors({ top_p: "1,1" })).toEqual(["Top P en fazla 1 olmalıdır."]);
    expect(errors({ top_p: "-0,1" })).toEqual(["Top P en az 0 olmalıdır."]);
    expect(errors({ frequency_penalty: "-2,1" })).toEqual(["Frequency penalty en az -2 olmalıdır."]);
    expect(errors({ frequency_penalty: "2,1" })).toEqual(["Frequency penalty en fazla 2 olmalıdır."]);
    expect(errors({ presence_penalty: "2,1" })).toEqual(["Presence penalty en fazla 2 olmalıdır."]);
    expect(errors({ presence_penalty: "x" })).toEqual(["Presence penalty bir sayı olmalıdır."]);
  });

  it("takes an http or https address without credentials, query or fragment", () => {
    expect(errors({ base_url: "http://127.0.0.1:11434/v1" })).toEqual([]);
    expect(errors({ base_url: "  " })).toContain("API adresi gereklidir.");
    expect(errors({ base_url: "api.openai.com" })).toContain("Geçerli bir adres girin (http:// veya https://).");
    expect(errors({ base_url: "ftp://files.example/v1" })).toEqual(["Adres http:// veya https:// ile başlamalıdır."]);
    expect(errors({ base_url: "https://user:secret@api.example/v1" })).toEqual(["Adreste kullanıcı adı veya şifre bulunamaz."]);
    expect(errors({ base_url: "https://api.example/v1?key=1" })).toEqual([
      "Adres soru işareti (?) veya # içeremez: istek yolu adresin sonuna eklenir ve anahtar yalnızca bu adrese gider.",
    ]);
    expect(errors({ base_url: "https://api.example/v1#x" })).toHaveLength(1);
    expect(errors({ base_url: "https://api.example/v1/@me" })).toEqual([]);
    // The scheme and the credentials are read at the start of the address, not anywhere in it.
    expect(errors({ base_url: "ftp://files.example/http://x" })).toEqual(["Adres http:// veya https:// ile başlamalıdır."]);
    expect(errors({ base_url: "https://api.example/v1/http://a@b" })).toEqual([]);
    expect(errors({ base_url: "http://user:secret@api.example/v1" })).toEqual(["Adreste kullanıcı adı veya şifre bulunamaz."]);
  });

  it("takes any model name of allowed characters up to 100, and a system message up to 4000", () => {
    expect(AI_MODELS).toContain("gpt-4o-mini");
    expect(errors({ model: "llama3.1:8b-instruct/q4_K" })).toEqual([]);
    expect(errors({ model: " " })).toContain("Model gereklidir.");
    expect(errors({ model: "m".repeat(100) })).toEqual([]);
    expect(errors({ model: "m".repeat(101) })).toEqual(["Model adı çok uzun."]);
    expect(errors({ model: "gpt 4" })).toEqual(["Model adında yalnızca harf, rakam ve . _ - : / kullanılabilir."]);
    expect(errors({ system_prompt: "  " })).toEqual(["Sistem mesajı gereklidir."]);
    expect(errors({ system_prompt: "s".repeat(4000) })).toEqual([]);
    expect(errors({ system_prompt: "s".repeat(4001) })).toEqual(["Sistem mesajı en fazla 4000 karakter olabilir."]);
    expect(errors({ api_key: "k".repeat(500) })).toEqual([]);
    expect(errors({ api_key: "k".repeat(501) })).toEqual(["API anahtarı çok uzun."]);
    expect(messages(aiSettingsSchema.safeParse({}))).toEqual(
      expect.arrayContaining(["API adresi gereklidir.", "Model gereklidir.", "Sistem mesajı gereklidir."]),
    );
  });
});
