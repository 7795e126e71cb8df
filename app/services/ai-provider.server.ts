/**
 * Speaks the OpenAI chat-completions protocol (`POST {base_url}/chat/completions`)
 * to the OpenAI API or any compatible server, such as a local model server.
 * Every AI feature of the site goes through here. The base URL is admin-set, so every call goes
 * through the outside-call core (`openOutside`): the address checked when connecting, no redirect
 * at all (the key is meant for this address only), a size cap on every answer and time limits.
 *
 * Providers differ in the parameters they accept (today's reasoning models refuse
 * `max_tokens` and any `temperature` but 1; older servers refuse `max_completion_tokens`
 * and `stream_options`). A refused parameter is adjusted and the request retried, and
 * what was learnt is kept per base URL and model (rules in `~/lib/ai/parameters`).
 */

import { z } from "~/lib/zod";
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
import { OutsideError, openOutside, readAllBytes, type OutsideResponse } from "./outside/read.server";
import { recordAiCall } from "~/server/ops/metrics.server";
import { logger } from "~/server/log.server";

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
/** A whole answer; generous for long reasoning answers, far below what would hurt the process. */
export const COMPLETION_MAX_BYTES = 4 * 1024 * 1024;
/** A streamed answer, whose every token comes wrapped in a JSON event. */
export const STREAM_MAX_BYTES = 16 * 1024 * 1024;

/**
 * What an admin is told, in our own words: a refused connection, a timeout and an HTTP error read
 * alike (no port-scan oracle); only a refused key and a rate limit are named, since the admin must
 * be able to act on them. The provider's own text never reaches a notification or a page.
 */
export const PROVIDER_UNREACHABLE =
  "AI sağlayıcısından yanıt alınamadı (bağlantı, zaman aşımı ya da hata yanıtı; ayrıntı sunucu günlüğünde).";
const PROVIDER_UNUSABLE = "AI sağlayıcısının yanıtı anlaşılamadı.";

function statusWords(status: number) {
  if (status === 401 || status === 403) return "AI sağlayıcısı API anahtarını kabul etmedi.";
  if (status === 429) return "AI sağlayıcısı istek sınırına ulaşıldığını bildirdi.";
  return PROVIDER_UNREACHABLE;
}

/** A failure the provider reported or caused; `message` is our own Turkish, fit to show an admin. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly kind: "http" | "timeout" | "network" | "protocol" | "aborted" | "model_missing" = "http",
    /** The provider's own error text, for the server log and for deciding what to retry; never shown. */
    readonly detail?: string,
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

async function errorFromResponse(response: OutsideResponse): Promise<ProviderError> {
  let detail = "";
  const details: { param?: string | null; code?: string | null } = {};
  try {
    const text = (await readAllBytes(response)).toString("utf8");
    try {
      const body = JSON.parse(text) as { error?: { message?: unknown; param?: unknown; code?: unknown } | string; message?: unknown };
      const candidate = typeof body.error === "string" ? body.error : (body.error?.message ?? body.message);
      detail = typeof candidate === "string" ? candidate : "";
      if (body.error && typeof body.error === "object") {
        if (typeof body.error.param === "string") details.param = body.error.param;
        if (typeof body.error.code === "string") details.code = body.error.code;
      }
    } catch {
      detail = text.slice(0, 300);
    }
  } catch {
    // the body could not be read (or was over the cap); the status alone must do
  }
  logger.warn({ status: response.status, detail: detail.slice(0, 300) }, "AI sağlayıcısı hata döndürdü");
  return new ProviderError(statusWords(response.status), response.status, "http", detail.trim() || undefined, details);
}

/** Any failure of a call as a ProviderError in our words; the precise cause goes to the server log. */
function providerFailure(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  const kind = error instanceof OutsideError ? error.kind : "network";
  if (kind === "aborted") return new ProviderError("İstek iptal edildi.", undefined, "aborted");
  logger.warn({ err: error }, "AI sağlayıcısına ulaşılamadı");
  if (kind === "too-large" || kind === "bad-shape") return new ProviderError(PROVIDER_UNUSABLE, undefined, "protocol");
  return new ProviderError(PROVIDER_UNREACHABLE, undefined, kind === "timeout" ? "timeout" : "network");
}

