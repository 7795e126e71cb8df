import { db } from "~/lib/db.server";
import type { BlogPostRow, PostStatus } from "~/lib/db-schema";
import { formatTags, normaliseReadTime, slugify } from "~/lib/blog-content";
import { sanitizeHtml } from "~/lib/sanitize.server";

export async function listCategories() {
  return db().selectFrom("blog_categories").selectAll().orderBy("name").execute();
}

export interface PostInput {
  title: string;
  slug?: string;
  excerpt?: string;
  content?: string;
  featured_image?: string | null;
  author?: string;
  status?: PostStatus;
  category_id?: number | null;
  tags?: string[];
  meta_title?: string | null;
  meta_description?: string | null;
  read_time?: number;
}

/** A slug no other post uses: the wanted one, else with -2, -3, ... appended. */
export async function uniquePostSlug(wanted: string, exceptId?: number): Promise<string> {
  const base = slugify(wanted) || "yazi";
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    let query = db().selectFrom("blog_posts").select("id").where("slug", "=", candidate);
    if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
    if (!(await query.executeTakeFirst())) return candidate;
  }
}

/** Creates a post; HTML is sanitised and publishing stamps `published_at`. */
export async function createPost(input: PostInput): Promise<BlogPostRow> {
  const status = input.status ?? "draft";
  return db()
    .insertInto("blog_posts")
    .values({
      title: input.title,
      slug: await uniquePostSlug(input.slug || input.title),
      excerpt: input.excerpt ?? "",
      content: sanitizeHtml(input.content ?? ""),
      featured_image: input.featured_image || null,
      author: input.author || "Admin",
      status,
      category_id: input.category_id ?? null,
      tags: formatTags(input.tags ?? []),
      meta_title: input.meta_title || null,
      meta_description: input.meta_description || null,
      read_time: normaliseReadTime(input.read_time),
      published_at: status === "published" ? new Date().toISOString() : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
