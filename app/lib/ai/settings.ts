import { z } from "~/lib/zod";
import { numberInput } from "~/lib/numbers";
import { BASE_URL_QUERY_MESSAGE, isPlainBaseUrl } from "~/lib/outside/url-rules";

/** The models the settings page offers in its list. */
export const AI_MODELS = ["gpt-3.5-turbo", "gpt-3.5-turbo-16k", "gpt-4", "gpt-4-turbo-preview", "gpt-4o", "gpt-4o-mini"] as const;

export const AI_RANGES = {
  max_tokens: { min: 100, max: 4000, step: 100 },
  temperature: { min: 0, max: 2, step: 0.1 },
  top_p: { min: 0, max: 1, step: 0.1 },
  frequency_penalty: { min: -2, max: 2, step: 0.1 },
  presence_penalty: { min: -2, max: 2, step: 0.1 },
} as const;

type RangeName = keyof typeof AI_RANGES;

function ranged(name: RangeName, label: string, integer = false) {
  const { min, max } = AI_RANGES[name];
  const base = z.number({ error: `${label} bir sayı olmalıdır.` });
  return z.preprocess(
    numberInput,
    (integer ? base.int(`${label} tam sayı olmalıdır.`) : base)
      .min(min, `${label} en az ${min} olmalıdır.`)
      .max(max, `${label} en fazla ${max} olmalıdır.`),
  );
}

/**
 * One schema for the settings form and `POST /api/openai/settings`. The model
 * accepts any name (a local model server has its own), the page offers
 * `AI_MODELS`. An empty key keeps the stored one.
 */
export const aiSettingsSchema = z.object({
  api_key: z.string().trim().max(500, "API anahtarı çok uzun.").optional(),
  base_url: z
    .string({ error: "API adresi gereklidir." })
    .trim()
    .min(1, "API adresi gereklidir.")
    .url("Geçerli bir adres girin (http:// veya https://).")
    .refine((value) => /^https?:\/\//i.test(value), "Adres http:// veya https:// ile başlamalıdır.")
    // A local model server (loopback or a private address) is a real use and allowed;
    // credentials inside the address are not, they would be sent along with the key.
    .refine((value) => !/^https?:\/\/[^/?#]*@/i.test(value), "Adreste kullanıcı adı veya şifre bulunamaz.")
    .refine(isPlainBaseUrl, BASE_URL_QUERY_MESSAGE),
  model: z
    .string({ error: "Model gereklidir." })
    .trim()
    .min(1, "Model gereklidir.")
    .max(100, "Model adı çok uzun.")
    .regex(/^[\w.:/-]+$/, "Model adında yalnızca harf, rakam ve . _ - : / kullanılabilir."),
  max_tokens: ranged("max_tokens", "Maksimum token", true),
  temperature: ranged("temperature", "Temperature"),
  top_p: ranged("top_p", "Top P"),
  frequency_penalty: ranged("frequency_penalty", "Frequency penalty"),
  presence_penalty: ranged("presence_penalty", "Presence penalty").optional(),
  system_prompt: z
    .string({ error: "Sistem mesajı gereklidir." })
    .trim()
    .min(1, "Sistem mesajı gereklidir.")
    .max(4000, "Sistem mesajı en fazla 4000 karakter olabilir."),
  enabled: z.preprocess((value) => value === true || value === "on" || value === "true" || value === 1 || value === "1", z.boolean()),
});
