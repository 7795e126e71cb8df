import { z } from "~/lib/zod";
import { AI_LENGTHS, AI_TONES, TITLE_SUGGESTION_COUNT, blogMaxTokens, titleSuggestions, type BlogRequest } from "~/lib/blog/ai-draft";
import { formatTags } from "~/lib/blog/content";
import { renderMarkdown } from "~/lib/ai/markdown";
import { sanitizeHtml } from "~/server/sanitize.server";
import { getAiRuntime, type AiRuntime } from "~/models/ai.server";
import { writeWithActivity, type ActivityActor } from "~/models/activity.server";
import { BLOG_ACTIVITY, createPost, listCategories } from "~/models/blog.server";
import { ProviderError, complete, type ChatMessage, type RequestOptions } from "./ai-provider.server";

export const BLOG_GENERATION_ERROR = "AI blog oluşturma hatası!";
export const BLOG_SAVE_ERROR = "Blog kaydetme hatası!";

const clip = (max: number) =>
  z
    .string()
    .trim()
    .transform((text) => text.slice(0, max));

/** What the model must return; lengths the model tends to overshoot are cut rather than refused. */
const generatedPostSchema = z.object({
  title: z.string().trim().min(1).max(300),
  excerpt: z.string().trim().min(1),
  content: z.string().trim().min(1),
  meta_title: clip(120).default(""),
  meta_description: clip(320).default(""),
  tags: z.union([z.array(z.string()), z.string()]).default([]),
});

export interface GeneratedPost {
  title: string;
  excerpt: string;
  content: string;
  meta_title: string;
  meta_description: string;
  /** Comma-separated, as blog posts store them. */
  tags: string;
}

