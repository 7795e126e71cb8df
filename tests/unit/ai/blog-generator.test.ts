import { describe, expect, it } from "vitest";
import { blogMaxTokens, titleSuggestions } from "~/lib/blog/ai-draft";
import { action as generateAction } from "~/routes/api.ai.generate-blog";
import { action as suggestAction } from "~/routes/api.ai.suggest-titles";
import { parseTitleList } from "~/services/ai-blog.server";
import { useTestDatabase } from "../../setup/test-db";
import { requestWith, sessionCookie } from "../../setup/requests";
import { configureProvider, useFakeOpenAi } from "./helpers";

useTestDatabase();
const provider = useFakeOpenAi();

const args = (request: Request) => ({ request, params: {}, context: { clientIp: "10.0.0.9", cspNonce: "" } });
const post = (url: string, cookie: string, body: unknown, action: typeof generateAction) =>
  action(args(requestWith(url, { method: "POST", cookie, body: JSON.stringify(body) }))) as Promise<Response>;

const generatedPost = JSON.stringify({ title: "Başlık", excerpt: "Özet.", content: "<p>Metin</p>", tags: ["a"] });

describe("the blog generator's token budget", () => {
  it("grows with the chosen length, three tokens a word at the range's top plus 600", () => {
    expect(blogMaxTokens("short")).toBe(2100);
    expect(blogMaxTokens("medium")).toBe(3000);
    expect(blogMaxTokens("long")).toBe(4200);
  });

  it("asks the provider for that budget, or the configured limit when it is larger", async () => {
    const admin = await sessionCookie("admin");
    const request = { category: "Bitcoin", topic: "Halving", length: "long" };
    await configureProvider(provider.fake.baseUrl, { max_tokens: 500 });
    provider.fake.enqueue(generatedPost);
    expect((await post("/api/ai/generate-blog", admin, request, generateAction)).status).toBe(200);
    expect(provider.fake.requests[0].body.max_completion_tokens).toBe(4200);

    await configureProvider(provider.fake.baseUrl, { max_tokens: 4000 });
    provider.fake.enqueue(generatedPost);
    expect((await post("/api/ai/generate-blog", admin, { ...request, length: "short" }, generateAction)).status).toBe(200);
    expect(provider.fake.requests[1].body.max_completion_tokens).toBe(4000);
  });
});

describe("title suggestions", () => {
  it("come from the provider when one is configured", async () => {
    await configureProvider(provider.fake.baseUrl);
    provider.fake.enqueue('İşte öneriler:\n```json\n["DeFi Nedir?", " DeFi  Riskleri ", "DeFi Nedir?", ""]\n```');
    const response = await post("/api/ai/suggest-titles", await sessionCookie("admin"), { category: "DeFi", seed: 7 }, suggestAction);
    expect(await response.json()).toEqual({ suggestions: ["DeFi Nedir?", "DeFi Riskleri"], source: "ai", seed: 7 });
    const prompt = provider.fake.requests[0].body.messages?.at(-1)?.content ?? "";
    expect(prompt).toContain("Kategori: DeFi");
    expect(prompt).toContain("Öneri turu: 7");

    // The same category and round again is answered from memory, without another request.
    const again = await post("/api/ai/suggest-titles", await sessionCookie("admin"), { category: "DeFi", seed: 7 }, suggestAction);
    expect((await again.json()).suggestions).toEqual(["DeFi Nedir?", "DeFi Riskleri"]);
    expect(provider.fake.requests).toHaveLength(1);
  });

  it("fall back to the built-in list, and say so, when the answer is unusable or the provider fails", async () => {
    await configureProvider(provider.fake.baseUrl);
    provider.fake.enqueue("Üzgünüm, öneri veremem.");
    const unusable = await post("/api/ai/suggest-titles", await sessionCookie("admin"), { category: "Ethereum", seed: 3 }, suggestAction);
    expect(await unusable.json()).toEqual({ suggestions: titleSuggestions("Ethereum", 3), source: "local", seed: 3 });

    provider.fake.setError({ status: 500, message: "boom" });
    const failing = await post("/api/ai/suggest-titles", await sessionCookie("admin"), { category: "Ethereum", seed: 4 }, suggestAction);
    expect((await failing.json()).source).toBe("local");
  });

  it("are the built-in list without a provider", async () => {
    const response = await post("/api/ai/suggest-titles", await sessionCookie("admin"), { category: "Bitcoin", seed: 1 }, suggestAction);
    expect(await response.json()).toEqual({ suggestions: titleSuggestions("Bitcoin", 1), source: "local", seed: 1 });
    expect(provider.fake.requests).toHaveLength(0);
  });

  it("read only a JSON list of strings, at most five, each at most 200 characters", () => {
    expect(parseTitleList("[1, 2]")).toEqual([]);
    expect(parseTitleList("yok")).toEqual([]);
    expect(parseTitleList(JSON.stringify(["a", "b", "c", "d", "e", "f", "x".repeat(201)]))).toEqual(["a", "b", "c", "d", "e"]);
  });
});
