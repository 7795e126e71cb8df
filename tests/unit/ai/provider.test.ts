import { describe, expect, it } from "vitest";
import { ProviderError, complete, streamCompletion, type ProviderConfig } from "~/services/ai-provider.server";
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

  it("reports the provider's error text", async () => {
    provider.fake.setError({ status: 401, message: "Incorrect API key provided" });
    await expect(complete(config(), [{ role: "user", content: "x" }])).rejects.toMatchObject({
      message: "Incorrect API key provided",
      status: 401,
    });
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
    expect(error).toMatchObject({ kind: "network" });
    expect(error.message).toMatch(/^AI sağlayıcısına bağlanılamadı/);
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
