import { describe, expect, it } from "vitest";
import { action as generateAction } from "~/routes/api.ai.generate-blog";
import { action as suggestAction } from "~/routes/api.ai.suggest-titles";
import { db } from "~/server/db.server";
import { suggestKeywords, titleSuggestions, previewText } from "~/lib/blog/ai-draft";
import { saveGeneratedDraft } from "~/services/ai-blog.server";
import { configureProvider, useFakeOpenAi } from "./helpers";
import { useTestDatabase } from "../../setup/test-db";
import { requestWith, sessionCookie } from "../../setup/requests";

useTestDatabase();
const provider = useFakeOpenAi();

const args = (request: Request) => ({ request, params: {}, context: { clientIp: "10.0.0.2", cspNonce: "" } });
const post = (url: string, cookie: string | undefined, body: unknown, action: typeof generateAction) =>
  action(args(requestWith(url, { method: "POST", cookie, body: JSON.stringify(body) }))) as Promise<Response>;

const validPost = {
  title: "Bitcoin Halving Rehberi",
  excerpt: "Halving nedir, neden önemlidir?",
  content: "<h2>Giriş</h2><p>Halving her dört yılda bir gerçekleşir.</p><script>alert(1)</script>",
  meta_title: "Bitcoin Halving",
  meta_description: "Bitcoin halving hakkında bilmeniz gerekenler.",
  tags: ["Bitcoin", "halving", " BTC "],
};

describe("POST /api/ai/generate-blog", () => {
  const request = {
    category: "Bitcoin",
    topic: "Bitcoin halving",
    keywords: "btc, halving",
    tone: "educational",
    length: "short",
    language: "tr",
  };

  it("is for admins only and needs category and topic", async () => {
    await configureProvider(provider.fake.baseUrl);
    await expect(post("/api/ai/generate-blog", undefined, request, generateAction)).rejects.toMatchObject({ status: 401 });
    await expect(post("/api/ai/generate-blog", await sessionCookie("ayse"), request, generateAction)).rejects.toMatchObject({
      status: 403,
    });
    const missing = await post("/api/ai/generate-blog", await sessionCookie("admin"), { category: "Bitcoin", topic: " " }, generateAction);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: "Konu gereklidir." });
  });

  it("retries once on a malformed answer and returns the validated, sanitised post", async () => {
    await configureProvider(provider.fake.baseUrl);
    provider.fake.enqueue("Elbette! İşte yazınız: başlık falan", "```json\n" + JSON.stringify(validPost) + "\n```");
    const response = await post("/api/ai/generate-blog", await sessionCookie("admin"), request, generateAction);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      title: "Bitcoin Halving Rehberi",
      excerpt: "Halving nedir, neden önemlidir?",
      content: "<h2>Giriş</h2><p>Halving her dört yılda bir gerçekleşir.</p>",
      meta_title: "Bitcoin Halving",
      meta_description: "Bitcoin halving hakkında bilmeniz gerekenler.",
      tags: "Bitcoin, halving, BTC",
    });
    expect(provider.fake.requests).toHaveLength(2);
    const [first, retry] = provider.fake.requests;
    expect(first.body.messages?.[0].role).toBe("system");
    expect(first.body.messages?.[1].content).toContain("Konu: Bitcoin halving");
    expect(first.body.messages?.[1].content).toContain("300-500 kelime");
    expect(retry.body.messages?.slice(2).map((m) => m.role)).toEqual(["assistant", "user"]);
  });

  it("gives up after the second malformed answer with 502 'AI blog oluşturma hatası!'", async () => {
    await configureProvider(provider.fake.baseUrl);
    provider.fake.enqueue("{bozuk", JSON.stringify({ title: "eksik alanlar" }));
    const response = await post("/api/ai/generate-blog", await sessionCookie("admin"), request, generateAction);
    expect(response.status).toBe(502);
    expect((await response.json()).error).toMatch(/^AI blog oluşturma hatası!/);
    expect(provider.fake.requests).toHaveLength(2);
  });

  it("answers 503 without a key", async () => {
    const response = await post("/api/ai/generate-blog", await sessionCookie("admin"), request, generateAction);
    expect(response.status).toBe(503);
  });
});

describe("title and keyword suggestions", () => {
  it("suggests titles per category, shuffled by seed", async () => {
    const admin = await sessionCookie("admin");
    const a = await (await post("/api/ai/suggest-titles", admin, { category: "Ethereum", seed: 1 }, suggestAction)).json();
    const b = await (await post("/api/ai/suggest-titles", admin, { category: "Ethereum", seed: 2 }, suggestAction)).json();
    expect(a.suggestions).toHaveLength(5);
    expect(a.suggestions).not.toEqual(b.suggestions);
    expect(a.suggestions.join(" ")).toMatch(/Ethereum|Akıllı|Gas|Katman|Staking/);
    expect(titleSuggestions("Yeni Kategori", 3).every((t) => t.includes("Yeni Kategori"))).toBe(true);
    const empty = await post("/api/ai/suggest-titles", admin, { category: "" }, suggestAction);
    expect(empty.status).toBe(400);
    await expect(post("/api/ai/suggest-titles", undefined, { category: "Bitcoin" }, suggestAction)).rejects.toMatchObject({ status: 401 });
  });

  it("fills up to 10 unique keywords from the topic, the category and general terms", () => {
    const keywords = suggestKeywords("Bitcoin ile ilk yatırım: BTC cüzdan güvenliği", "Bitcoin");
    expect(keywords.slice(0, 5)).toEqual(["Bitcoin", "ile", "ilk", "yatırım", "BTC"]);
    expect(keywords).toHaveLength(10);
    expect(new Set(keywords.map((k) => k.toLocaleLowerCase("tr"))).size).toBe(10);
    expect(keywords).not.toContain("ve");
    expect(suggestKeywords("DeFi", "DeFi")).toEqual([
      "DeFi",
      "likidite",
      "getiri çiftçiliği",
      "DEX",
      "akıllı sözleşme",
      "kripto para",
      "yatırım",
      "blokzincir",
      "piyasa",
      "güvenlik",
    ]);
  });

  it("previews the first 300 characters of the text", () => {
    const text = previewText(`<p>${"a".repeat(400)}</p>`);
    expect(text).toBe(`${"a".repeat(300)}...`);
  });
});

describe("saving a generated draft", () => {
  it("stores a draft by 'AI Assistant' with read time from the word count, and the admin's entry", async () => {
    const words = Array.from({ length: 450 }, (_, i) => `kelime${i}`).join(" ");
    const saved = await saveGeneratedDraft(
      {
        category: "DeFi",
        title: "DeFi Rehberi",
        excerpt: "Özet",
        content: `<p>${words}</p>`,
        meta_title: "",
        meta_description: "",
        tags: "DeFi, likidite",
      },
      { id: 1, username: "admin" },
    );
    const row = await db().selectFrom("blog_posts").selectAll().where("id", "=", saved.id).executeTakeFirstOrThrow();
    const defi = await db().selectFrom("blog_categories").select("id").where("name", "=", "DeFi").executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      author: "AI Assistant",
      status: "draft",
      read_time: 3,
      category_id: defi.id,
      tags: "DeFi, likidite",
      published_at: null,
      slug: "defi-rehberi",
    });
    const entry = await db()
      .selectFrom("activity_log")
      .select(["action", "description", "username"])
      .orderBy("id", "desc")
      .executeTakeFirst();
    expect(entry).toEqual({ action: "blog.ai-draft", description: "DeFi Rehberi", username: "admin" });
  });
});
