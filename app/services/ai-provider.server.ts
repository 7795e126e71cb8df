/**
 * Speaks the OpenAI chat-completions protocol (`POST {base_url}/chat/completions`)
 * to the OpenAI API or any compatible server, such as a local model server.
 * Every AI feature of the site goes through here.
 *
 * Providers differ in the parameters they accept (today's reasoning models refuse
 * `max_tokens` and any `temperature` but 1; older servers refuse `max_completion_tokens`
 * and `stream_options`). A refused parameter is adjusted and the request retried, and
 * what was learnt is kept per base URL and model (rules in `~/lib/ai/parameters`).
 */

import { z } from "zod";
import {
  MAX_ATTEMPTS,
  adjustFor,
  isAdjusted,
  refusedParameter,
  requestParameters,
  type AdjustableParameter,
  type RequestAdjustments,
} from "~/lib/ai/parameters";
import { clearMissingModel, getModelProfile, reportMissingModel, saveAdjustments } from "~/models/ai-profiles.server";

export interface ProviderConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  maxTokens: number;
  temperature: number;
  topP: number;
  frequencyPenalty: number;
  presencePenalty: number;
}

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface Usage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

export interface Completion {
  content: string;
  model: string;
  usage: Usage | null;
  /** Set when the request went out adjusted (learnt now or remembered from before). */
  adjustments?: RequestAdjustments;
}

export type StreamEvent = { type: "delta"; text: string } | { type: "done"; completion: Completion };

export interface RequestOptions {
  /** Aborts the upstream request, e.g. when the visitor disconnects. */
  signal?: AbortSignal;
  /** Whole request without streaming; the longest silence between chunks when streaming. */
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 60_000;

/** A failure the provider reported or caused; `message` is fit to show an admin. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly kind: "http" | "timeout" | "network" | "protocol" | "aborted" | "model_missing" = "http",
    /** The provider's `error.param` and `error.code`, when it gave them. */
    readonly details: { param?: string | null; code?: string | null } = {},
  ) {
    super(message);
    this.name = "ProviderError";
  }
}

export function chatCompletionsUrl(baseUrl: string) {
  return `${baseUrl.replace(/\/+$/, "")}/chat/completions`;
}

export function modelsUrl(baseUrl: string) {
  return `${baseUrl.replace(/\/+$/, "")}/models`;
}

function requestBody(config: ProviderConfig, messages: ChatMessage[], stream: boolean, adjustments: RequestAdjustments) {
  return { model: config.model, messages, ...requestParameters(config, stream, adjustments) };
}

function readUsage(value: unknown): Usage | null {
  if (!value || typeof value !== "object") return null;
  const usage = value as Record<string, unknown>;
  const prompt = Number(usage.prompt_tokens ?? 0);
  const completion = Number(usage.completion_tokens ?? 0);
  const total = Number(usage.total_tokens ?? prompt + completion);
  if (![prompt, completion, total].every(Number.isFinite)) return null;
  return { promptTokens: prompt, completionTokens: completion, totalTokens: total };
}

async function errorFromResponse(response: Response): Promise<ProviderError> {
  let message = "";
  const details: { param?: string | null; code?: string | null } = {};
  try {
    const text = await response.text();
    try {
      const body = JSON.parse(text) as { error?: { message?: unknown; param?: unknown; code?: unknown } | string; message?: unknown };
      const candidate = typeof body.error === "string" ? body.error : (body.error?.message ?? body.message);
      message = typeof candidate === "string" ? candidate : "";
      if (body.error && typeof body.error === "object") {
        if (typeof body.error.param === "string") details.param = body.error.param;
        if (typeof body.error.code === "string") details.code = body.error.code;
      }
    } catch {
      message = text.slice(0, 300);
    }
  } catch {
    // the body could not be read; the status alone must do
  }
  return new ProviderError(message.trim() || `AI sağlayıcısı ${response.status} durum kodu döndürdü.`, response.status, "http", details);
}

/**
 * An AbortController that fires on the caller's signal or after `timeoutMs` of
 * silence; `touch()` restarts the silence clock.
 */