function post(config: ProviderConfig, body: unknown, options: RequestOptions, accept: string, stream: boolean) {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return openOutside(chatCompletionsUrl(config.baseUrl), {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: accept,
      Authorization: `Bearer ${config.apiKey}`,
    },
    body: JSON.stringify(body),
    signal: options.signal,
    firstByteMs: timeoutMs,
    idleMs: timeoutMs,
    // A whole answer must be done within the time limit; a stream only must not fall silent.
    totalMs: stream ? undefined : timeoutMs,
    maxBytes: stream ? STREAM_MAX_BYTES : COMPLETION_MAX_BYTES,
    // The key is meant for this address only: a redirect is a failure, not followed.
    redirects: "none",
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
  options: RequestOptions,
): Promise<{ response: OutsideResponse; adjustments: RequestAdjustments }> {
  const profile = await getModelProfile(config.baseUrl, config.model);
  let adjustments = profile.adjustments;
  const refused: AdjustableParameter[] = [];
  for (let attempt = 1; ; attempt++) {
    const response = await post(
      config,
      requestBody(config, messages, stream, adjustments),
      options,
      stream ? "text/event-stream" : "application/json",
      stream,
    );
    if (response.status >= 200 && response.status <= 299) {
      if (refused.length) await saveAdjustments(config.baseUrl, config.model, adjustments);
      // Only a model once reported missing costs a write here.
      if (profile.missing) await clearMissingModel(config.baseUrl, config.model);
      return { response, adjustments };
    }
    const error = await errorFromResponse(response);
    if (await isMissingModel(config, error)) {
      throw new ProviderError(MODEL_MISSING, error.status, "model_missing", error.detail, error.details);
    }
    // The provider's own words name the refused parameter; ours are for people.
    const parameter = refusedParameter({ status: response.status, message: error.detail ?? "", ...error.details });
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
/** A provider's model list: a few hundred names at most in practice. */
const MODEL_LIST_MAX_BYTES = 1024 * 1024;
const MODEL_MISSING = "AI sağlayıcısında bu model artık yok.";

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
  const timeoutMs = options.timeoutMs ?? MODEL_LIST_TIMEOUT_MS;
  try {
    const response = await openOutside(modelsUrl(config.baseUrl), {
      headers: { Accept: "application/json", Authorization: `Bearer ${config.apiKey}` },
      signal: options.signal,
      firstByteMs: timeoutMs,
      idleMs: timeoutMs,
      totalMs: timeoutMs,
      maxBytes: MODEL_LIST_MAX_BYTES,
      redirects: "none",
    });
    if (response.status < 200 || response.status > 299) throw await errorFromResponse(response);
    let list: unknown = null;
    try {
      list = JSON.parse((await readAllBytes(response)).toString("utf8"));
    } catch {
      // not JSON: no list
    }
    const parsed = modelListSchema.safeParse(list);
    if (!parsed.success) throw new ProviderError("AI sağlayıcısı model listesi vermedi.", response.status, "protocol");
    return [...new Set(parsed.data.data.map((model) => model.id))].sort((a, b) => a.localeCompare(b));
  } catch (error) {
    throw providerFailure(error);
  }
}

/** One whole answer. */
export async function complete(config: ProviderConfig, messages: ChatMessage[], options: RequestOptions = {}): Promise<Completion> {
  try {
    const { response, adjustments } = await openAdjusted(config, messages, false, options);
    const text = (await readAllBytes(response)).toString("utf8");
    const body = (() => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new ProviderError(PROVIDER_UNUSABLE, response.status, "protocol");
      }
    })() as {
      model?: unknown;
      choices?: { message?: { content?: unknown } }[];
      usage?: unknown;
    };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== "string") throw new ProviderError(PROVIDER_UNUSABLE, response.status, "protocol");
    const usage = readUsage(body.usage);
    recordAiCall(usage);
    return {
      content,
      model: typeof body.model === "string" ? body.model : config.model,
      usage,
      ...(isAdjusted(adjustments) ? { adjustments } : {}),
    };
  } catch (error) {
    throw providerFailure(error);
  }
}

/** Splits a server-sent event stream into the `data:` payloads of its events. */
export async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = "";
  const reader = body.getReader();
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) break;
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
  let response: OutsideResponse | undefined;
  try {
    const opened = await openAdjusted(config, messages, true, options);
    response = opened.response;
    const adjustments = opened.adjustments;
    let content = "";
    let model = config.model;
    let usage: Usage | null = null;
    for await (const data of sseData(response.body)) {
      if (data === "[DONE]") break;
      let chunk: { model?: unknown; choices?: { delta?: { content?: unknown } }[]; usage?: unknown; error?: { message?: unknown } };
      try {
        chunk = JSON.parse(data);
      } catch {
        throw new ProviderError("AI sağlayıcısının akışı anlaşılamadı.", response.status, "protocol");
      }
      if (chunk.error) {
        const detail = typeof chunk.error.message === "string" ? chunk.error.message : undefined;
        logger.warn({ detail: detail?.slice(0, 300) }, "AI sağlayıcısı akışta hata bildirdi");
        throw new ProviderError(PROVIDER_UNREACHABLE, response.status, "http", detail);
      }
      if (typeof chunk.model === "string") model = chunk.model;
      usage = readUsage(chunk.usage) ?? usage;
      const text = chunk.choices?.[0]?.delta?.content;
      if (typeof text === "string" && text) {
        content += text;
        yield { type: "delta", text };
      }
    }
    recordAiCall(usage);
    yield { type: "done", completion: { content, model, usage, ...(isAdjusted(adjustments) ? { adjustments } : {}) } };
  } catch (error) {
    throw providerFailure(error);
  } finally {
    // Also ends the upstream request when the caller stopped reading early.
    response?.cancel();
  }
}
