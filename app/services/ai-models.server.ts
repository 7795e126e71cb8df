import { AI_MODELS } from "~/lib/ai/settings";
import { defaultAiSettings } from "~/lib/site/defaults";
import { getAiRuntime } from "~/models/ai.server";
import { ProviderError, listModels } from "./ai-provider.server";

/** What `GET /api/openai/models` and the settings page say when there is no list. */
export type ModelListResult = { ok: true; models: string[] } | { ok: false; status: 502 | 503; error: string };

const NOT_CONFIGURED = "Model listesi için önce bir API anahtarı kaydedin.";

/** The saved provider's own model list, asked now. */
export async function providerModels(options: { timeoutMs?: number; signal?: AbortSignal } = {}): Promise<ModelListResult> {
  const runtime = await getAiRuntime({ requireEnabled: false });
  if (!runtime) return { ok: false, status: 503, error: NOT_CONFIGURED };
  try {
    const models = await listModels(runtime.config, options);
    if (!models.length) return { ok: false, status: 502, error: "AI sağlayıcısı boş bir model listesi verdi." };
    return { ok: true, models };
  } catch (error) {
    const failure = error instanceof ProviderError ? error : null;
    if (failure?.kind === "timeout") return { ok: false, status: 502, error: "AI sağlayıcısı model listesini zamanında vermedi." };
    if (failure?.kind === "protocol") return { ok: false, status: 502, error: "AI sağlayıcısı model listesi vermedi." };
    if (failure?.status) return { ok: false, status: 502, error: `AI sağlayıcısı model listesini vermedi (HTTP ${failure.status}).` };
    return { ok: false, status: 502, error: "AI sağlayıcısına bağlanılamadı." };
  }
}

/**
 * The settings page's last answer for a minute, per address and key: saving the form reloads
 * the page, and an unreachable provider would otherwise hold every load for the full wait.
 */
const SUGGESTIONS_MS = 60_000;
let lastSuggestions: { key: string; at: number; result: ModelListResult } | undefined;

/**
 * The model field's suggestions: the provider's list when it gives one; otherwise the
 * current default and the spec's names, with the reason there is no list. The settings
 * page waits at most a few seconds for it.
 */
export async function modelSuggestions(): Promise<{ models: string[]; fromProvider: boolean; note: string | null }> {
  const runtime = await getAiRuntime({ requireEnabled: false });
  const key = runtime ? `${runtime.config.baseUrl}\n${runtime.config.apiKey}` : "";
  const fresh = lastSuggestions && lastSuggestions.key === key && Date.now() - lastSuggestions.at < SUGGESTIONS_MS;
  const result = fresh ? lastSuggestions!.result : await providerModels({ timeoutMs: 5_000 });
  if (!fresh && runtime) lastSuggestions = { key, at: Date.now(), result };
  if (result.ok) return { models: result.models, fromProvider: true, note: null };
  return { models: [...new Set([defaultAiSettings.model, ...AI_MODELS])], fromProvider: false, note: result.error };
}
