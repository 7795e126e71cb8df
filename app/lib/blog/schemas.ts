/**
 * The blog editor's rules, shared by the admin forms (server and browser, through
 * Conform) and the blog JSON API, so both refuse the same input with the same words.
 */
import { z } from "~/lib/zod";
import { isValidSlug } from "~/lib/blog/content";

const optionalUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === "" || /^(https?:\/\/|\/)\S+$/.test(value), "Geçerli bir adres girin (https://... ya da /...).")
  .optional();

const slugField = z
  .string()
  .trim()
  .max(200)
  .refine((value) => value === "" || isValidSlug(value), "Kısa ad yalnızca küçük harf, rakam ve tire içerebilir.")
  .optional();

export const postSchema = z.object({
  id: z.coerce.number().int().positive().optional(),
  title: z.string({ error: "Başlık gereklidir." }).trim().min(1, "Başlık gereklidir.").max(200, "Başlık en fazla 200 karakter olabilir."),
  slug: slugField,
  excerpt: z.string().trim().max(500, "Özet en fazla 500 karakter olabilir.").optional(),
  content: z.string().max(200_000, "İçerik çok uzun.").optional(),
  featured_image: optionalUrl,
  author: z.string().trim().max(100).optional(),
  status: z.enum(["draft", "published"], { error: "Durum taslak ya da yayında olmalıdır." }),
  category_id: z.coerce.number().int().positive().optional(),
  tags: z.string().max(500).optional(),
  meta_title: z.string().trim().max(200).optional(),
  meta_description: z.string().trim().max(500).optional(),
});

export type PostFields = z.output<typeof postSchema>;

/** A post's fields as the JSON API takes them: also the category by name, which the model resolves. */
const postJsonFields = postSchema.extend({ category: z.string().trim().max(100).optional() });

/**
 * The same post as JSON clients send it: tags may be a list, read time and
 * category a number, a missing category `null`, and the status defaults to draft.
 */
export const postJsonSchema = z.preprocess((body) => {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const post = { ...(body as Record<string, unknown>) };
  if (Array.isArray(post.tags)) post.tags = post.tags.map(String).join(", ");
  if (post.category_id === null || post.category_id === "") delete post.category_id;
  post.status ??= "draft";
  for (const key of Object.keys(post)) if (post[key] === null) delete post[key];
  return post;
}, postJsonFields);

export const categorySchema = z.object({
  id: z.coerce.number().int().positive().optional(),
  name: z.string({ error: "Kategori adı gereklidir." }).trim().min(1, "Kategori adı gereklidir.").max(100),
  slug: slugField,
  description: z.string().trim().max(500).optional(),
});

export type CategoryFields = z.output<typeof categorySchema>;
