import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  path: string;
  authorization: string;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    stream?: boolean;
    [key: string]: unknown;
  };
}

/**
 * How strict the fake is about parameters, like the servers met in practice:
 * - `lenient`: accepts anything (the default);
 * - `reasoning`: today's OpenAI reasoning models: refuses `max_tokens` and any `temperature` but 1;
 * - `legacy`: an older compatible server: refuses `max_completion_tokens` and `stream_options`,
 *   naming them only in the message.
 */
export type FakeMode = "lenient" | "reasoning" | "legacy";

/** The fake's `GET /v1/models` list until changed with `setModels`. */
export const FAKE_MODELS = ["gpt-4.1-mini", "gpt-4o-mini", "gpt-5", "gpt-5-mini", "gpt-5-nano"];

export interface FakeOpenAi {
  /** The base URL to put in the AI settings (ends in /v1). */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Answers to give, in order, before falling back to the echo answer. */
  enqueue(...contents: string[]): void;
  /** Answer every request with this HTTP status and error message until cleared with null. */
  setError(error: { status: number; message: string } | null): void;
  /** Wait this long before answering (and before each streamed chunk). */
  setDelay(ms: number): void;
  /** Keeps a stream in its "thinking" phase: the wait between the opening chunk and the first token. */
  holdFirstToken(ms: number): void;
  /** Which parameters the fake refuses (see FakeMode); `reset` goes back to lenient. */
  setMode(mode: FakeMode): void;
  /** The list `GET /v1/models` gives; null answers 404 (a server without a list). */
  setModels(models: string[] | null): void;
  /** Whether `POST /v1/embeddings` answers (true by default); false: 404, as a server without embeddings. */
  setEmbeddings(on: boolean): void;
  /** The texts each embeddings request carried, in order (those answered 404 too). */
  embeddingInputs: string[][];
  /** A model the provider no longer has: chat requests for it get 404 `model_not_found`. */
  removeModel(model: string): void;
  /** Requests that got a 400 for a refused parameter or a 404 for a removed model. */
  refusals(): number;
  /** Streamed answers whose client went away before the last chunk. */
  abortedStreams(): number;
  /** Resolves when a stream is cut off by its client. */
  nextAbort(): Promise<void>;
  reset(): void;
  close(): Promise<void>;
}

/** Dimensions of the fake's vectors. */
export const FAKE_EMBEDDING_DIMS = 256;

function foldForFake(text: string): string {
  return text
    .toLocaleLowerCase("tr-TR")
    .replace(/ı/g, "i")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
}

/**
 * The fake's stand-in for an embedding model, NOT a model: the text's words, folded (ş→s, ı→i,
 * case), cut to their first five letters (the "F5" truncation stemmer that works well for Turkish
 * retrieval, Can et al. 2008), each hashed (FNV-1a) into one of 256 dimensions, counted and
 * normalised to length 1. Two texts are similar exactly as far as they share five-letter stems,
 * so a test can reason about it: "kuantumsal" and "Kuantum" meet at "kuant", which a keyword
 * search for "kuantumsal" does not find. Words under three letters are left out.
 */
export function fakeEmbedding(text: string): number[] {
  const vector = new Array<number>(FAKE_EMBEDDING_DIMS).fill(0);
  for (const word of foldForFake(text).match(/[a-z0-9]+/g) ?? []) {
    if (word.length < 3) continue;
    let hash = 0x811c9dc5;
    for (const char of word.slice(0, 5)) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
    vector[hash % FAKE_EMBEDDING_DIMS]! += 1;
  }
  const norm = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));
  return norm === 0 ? vector : vector.map((value) => value / norm);
}

export const FAKE_USAGE = { prompt_tokens: 21, completion_tokens: 13, total_tokens: 34 };

/** The default answer: Markdown that echoes the question, so a test can tell exchanges apart. */
export function echoAnswer(question: string) {
  return `**Yanıt:** ${question}\n\n- birinci madde\n- ikinci madde`;
}

