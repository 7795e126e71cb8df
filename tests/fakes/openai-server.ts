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
  /** Streamed answers whose client went away before the last chunk. */
  abortedStreams(): number;
  /** Resolves when a stream is cut off by its client. */
  nextAbort(): Promise<void>;
  reset(): void;
  close(): Promise<void>;
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

/**
 * A stand-in for an OpenAI-compatible `POST /v1/chat/completions` on 127.0.0.1:
 * whole and streamed answers with usage figures, an error mode and a slow mode.
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = [];
  let queue: string[] = [];
  let error: { status: number; message: string } | null = null;
  let delay = 0;
  let firstTokenDelay = 0;
  let aborted = 0;
  let abortWaiters: (() => void)[] = [];

  const server = http.createServer(async (req, res) => {
    const raw: Buffer[] = [];
    for await (const part of req) raw.push(part as Buffer);
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
    send({ ...base, choices: [], usage: FAKE_USAGE });
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
    abortedStreams: () => aborted,
    nextAbort: () => new Promise<void>((resolve) => abortWaiters.push(resolve)),
    reset() {
      requests.length = 0;
      queue = [];
      error = null;
      delay = 0;
      firstTokenDelay = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
