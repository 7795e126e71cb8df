import type { APIRequestContext } from "@playwright/test";
import { accounts, expect } from "./fixtures";

/**
 * Points the site at a fake provider through the settings API, as an admin would, and
 * signs out again so the test's own requests go as whoever the test chooses.
 */
export async function configureProvider(request: APIRequestContext, provider: { baseUrl: string; apiKey: string; model?: string }) {
  expect((await request.post("/login", { form: { ...accounts.admin } })).ok()).toBe(true);
  const saved = await request.post("/api/openai/settings", {
    data: {
      api_key: provider.apiKey,
      base_url: provider.baseUrl,
      model: provider.model ?? "gpt-4o-mini",
      max_tokens: 800,
      temperature: 0.7,
      top_p: 1,
      frequency_penalty: 0,
      system_prompt: "Sen bir kripto asistanısın.",
      enabled: true,
    },
  });
  expect(saved.status()).toBe(200);
  await request.post("/logout");
}
