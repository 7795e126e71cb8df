/**
 * Speaks the OpenAI chat-completions protocol (`POST {base_url}/chat/completions`)
 * to the OpenAI API or any compatible server, such as a local model server.
 * Every AI feature of the site goes through here.
 */

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
    readonly kind: "http" | "timeout" | "network" | "protocol" | "aborted" = "http",
  ) {
    super(message);
    this.name = "ProviderError";
  }
}

export function chatCompletionsUrl(baseUrl: string) {
  return `${baseUrl.replace(/\/+$/, "")}/chat/completions`;
}

function requestBody(config: ProviderConfig, messages: ChatMessage[], stream: boolean) {
  return {
    model: config.model,
    messages,
    max_tokens: config.maxTokens,
    temperature: config.temperature,
    top_p: config.topP,
    frequency_penalty: config.frequencyPenalty,
    presence_penalty: config.presencePenalty,
    ...(stream ? { stream: true, stream_options: { include_usage: true } } : {}),
  };
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
  try {
    const text = await response.text();
    try {
      const body = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown };
      const candidate = typeof body.error === "string" ? body.error : (body.error?.message ?? body.message);
      message = typeof candidate === "string" ? candidate : "";
    } catch {
      message = text.slice(0, 300);
    }
  } catch {
    // the body could not be read; the status alone must do
  }
  return new ProviderError(message.trim() || `AI sağlayıcısı ${response.status} durum kodu döndürdü.`, response.status);
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

/** One whole answer. */
export async function complete(config: ProviderConfig, messages: ChatMessage[], options: RequestOptions = {}): Promise<Completion> {
  const guard = watchdog(options);
  try {
    const response = await post(config, requestBody(config, messages, false), guard.signal, "application/json");
    if (!response.ok) throw await errorFromResponse(response);
    const body = (await response.json().catch(() => {
      throw new ProviderError("AI sağlayıcısının yanıtı anlaşılamadı.", response.status, "protocol");
    })) as {
      model?: unknown;
      choices?: { message?: { content?: unknown } }[];
      usage?: unknown;
    };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== "string") throw new ProviderError("AI sağlayıcısının yanıtı anlaşılamadı.", response.status, "protocol");
    return { content, model: typeof body.model === "string" ? body.model : config.model, usage: readUsage(body.usage) };
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
    const response = await post(config, requestBody(config, messages, true), guard.signal, "text/event-stream");
    if (!response.ok) throw await errorFromResponse(response);
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
    yield { type: "done", completion: { content, model, usage } };
  } catch (error) {
    throw guard.failure(error);
  } finally {
    guard.dispose();
  }
}
