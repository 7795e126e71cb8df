import { sql } from "kysely";
import { db } from "~/lib/db.server";
import type { BlogPostRow, PostStatus } from "~/lib/db-schema";
import { formatTags, normaliseReadTime, slugify } from "~/lib/blog-content";
import { sanitizeHtml } from "~/lib/sanitize.server";

export async function listCategories() {
  return db().selectFrom("blog_categories").selectAll().orderBy("name").execute();
}

export async function getCategory(id: number) {
  return db().selectFrom("blog_categories").selectAll().where("id", "=", id).executeTakeFirst();
}

export interface CategoryInput {
  name: string;
  slug: string;
  description: string;
}

/** What makes a category clash with another: its name or its slug. */
export async function categoryConflict(input: Pick<CategoryInput, "name" | "slug">, exceptId?: number) {
  let query = db()
    .selectFrom("blog_categories")
    .select(["name", "slug"])
    .where((eb) => eb.or([eb("name", "=", input.name), eb("slug", "=", input.slug)]));
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  const other = await query.executeTakeFirst();
  if (!other) return null;
  return other.name === input.name ? ("name" as const) : ("slug" as const);
}

/** Creates the category, or changes it when `id` names one; undefined for an unknown id. */
export async function saveCategory(input: CategoryInput, id?: number) {
  if (id === undefined) return db().insertInto("blog_categories").values(input).returningAll().executeTakeFirstOrThrow();
  return db().updateTable("blog_categories").set(input).where("id", "=", id).returningAll().executeTakeFirst();
}

/** Deletes a category; its posts stay, without a category. */
export async function deleteCategory(id: number): Promise<boolean> {
  const result = await db().deleteFrom("blog_categories").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function countPostsByCategory() {
  const rows = await db()
    .selectFrom("blog_posts")
    .select(["category_id", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("category_id")
    .execute();
  return new Map(rows.map((row) => [row.category_id, Number(row.n)]));
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

/** Whether another post already uses this slug. */
export async function postSlugTaken(slug: string, exceptId?: number): Promise<boolean> {
  let query = db().selectFrom("blog_posts").select("id").where("slug", "=", slug);
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  return Boolean(await query.executeTakeFirst());
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

export type PostWithCategory = BlogPostRow & { category: string | null };

function postsWithCategory() {
  return db()
    .selectFrom("blog_posts")
    .leftJoin("blog_categories", "blog_categories.id", "blog_posts.category_id")
    .selectAll("blog_posts")
    .select("blog_categories.name as category");
}

export interface AdminPostFilter {
  q?: string;
  status?: PostStatus | "all";
}

/** The admin's post list: newest first, searched over title, excerpt and tags, filtered by status. */
export async function listAdminPosts(filter: AdminPostFilter = {}): Promise<PostWithCategory[]> {
  let query = postsWithCategory().orderBy("blog_posts.created_at", "desc").orderBy("blog_posts.id", "desc");
  if (filter.status && filter.status !== "all") query = query.where("blog_posts.status", "=", filter.status);
  const q = filter.q?.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`blog_posts.title LIKE ${like} ESCAPE '\\'`,
        sql<boolean>`blog_posts.excerpt LIKE ${like} ESCAPE '\\'`,
        sql<boolean>`blog_posts.tags LIKE ${like} ESCAPE '\\'`,
      ]),
    );
  }
  return query.execute();
}

/** Published posts, newest first: the sitemap, the RSS feed and the public JSON list. */
export async function listPublishedPosts(limit?: number): Promise<PostWithCategory[]> {
  let query = postsWithCategory()
    .where("blog_posts.status", "=", "published")
    .orderBy("blog_posts.published_at", "desc")
    .orderBy("blog_posts.id", "desc");
  if (limit) query = query.limit(limit);
  return query.execute();
}

export async function getPost(id: number): Promise<PostWithCategory | undefined> {
  return postsWithCategory().where("blog_posts.id", "=", id).executeTakeFirst();
}

export async function countPosts() {
  const rows = await db()
    .selectFrom("blog_posts")
    .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("status")
    .execute();
  const count = (status: PostStatus) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  return { draft: count("draft"), published: count("published"), total: count("draft") + count("published") };
}

/**
 * Changes a post. Publishing stamps `published_at` (a post already published keeps
 * its date); going back to draft clears it. When a published post's slug changes,
 * the old slug is kept as a redirect so links to it keep working.
 */
export async function updatePost(id: number, input: PostInput): Promise<BlogPostRow | undefined> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const current = await trx.selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirst();
      if (!current) return undefined;
      const status = input.status ?? current.status;
      const slug = input.slug ? slugify(input.slug) || current.slug : current.slug;
      const publishedAt =
        status === "published" ? (current.status === "published" && current.published_at) || new Date().toISOString() : null;
      const updated = await trx
        .updateTable("blog_posts")
        .set({
          title: input.title,
          slug,
          excerpt: input.excerpt ?? current.excerpt,
          content: input.content === undefined ? current.content : sanitizeHtml(input.content),
          featured_image: input.featured_image === undefined ? current.featured_image : input.featured_image || null,
          author: input.author || current.author,
          status,
          category_id: input.category_id === undefined ? current.category_id : input.category_id,
          tags: input.tags === undefined ? current.tags : formatTags(input.tags),
          meta_title: input.meta_title === undefined ? current.meta_title : input.meta_title || null,
          meta_description: input.meta_description === undefined ? current.meta_description : input.meta_description || null,
          read_time: input.read_time === undefined ? current.read_time : normaliseReadTime(input.read_time),
          published_at: publishedAt,
          updated_at: new Date().toISOString(),
        })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (slug !== current.slug) {
        // The new slug is this post's own again, so an older redirect from it would shadow nothing but is stale.
        await trx.deleteFrom("blog_slug_redirects").where("old_slug", "=", slug).execute();
        if (current.status === "published") {
          await trx
            .insertInto("blog_slug_redirects")
            .values({ old_slug: current.slug, post_id: id })
            .onConflict((oc) => oc.column("old_slug").doUpdateSet({ post_id: id }))
            .execute();
        }
      }
      return updated;
    });
}

export async function deletePost(id: number): Promise<boolean> {
  const result = await db().deleteFrom("blog_posts").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * The current slug of the published post that used to live at `oldSlug`, for a
 * 301 from the old URL; undefined when there is none.
 */
export async function findPostSlugRedirect(oldSlug: string): Promise<string | undefined> {
  const row = await db()
    .selectFrom("blog_slug_redirects")
    .innerJoin("blog_posts", "blog_posts.id", "blog_slug_redirects.post_id")
    .select("blog_posts.slug")
    .where("blog_slug_redirects.old_slug", "=", oldSlug)
    .where("blog_posts.status", "=", "published")
    .executeTakeFirst();
  return row?.slug;
}