function watchdog(options: RequestOptions) {
  const controller = new AbortController();
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
  };
  const onAbort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener("abort", onAbort, { once: true });
  touch();
  return {
    signal: controller.signal,
    touch,
    /** Also ends the upstream request when the caller stopped reading early. */
    dispose() {
      clearTimeout(timer);
      controller.abort();
      options.signal?.removeEventListener("abort", onAbort);
    },
    failure(error: unknown): ProviderError {
      if (error instanceof ProviderError) return error;
      if (timedOut) return new ProviderError("AI sağlayıcısı zamanında yanıt vermedi.", undefined, "timeout");
      if (options.signal?.aborted) return new ProviderError("İstek iptal edildi.", undefined, "aborted");
      const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : "";
      return new ProviderError(`AI sağlayıcısına bağlanılamadı${reason ? `: ${reason}` : "."}`, undefined, "network");
    },
  };
}

function post(config: ProviderConfig, body: unknown, signal: AbortSignal, accept: string) {
  return fetch(chatCompletionsUrl(config.baseUrl), {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: accept,
      Authorization: `Bearer ${config.apiKey}`,
    },
    body: JSON.stringify(body),
    signal,
    // The key is meant for this address only: a redirect elsewhere is a failure, not followed.
    redirect: "error",
  });
}

/**
 * Posts the request with what this provider and model are known to accept, and on a
 * 400 naming a parameter retries adjusted (once per parameter, MAX_ATTEMPTS in all).
 * What was learnt is saved for the next request. A model the provider does not have
 * raises one admin notification (see `reportMissingModel`).
 */
async function openAdjusted(
  config: ProviderConfig,
  messages: ChatMessage[],
  stream: boolean,
  signal: AbortSignal,
): Promise<{ response: Response; adjustments: RequestAdjustments }> {
  const profile = await getModelProfile(config.baseUrl, config.model);
  let adjustments = profile.adjustments;
  const refused: AdjustableParameter[] = [];
  for (let attempt = 1; ; attempt++) {
    const response = await post(
      config,
      requestBody(config, messages, stream, adjustments),
      signal,
      stream ? "text/event-stream" : "application/json",
    );
    if (response.ok) {
      if (refused.length) await saveAdjustments(config.baseUrl, config.model, adjustments);
      // Only a model once reported missing costs a write here.
      if (profile.missing) await clearMissingModel(config.baseUrl, config.model);
      return { response, adjustments };
    }
    const error = await errorFromResponse(response);
    if (await isMissingModel(config, error)) {
      throw new ProviderError(error.message, error.status, "model_missing", error.details);
    }
    const parameter = refusedParameter({ status: response.status, message: error.message, ...error.details });
    const next = parameter && attempt < MAX_ATTEMPTS ? adjustFor(adjustments, parameter, refused) : null;
    if (!parameter || !next) {
      // Another failure, or nothing left to adjust: what the refusals so far taught still holds.
      if (refused.length) await saveAdjustments(config.baseUrl, config.model, adjustments);
      throw error;
    }
    refused.push(parameter);
    adjustments = next;
  }
}

const MODEL_LIST_TIMEOUT_MS = 10_000;

/**
 * Whether the provider's failure means it does not have the model: its own code says so, or
 * a 404 while its model list (when it gives one) lacks the name. A 404 from a wrong address
 * is not a missing model. Tells the admins once when it is.
 */
async function isMissingModel(config: ProviderConfig, error: ProviderError) {
  const said = error.details.code === "model_not_found";
  if (!said && error.status !== 404) return false;
  const available = await listModels(config, { timeoutMs: MODEL_LIST_TIMEOUT_MS }).catch(() => null);
  if (!said && (!available || available.includes(config.model))) return false;
  await reportMissingModel(config.baseUrl, config.model, available);
  return true;
}

const modelListSchema = z.object({ data: z.array(z.object({ id: z.string().min(1).max(200) })).max(5000) });