function chunks(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [text];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type ApiError = { status: number; error: { message: string; type: string; param: string | null; code: string | null } };

/** OpenAI's answer to a parameter a model does not take, word for word. */
function unsupportedParameter(param: string, instead?: string): ApiError {
  return {
    status: 400,
    error: {
      message: `Unsupported parameter: '${param}' is not supported with this model.${instead ? ` Use '${instead}' instead.` : ""}`,
      type: "invalid_request_error",
      param,
      code: "unsupported_parameter",
    },
  };
}

/** What an older server says about an argument it does not know: the name only in the message. */
function unrecognisedArgument(param: string): ApiError {
  return {
    status: 400,
    error: { message: `Unrecognized request argument supplied: ${param}`, type: "invalid_request_error", param: null, code: null },
  };
}

/** The refusal `mode` gives this body, if any. */
function refusal(mode: FakeMode, body: RecordedRequest["body"]): ApiError | null {
  if (mode === "reasoning") {
    if ("max_tokens" in body) return unsupportedParameter("max_tokens", "max_completion_tokens");
    if ("temperature" in body && body.temperature !== 1) {
      return {
        status: 400,
        error: {
          message: `Unsupported value: 'temperature' does not support ${String(body.temperature)} with this model. Only the default (1) value is supported.`,
          type: "invalid_request_error",
          param: "temperature",
          code: "unsupported_value",
        },
      };
    }
  }
  if (mode === "legacy") {
    if ("max_completion_tokens" in body) return unrecognisedArgument("max_completion_tokens");
    if ("stream_options" in body) return unrecognisedArgument("stream_options");
  }
  return null;
}

/**
 * A stand-in for an OpenAI-compatible `POST /v1/chat/completions` and `GET /v1/models`
 * on 127.0.0.1: whole and streamed answers with usage figures, an error mode, a slow mode,
 * the parameter refusals of real servers (FakeMode) and removed models; and `POST /v1/embeddings`
 * with `fakeEmbedding`'s vectors in OpenAI's shape (turned off with `setEmbeddings(false)`: 404).
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = [];
  let queue: string[] = [];
  let error: { status: number; message: string } | null = null;
  let delay = 0;
  let firstTokenDelay = 0;
  let aborted = 0;
  let abortWaiters: (() => void)[] = [];
  let mode: FakeMode = "lenient";
  let models: string[] | null = FAKE_MODELS;
  const removed = new Set<string>();
  let refused = 0;
  let embeddings = true;
  const embeddingInputs: string[][] = [];
  const sendJson = (res: http.ServerResponse, status: number, payload: unknown) =>
    res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(payload));

  const server = http.createServer(async (req, res) => {
    const raw: Buffer[] = [];
    for await (const part of req) raw.push(part as Buffer);
    if (req.method === "GET" && req.url === "/v1/models") {
      if (!models) return sendJson(res, 404, { error: { message: "Not found" } });
      const list = models.filter((id) => !removed.has(id)).map((id) => ({ id, object: "model", created: 1_700_000_000, owned_by: "fake" }));
      return sendJson(res, 200, { object: "list", data: list });
    }
    if (req.method === "POST" && req.url === "/v1/embeddings") {
      let body: { model?: string; input?: string | string[] };
      try {
        body = JSON.parse(Buffer.concat(raw).toString("utf8"));
      } catch {
        return sendJson(res, 400, { error: { message: "bad json" } });
      }
      const input = typeof body.input === "string" ? [body.input] : (body.input ?? []);
      embeddingInputs.push(input);
      if (!embeddings) return sendJson(res, 404, { error: { message: "Not found" } });
      if (delay) await sleep(delay);
      const tokens = input.reduce((sum, text) => sum + Math.ceil(text.length / 4), 0);
      return sendJson(res, 200, {
        object: "list",
        data: input.map((text, index) => ({ object: "embedding", index, embedding: fakeEmbedding(text) })),
        model: body.model ?? "fake-embedding",
        usage: { prompt_tokens: tokens, total_tokens: tokens },
      });
    }
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404, { "Content-Type": "application/json" }).end(JSON.stringify({ error: { message: "not found" } }));
      return;
    }
    let body: RecordedRequest["body"];
    try {
      body = JSON.parse(Buffer.concat(raw).toString("utf8"));
    } catch {
      res.writeHead(400, { "Content-Type": "application/json" }).end(JSON.stringify({ error: { message: "bad json" } }));
      return;
    }
    requests.push({ path: req.url, authorization: req.headers.authorization ?? "", body });

    if (delay) await sleep(delay);
    if (error) {
      res.writeHead(error.status, { "Content-Type": "application/json" }).end(JSON.stringify({ error: { message: error.message } }));
      return;
    }
    if (body.model && removed.has(body.model)) {
      refused++;
      return sendJson(res, 404, {
        error: {
          message: `The model \`${body.model}\` does not exist or you do not have access to it.`,
          type: "invalid_request_error",
          param: null,
          code: "model_not_found",
        },
      });
    }
    const refusedWith = refusal(mode, body);
    if (refusedWith) {
      refused++;
      return sendJson(res, refusedWith.status, { error: refusedWith.error });
    }
    const question = [...(body.messages ?? [])].reverse().find((m) => m.role === "user")?.content ?? "";
    const content = queue.shift() ?? echoAnswer(question);
    const model = body.model ?? "fake-model";

    if (!body.stream) {
      res.writeHead(200, { "Content-Type": "application/json" }).end(
        JSON.stringify({
          id: "chatcmpl-fake",
          object: "chat.completion",
          model,
          choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
          usage: FAKE_USAGE,
        }),
      );
      return;
    }

    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "keep-alive" });
    res.flushHeaders();
    let closed = false;
    res.on("close", () => {
      if (!res.writableFinished) {
        closed = true;
        aborted++;
        for (const resolve of abortWaiters) resolve();
        abortWaiters = [];
      }
    });
    const send = (payload: unknown) => res.write(`data: ${JSON.stringify(payload)}\n\n`);
    const base = { id: "chatcmpl-fake", object: "chat.completion.chunk", model };
    send({ ...base, choices: [{ index: 0, delta: { role: "assistant" }, finish_reason: null }] });
    if (firstTokenDelay) await sleep(firstTokenDelay);
    for (const piece of chunks(content)) {
      if (delay) await sleep(delay);
      if (closed) return;
      send({ ...base, choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] });
    }
    send({ ...base, choices: [{ index: 0, delta: {}, finish_reason: "stop" }] });
    // Usage comes in a last chunk only when asked for, as OpenAI does it.
    if (body.stream_options) send({ ...base, choices: [], usage: FAKE_USAGE });
    res.end("data: [DONE]\n\n");
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...contents) => queue.push(...contents),
    setError: (value) => (error = value),
    setDelay: (ms) => (delay = ms),
    holdFirstToken: (ms) => (firstTokenDelay = ms),
    setMode: (value) => (mode = value),
    setModels: (value) => (models = value),
    removeModel: (model) => removed.add(model),
    setEmbeddings: (on) => (embeddings = on),
    embeddingInputs,
    refusals: () => refused,
    abortedStreams: () => aborted,
    nextAbort: () => new Promise<void>((resolve) => abortWaiters.push(resolve)),
    reset() {
      requests.length = 0;
      queue = [];
      error = null;
      delay = 0;
      firstTokenDelay = 0;
      mode = "lenient";
      models = FAKE_MODELS;
      removed.clear();
      refused = 0;
      embeddings = true;
      embeddingInputs.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