/** The post as the site stores it: HTML content (Markdown converted), sanitised; tags normalised. */
export function normaliseGeneratedPost(raw: z.output<typeof generatedPostSchema>): GeneratedPost {
  const looksLikeHtml = /<(p|h[1-6]|ul|ol|li|strong|em|blockquote)\b/i.test(raw.content);
  const tags = Array.isArray(raw.tags) ? raw.tags : raw.tags.split(",");
  return {
    title: raw.title.slice(0, 200),
    excerpt: raw.excerpt.slice(0, 500),
    content: sanitizeHtml(looksLikeHtml ? raw.content : renderMarkdown(raw.content)),
    meta_title: raw.meta_title || raw.title.slice(0, 60),
    meta_description: raw.meta_description || raw.excerpt.slice(0, 160),
    tags: formatTags(tags.map((tag) => tag.trim().replace(/^#/, ""))),
  };
}

/** The JSON object in a reply, also when the model wraps it in a code fence or prose. */
export function parseGeneratedPost(reply: string): GeneratedPost | null {
  const start = reply.indexOf("{");
  const end = reply.lastIndexOf("}");
  if (start === -1 || end <= start) return null;
  try {
    const result = generatedPostSchema.safeParse(JSON.parse(reply.slice(start, end + 1)));
    return result.success ? normaliseGeneratedPost(result.data) : null;
  } catch {
    return null;
  }
}

function instructions(request: BlogRequest): ChatMessage[] {
  const tone = AI_TONES.find((t) => t.value === request.tone)!;
  const length = AI_LENGTHS.find((l) => l.value === request.length)!;
  const language = request.language === "tr" ? "Türkçe" : "İngilizce (English)";
  return [
    {
      role: "system",
      content:
        "Sen deneyimli bir kripto para blog yazarısın. Yanıtını YALNIZCA geçerli bir JSON nesnesi olarak ver; " +
        'başka metin, açıklama veya kod bloğu ekleme. Alanlar: "title" (metin), "excerpt" (1-2 cümlelik özet), ' +
        '"content" (HTML: <h2>, <h3>, <p>, <ul>, <li>, <strong> etiketleri; <h1>, script veya stil yok), ' +
        '"meta_title" (en fazla 60 karakter), "meta_description" (en fazla 160 karakter), "tags" (3-8 etiketten oluşan metin dizisi).',
    },
    {
      role: "user",
      content: [
        `Kategori: ${request.category}`,
        `Konu: ${request.topic}`,
        request.keywords ? `Anahtar kelimeler: ${request.keywords}` : "",
        `Ton: ${tone.label} (${tone.value})`,
        `Uzunluk: ${length.words[0]}-${length.words[1]} kelime`,
        `Dil: ${language}`,
        "Yazı bilgilendirme amaçlı olmalı ve yatırım tavsiyesi vermemelidir.",
      ]
        .filter(Boolean)
        .join("\n"),
    },
  ];
}

export class BlogGenerationError extends Error {
  constructor(readonly detail: string) {
    super(BLOG_GENERATION_ERROR);
    this.name = "BlogGenerationError";
  }
}

/**
 * Asks for the post as JSON and validates it; a malformed answer gets one more
 * try, with the bad answer and a correction in the conversation.
 */
export async function generateBlogPost(runtime: AiRuntime, request: BlogRequest, options: RequestOptions = {}): Promise<GeneratedPost> {
  const messages = instructions(request);
  // Enough room for the chosen length, or the configured limit when that is larger.
  const config = { ...runtime.config, maxTokens: Math.max(runtime.config.maxTokens, blogMaxTokens(request.length)) };
  try {
    const first = await complete(config, messages, options);
    const post = parseGeneratedPost(first.content);
    if (post) return post;
    const retry = await complete(
      config,
      [
        ...messages,
        { role: "assistant", content: first.content },
        {
          role: "user",
          content:
            "Yanıtın geçerli bir JSON nesnesi değildi veya alanlar eksikti. Aynı yazıyı yalnızca istenen alanları içeren geçerli JSON olarak yeniden gönder.",
        },
      ],
      options,
    );
    const second = parseGeneratedPost(retry.content);
    if (second) return second;
    throw new BlogGenerationError("AI yanıtı beklenen biçimde değildi.");
  } catch (error) {
    if (error instanceof BlogGenerationError) throw error;
    throw new BlogGenerationError(error instanceof ProviderError ? error.message : "AI sağlayıcısına ulaşılamadı.");
  }
}

export const draftSchema = z.object({
  category: z.string().trim().max(100).default(""),
  title: z.string({ error: "Başlık gereklidir." }).trim().min(1, "Başlık gereklidir.").max(200, "Başlık en fazla 200 karakter olabilir."),
  excerpt: z.string().trim().max(500).default(""),
  content: z.string({ error: "İçerik gereklidir." }).trim().min(1, "İçerik gereklidir.").max(200_000, "İçerik çok uzun."),
  meta_title: z.string().trim().max(120).default(""),
  meta_description: z.string().trim().max(320).default(""),
  tags: z.string().trim().max(500).default(""),
});

/**
 * Saves a generated post as a draft by 'AI Assistant', read time from its length, and
 * records the admin's `blog.ai-draft` entry in the same transaction.
 */
export async function saveGeneratedDraft(input: z.output<typeof draftSchema>, actor: ActivityActor) {
  const categories = await listCategories();
  const category = categories.find((c) => c.name.toLocaleLowerCase("tr") === input.category.toLocaleLowerCase("tr"));
  return writeWithActivity(
    (trx) =>
      createPost(
        {
          title: input.title,
          excerpt: input.excerpt,
          content: input.content,
          author: "AI Assistant",
          status: "draft",
          category_id: category?.id ?? null,
          tags: input.tags.split(","),
          meta_title: input.meta_title,
          meta_description: input.meta_description,
        },
        trx,
      ),
    (saved) => ({
      action: BLOG_ACTIVITY.aiDraft,
      title: "AI ile blog taslağı oluşturuldu",
      description: saved.title,
      icon: "FileText",
      actor,
    }),
  );
}

export interface TitleSuggestions {
  suggestions: string[];
  /** `ai` when the provider wrote them; `local` for the built-in list (no provider, or its answer was unusable). */
  source: "ai" | "local";
}

const titleListSchema = z.array(z.string());

/** The titles in a reply that should be a JSON array of strings, also when wrapped in prose or a code fence. */
export function parseTitleList(reply: string): string[] {
  const start = reply.indexOf("[");
  const end = reply.lastIndexOf("]");
  if (start === -1 || end <= start) return [];
  try {
    const parsed = titleListSchema.safeParse(JSON.parse(reply.slice(start, end + 1)));
    if (!parsed.success) return [];
    const titles = parsed.data.map((title) => title.trim().replace(/\s+/g, " ")).filter((title) => title && title.length <= 200);
    return [...new Set(titles)].slice(0, TITLE_SUGGESTION_COUNT);
  } catch {
    return [];
  }
}

const SUGGESTION_TTL_MS = 10 * 60_000;
const SUGGESTION_CACHE_SIZE = 100;
// Reloading the generator (or its revalidation after each post) asks the provider once per category and seed.
const suggestionCache = new Map<string, { at: number; titles: string[] }>();

/**
 * Title ideas for a category: written by the provider when one is configured
 * (`seed` asks for another round), otherwise, or when its answer is unusable,
 * the built-in list shuffled by `seed`.
 */
export async function suggestTitles(category: string, seed: number, options: RequestOptions = {}): Promise<TitleSuggestions> {
  const local: TitleSuggestions = { suggestions: titleSuggestions(category, seed), source: "local" };
  const name = category.trim();
  const runtime = name ? await getAiRuntime({ requireEnabled: false }) : undefined;
  if (!runtime) return local;
  const key = `${runtime.config.baseUrl}|${runtime.config.model}|${name.toLocaleLowerCase("tr")}|${seed}`;
  const cached = suggestionCache.get(key);
  if (cached && Date.now() - cached.at < SUGGESTION_TTL_MS) return { suggestions: cached.titles, source: "ai" };
  try {
    const reply = await complete(
      { ...runtime.config, maxTokens: 400 },
      [
        {
          role: "system",
          content: "Sen bir kripto para blogunun editörüsün. Yanıtını YALNIZCA metinlerden oluşan geçerli bir JSON dizisi olarak ver.",
        },
        {
          role: "user",
          content: [
            `Kategori: ${name}`,
            `Bu kategori için Türkçe, birbirinden farklı ${TITLE_SUGGESTION_COUNT} blog yazısı başlığı öner.`,
            "Başlıklar bilgilendirici olsun, yatırım tavsiyesi vermesin, en fazla 90 karakter olsun.",
            seed ? `Öneri turu: ${seed} (önceki turlardan farklı başlıklar seç).` : "",
          ]
            .filter(Boolean)
            .join("\n"),
        },
      ],
      options,
    );
    const titles = parseTitleList(reply.content);
    if (titles.length === 0) return local;
    if (suggestionCache.size >= SUGGESTION_CACHE_SIZE) suggestionCache.delete(suggestionCache.keys().next().value!);
    suggestionCache.set(key, { at: Date.now(), titles });
    return { suggestions: titles, source: "ai" };
  } catch (error) {
    if (error instanceof ProviderError) return local;
    throw error;
  }
}