/** The model names the provider offers (`GET {base_url}/models`), sorted. */
export async function listModels(config: Pick<ProviderConfig, "baseUrl" | "apiKey">, options: RequestOptions = {}): Promise<string[]> {
  const guard = watchdog({ timeoutMs: MODEL_LIST_TIMEOUT_MS, ...options });
  try {
    const response = await fetch(modelsUrl(config.baseUrl), {
      headers: { Accept: "application/json", Authorization: `Bearer ${config.apiKey}` },
      signal: guard.signal,
      redirect: "error",
    });
    if (!response.ok) throw await errorFromResponse(response);
    const parsed = modelListSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new ProviderError("AI sağlayıcısı model listesi vermedi.", response.status, "protocol");
    return [...new Set(parsed.data.data.map((model) => model.id))].sort((a, b) => a.localeCompare(b));
  } catch (error) {
    throw guard.failure(error);
  } finally {
    guard.dispose();
  }
}

/** One whole answer. */
export async function complete(config: ProviderConfig, messages: ChatMessage[], options: RequestOptions = {}): Promise<Completion> {
  const guard = watchdog(options);
  try {
    const { response, adjustments } = await openAdjusted(config, messages, false, guard.signal);
    const body = (await response.json().catch(() => {
      throw new ProviderError("AI sağlayıcısının yanıtı anlaşılamadı.", response.status, "protocol");
    })) as {
      model?: unknown;
      choices?: { message?: { content?: unknown } }[];
      usage?: unknown;
    };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== "string") throw new ProviderError("AI sağlayıcısının yanıtı anlaşılamadı.", response.status, "protocol");
    return {
      content,
      model: typeof body.model === "string" ? body.model : config.model,
      usage: readUsage(body.usage),
      ...(isAdjusted(adjustments) ? { adjustments } : {}),
    };
  } catch (error) {
    throw guard.failure(error);
  } finally {
    guard.dispose();
  }
}

/** Splits a server-sent event stream into the `data:` payloads of its events. */
export async function* sseData(body: ReadableStream<Uint8Array>, onChunk?: () => void): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = "";
  const reader = body.getReader();
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) break;
      onChunk?.();
      buffer += decoder.decode(value, { stream: true });
      let boundary: RegExpExecArray | null;
      while ((boundary = /\r?\n\r?\n/.exec(buffer))) {
        const event = buffer.slice(0, boundary.index);
        buffer = buffer.slice(boundary.index + boundary[0].length);
        const data = event
          .split(/\r?\n/)
          .filter((line) => line.startsWith("data:"))
          .map((line) => line.slice(5).replace(/^ /, ""))
          .join("\n");
        if (data) yield data;
      }
    }
    const rest = buffer.trim();
    if (rest.startsWith("data:")) yield rest.slice(5).trim();
  } finally {
    reader.releaseLock();
  }
}

/**
 * The answer as it is written: `delta` events, then one `done` with the whole
 * text and the usage figures (asked for with `stream_options.include_usage`).
 */
export async function* streamCompletion(
  config: ProviderConfig,
  messages: ChatMessage[],
  options: RequestOptions = {},
): AsyncGenerator<StreamEvent> {
  const guard = watchdog(options);
  try {
    const { response, adjustments } = await openAdjusted(config, messages, true, guard.signal);
    if (!response.body) throw new ProviderError("AI sağlayıcısının yanıtı boş.", response.status, "protocol");
    let content = "";
    let model = config.model;
    let usage: Usage | null = null;
    for await (const data of sseData(response.body, guard.touch)) {
      if (data === "[DONE]") break;
      let chunk: { model?: unknown; choices?: { delta?: { content?: unknown } }[]; usage?: unknown; error?: { message?: unknown } };
      try {
        chunk = JSON.parse(data);
      } catch {
        throw new ProviderError("AI sağlayıcısının akışı anlaşılamadı.", response.status, "protocol");
      }
      if (chunk.error) {
        throw new ProviderError(typeof chunk.error.message === "string" ? chunk.error.message : "AI sağlayıcısı hata bildirdi.");
      }
      if (typeof chunk.model === "string") model = chunk.model;
      usage = readUsage(chunk.usage) ?? usage;
      const text = chunk.choices?.[0]?.delta?.content;
      if (typeof text === "string" && text) {
        content += text;
        yield { type: "delta", text };
      }
    }
    yield { type: "done", completion: { content, model, usage, ...(isAdjusted(adjustments) ? { adjustments } : {}) } };
  } catch (error) {
    throw guard.failure(error);
  } finally {
    guard.dispose();
  }
}
