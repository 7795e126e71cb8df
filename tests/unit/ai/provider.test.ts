import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  COMPLETION_MAX_BYTES,
  PROVIDER_UNREACHABLE,
  ProviderError,
  STREAM_MAX_BYTES,
  complete,
  streamCompletion,
  type ProviderConfig,
} from "~/services/ai-provider.server";
import { decryptSecret, encryptSecret, maskSecret } from "~/server/crypto.server";
import { resetEnv } from "~/server/env.server";
import { FAKE_USAGE, echoAnswer } from "../../fakes/openai-server";
import { useTestDatabase } from "../../setup/test-db";
import { useFakeOpenAi } from "./helpers";

// What each provider and model accept is kept in the database.
useTestDatabase({ seeded: false });
const provider = useFakeOpenAi();

function config(overrides: Partial<ProviderConfig> = {}): ProviderConfig {
  return {
    baseUrl: provider.fake.baseUrl,
    apiKey: "sk-abc",
    model: "gpt-4o",
    maxTokens: 300,
    temperature: 0.2,
    topP: 0.8,
    frequencyPenalty: 0.1,
    presencePenalty: -0.5,
    ...overrides,
  };
}

describe("provider protocol", () => {
  it("posts the model, the parameters and the messages, and returns the answer with usage", async () => {
    const result = await complete(config({ baseUrl: `${provider.fake.baseUrl}/` }), [
      { role: "system", content: "sys" },
      { role: "user", content: "Merhaba" },
    ]);
    expect(result).toEqual({
      content: echoAnswer("Merhaba"),
      model: "gpt-4o",
      usage: { promptTokens: 21, completionTokens: 13, totalTokens: 34 },
    });
    const [request] = provider.fake.requests;
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.authorization).toBe("Bearer sk-abc");
    expect(request.body).toMatchObject({
      model: "gpt-4o",
      max_completion_tokens: 300,
      temperature: 0.2,
      top_p: 0.8,
      frequency_penalty: 0.1,
      presence_penalty: -0.5,
      messages: [
        { role: "system", content: "sys" },
        { role: "user", content: "Merhaba" },
      ],
    });
    expect(request.body.stream).toBeUndefined();
  });

  it("assembles a streamed answer chunk by chunk and reads the usage from the last chunk", async () => {
    const deltas: string[] = [];
    let done: unknown;
    for await (const event of streamCompletion(config(), [{ role: "user", content: "Akış" }])) {
      if (event.type === "delta") deltas.push(event.text);
      else done = event.completion;
    }
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join("")).toBe(echoAnswer("Akış"));
    expect(done).toEqual({
      content: echoAnswer("Akış"),
      model: "gpt-4o",
      usage: {
        promptTokens: FAKE_USAGE.prompt_tokens,
        completionTokens: FAKE_USAGE.completion_tokens,
        totalTokens: FAKE_USAGE.total_tokens,
      },
    });
    expect(provider.fake.requests[0].body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
  });

  it("reports a refused key in our words, keeping the provider's text only as the never-shown detail", async () => {
    provider.fake.setError({ status: 401, message: "Incorrect API key provided" });
    await expect(complete(config(), [{ role: "user", content: "x" }])).rejects.toMatchObject({
      message: "AI sağlayıcısı API anahtarını kabul etmedi.",
      status: 401,
      detail: "Incorrect API key provided",
    });
    provider.fake.setError({ status: 500, message: "<html>internal page</html>" });
    const error = (await complete(config(), [{ role: "user", content: "x" }]).catch((e: unknown) => e)) as ProviderError;
    expect(error.message).toBe(PROVIDER_UNREACHABLE);
    expect(error.message).not.toContain("internal");
  });

  it("gives up after the timeout", async () => {
    provider.fake.setDelay(500);
    const error = await complete(config(), [{ role: "user", content: "x" }], { timeoutMs: 100 }).catch((e) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.kind).toBe("timeout");
  });

  it("aborts the upstream stream when the caller's signal fires", async () => {
    provider.fake.setDelay(40);
    const stop = new AbortController();
    const aborted = provider.fake.nextAbort();
    const received: string[] = [];
    const error = await (async () => {
      for await (const event of streamCompletion(config(), [{ role: "user", content: "uzun bir soru burada" }], { signal: stop.signal })) {
        if (event.type === "delta") received.push(event.text);
        if (received.length === 2) stop.abort();
      }
    })().catch((e) => e);
    expect(error).toMatchObject({ kind: "aborted" });
    await aborted;
    expect(provider.fake.abortedStreams()).toBe(1);
  });

  it("reports an unreachable server as a network error", async () => {
    const error = await complete(config({ baseUrl: "http://127.0.0.1:9/v1" }), [{ role: "user", content: "x" }]).catch((e) => e);
    expect(error).toMatchObject({ kind: "network", message: PROVIDER_UNREACHABLE });
  });
});

describe("answers over the cap", () => {
  let server: http.Server;
  let baseUrl = "";
  let sent = 0;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      req.resume();
      const stream = req.url?.includes("stream");
      res.writeHead(200, { "Content-Type": stream ? "text/event-stream" : "application/json" });
      // Would send 300 MB: a JSON answer that never closes, or events that never end.
      res.write(stream ? "" : '{"choices":[{"message":{"content":"');
      const chunk = stream
        ? Buffer.from(`data: ${JSON.stringify({ choices: [{ delta: { content: "x".repeat(4000) } }] })}\n\n`.repeat(16))
        : Buffer.alloc(256 * 1024, 120);
      const pump = () => {
        while (sent < 300 * 1024 * 1024 && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        res.end();
      };
      pump();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("cuts a 300 MB whole answer at the cap", async () => {
    sent = 0;
    const before = process.memoryUsage().rss;
    const error = await complete(config({ baseUrl: `${baseUrl}/v1` }), [{ role: "user", content: "x" }]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ kind: "protocol" });
    expect(sent).toBeLessThan(COMPLETION_MAX_BYTES + 32 * 1024 * 1024);
    expect(process.memoryUsage().rss - before).toBeLessThan(96 * 1024 * 1024);
  });

  it("cuts an endless stream at the cap", async () => {
    sent = 0;
    let deltas = 0;
    const error = await (async () => {
      for await (const event of streamCompletion(config({ baseUrl: `${baseUrl}/stream/v1` }), [{ role: "user", content: "x" }])) {
        if (event.type === "delta") deltas += 1;
      }
    })().catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "protocol" });
    expect(deltas).toBeGreaterThan(0);
    expect(sent).toBeLessThan(STREAM_MAX_BYTES + 32 * 1024 * 1024);
  });
});

describe("key encryption", () => {
  it("round-trips, never contains the key, and fails closed under another secret", () => {
    const sealed = encryptSecret("sk-live-XYZ987");
    expect(sealed).not.toContain("sk-live");
    expect(encryptSecret("sk-live-XYZ987")).not.toBe(sealed);
    expect(decryptSecret(sealed)).toBe("sk-live-XYZ987");
    const original = process.env.SESSION_SECRET;
    process.env.SESSION_SECRET = "another-secret-0123456789abcdef";
    resetEnv();
    try {
      expect(decryptSecret(sealed)).toBeNull();
    } finally {
      process.env.SESSION_SECRET = original;
      resetEnv();
    }
    expect(decryptSecret(`${sealed.slice(0, -2)}AA`)).toBeNull();
    expect(maskSecret("sk-live-XYZ987")).toBe("••••••••Z987");
    expect(maskSecret("abcd")).toBe("••••");
  });
});
