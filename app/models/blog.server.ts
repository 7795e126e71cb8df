import { sql, type Kysely } from "kysely";
import { db } from "~/server/db.server";
import { greatest } from "~/server/dialect/math.server";
import type { BlogPostRow, Database, PostStatus } from "~/lib/db-schema";
import { formatTags, parseTags, readTimeFromContent, slugify } from "~/lib/blog/content";
import { matchesSearch } from "~/lib/blog/search";
import type { CategoryFields, PostFields } from "~/lib/blog/schemas";
import type { BlogListing, CategoryCount, PublicPost, PublicPostDetail } from "~/lib/blog/types";

import { sanitizeHtml } from "~/server/sanitize.server";
import { writeWithActivity, type ActivityActor } from "./activity.server";
import { deleteWithActivity } from "./rows.server";
import { bumpContentVersion } from "./content-version.server";

export async function listCategories() {
  return db().selectFrom("blog_categories").selectAll().orderBy("name").execute();
}

/** Posts as `p` beside their category as `c` (none for an uncategorised post). */
function postsWithCategory() {
  return db().selectFrom("blog_posts as p").leftJoin("blog_categories as c", "c.id", "p.category_id");
}

function publishedPostsQuery() {
  return postsWithCategory()
    .select([
      "p.id",
      "p.title",
      "p.slug",
      "p.excerpt",
      "p.featured_image",
      "p.author",
      "p.category_id",
      "p.tags",
      "p.read_time",
      "p.views",
      "p.likes",
      "p.published_at",
      "p.updated_at",
      "p.created_at",
      "c.name as category",
      "c.slug as category_slug",
    ])
    .where("p.status", "=", "published")
    .orderBy("p.published_at", "desc")
    .orderBy("p.id", "desc");
}

type PublishedRow = Awaited<ReturnType<ReturnType<typeof publishedPostsQuery>["execute"]>>[number];

function toPublicPost({ tags, published_at, created_at, ...row }: PublishedRow): PublicPost {
  return { ...row, tags: parseTags(tags), published_at: published_at ?? created_at };
}

/**
 * Published posts, newest first, narrowed by a search text and a category slug.
 * The search runs here rather than in SQL because SQLite's LIKE folds case for
 * ASCII only and Turkish needs "İ"/"ı" folded too; the blog is small enough.
 */
export async function listPublishedPosts(filters: { search?: string; category?: string } = {}): Promise<PublicPost[]> {
  let query = publishedPostsQuery();
  if (filters.category) query = query.where("c.slug", "=", filters.category);
  const posts = (await query.execute()).map(toPublicPost);
  const search = filters.search?.trim();
  return search ? posts.filter((post) => matchesSearch(post, search)) : posts;
}

/** Categories with their number of published posts, for the blog's tiles and dropdown. */
export async function categoriesWithCounts(): Promise<CategoryCount[]> {
  const rows = await db()
    .selectFrom("blog_categories as c")
    .leftJoin("blog_posts as p", (join) => join.onRef("p.category_id", "=", "c.id").on("p.status", "=", "published"))
    .select(["c.id", "c.name", "c.slug"])
    .select((eb) => eb.fn.count<number>("p.id").as("count"))
    .groupBy("c.id")
    .orderBy("c.name")
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

export const BLOG_PAGE_SIZE = 9;

const FEATURED_POSTS = 3;

/**
 * What the blog list shows: the newest three as featured without filters (on the first page),
 * one page of the other posts (a featured post is not listed again below), and the categories
 * that hold a published post (an empty one is not offered to visitors). A page number past the
 * end shows the last page.
 */
export async function getBlogListing(filters: { search?: string; category?: string; page?: number }): Promise<BlogListing> {
  const search = filters.search?.trim() ?? "";
  const category = filters.category?.trim() ?? "";
  const [all, categories] = await Promise.all([listPublishedPosts({ search, category }), categoriesWithCounts()]);
  const filtered = search !== "" || category !== "";
  const featured = filtered ? [] : all.slice(0, FEATURED_POSTS);
  const rest = all.slice(featured.length);
  const pageCount = Math.max(1, Math.ceil(rest.length / BLOG_PAGE_SIZE));
  const requested = Number.isInteger(filters.page) && filters.page! > 0 ? filters.page! : 1;
  const page = Math.min(requested, pageCount);
  return {
    search,
    category,
    filtered,
    total: all.length,
    page,
    pageCount,
    posts: rest.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE),
    featured: page > 1 ? [] : featured,
    categories: categories.filter((item) => item.count > 0),
  };
}

/** A published post by its slug; drafts and unknown slugs give undefined. */
export async function getPublishedPostBySlug(slug: string): Promise<PublicPostDetail | undefined> {
  const row = await publishedPostsQuery()
    .select(["p.content", "p.meta_title", "p.meta_description"])
    .where("p.slug", "=", slug)
    .executeTakeFirst();
  if (!row) return undefined;
  const { content, meta_title, meta_description, ...rest } = row;
  return { ...toPublicPost(rest), content, meta_title, meta_description };
}

/** The current slug of a published post that an admin renamed away from `oldSlug`. */
export async function findRenamedPostSlug(oldSlug: string): Promise<string | undefined> {
  const row = await db()
    .selectFrom("blog_slug_redirects as r")
    .innerJoin("blog_posts as p", "p.id", "r.post_id")
    .select("p.slug")
    .where("r.old_slug", "=", oldSlug)
    .where("p.status", "=", "published")
    .executeTakeFirst();
  return row?.slug;
}

/** Up to `limit` other published posts, those of the same category first, then the newest. */
export async function relatedPosts(post: { id: number; category_id: number | null }, limit = 3): Promise<PublicPost[]> {
  const others = (await publishedPostsQuery().where("p.id", "!=", post.id).execute()).map(toPublicPost);
  const same = others.filter((other) => post.category_id !== null && other.category_id === post.category_id);
  const rest = others.filter((other) => !same.includes(other));
  return [...same, ...rest].slice(0, limit);
}

/** Counts visits of a post page (one, or those the page cache served since it last counted). */
export async function recordView(postId: number, visits = 1) {
  await db()
    .updateTable("blog_posts")
    .set((eb) => ({ views: eb("views", "+", visits) }))
    .where("id", "=", postId)
    .execute();
}

export async function hasLiked(postId: number, visitorId: string, executor: Kysely<Database> = db()): Promise<boolean> {
  const row = await executor
    .selectFrom("blog_likes")
    .select("post_id")
    .where("post_id", "=", postId)
    .where("visitor_id", "=", visitorId)
    .executeTakeFirst();
  return !!row;
}

/**
 * Sets this visitor's like of the post to `liked`, or turns it over when no state is asked for.
 * The button asks for the state it shows the opposite of, so a click sent twice (a form posted by
 * the browser and again by the script that hydrated during the click) gives the same answer, not
 * a like taken back. The stored like rows are the truth; `likes` is their count kept on the post
 * for listing, never below zero.
 */
export async function setLike(postId: number, visitorId: string, liked?: boolean): Promise<{ liked: boolean; likes: number }> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const had = await hasLiked(postId, visitorId, trx);
      const want = liked ?? !had;
      if (want === had) {
        const post = await trx.selectFrom("blog_posts").select("likes").where("id", "=", postId).executeTakeFirstOrThrow();
        return { liked: want, likes: post.likes };
      }
      if (want) await trx.insertInto("blog_likes").values({ post_id: postId, visitor_id: visitorId }).execute();
      else await trx.deleteFrom("blog_likes").where("post_id", "=", postId).where("visitor_id", "=", visitorId).execute();
      const post = await trx
        .updateTable("blog_posts")
        .set((eb) => ({ likes: greatest(sql<number>`0`, eb("likes", "+", want ? 1 : -1)) }))
        .where("id", "=", postId)
        .returning("likes")
        .executeTakeFirstOrThrow();
      // The count shows on the post and in listings.
      await bumpContentVersion(trx);
      return { liked: want, likes: post.likes };
    });
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
}

/** A slug no other post uses: the wanted one, else with -2, -3, ... appended. */
export async function uniquePostSlug(wanted: string, exceptId?: number, executor: Kysely<Database> = db()): Promise<string> {
  const base = slugify(wanted) || "yazi";
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    let query = executor.selectFrom("blog_posts").select("id").where("slug", "=", candidate);
    if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
    if (!(await query.executeTakeFirst())) return candidate;
  }
}

/** The stored form of a post's editable fields, the same for a new post and an edited one: HTML sanitised, blanks defaulted. */
function postColumns(input: PostInput) {
  const content = sanitizeHtml(input.content ?? "");
  return {
    title: input.title,
    excerpt: input.excerpt ?? "",
    content,
    featured_image: input.featured_image || null,
    author: input.author || "Admin",
    category_id: input.category_id ?? null,
    tags: formatTags(input.tags ?? []),
    meta_title: input.meta_title || null,
    meta_description: input.meta_description || null,
    // Counted from the text (200 words a minute, at least 1), never typed: a typed figure went stale as the text changed.
    read_time: readTimeFromContent(content),
  };
}

/** Creates a post; HTML is sanitised and publishing stamps `published_at`. */
export async function createPost(input: PostInput, executor: Kysely<Database> = db()): Promise<BlogPostRow> {
  const status = input.status ?? "draft";
  return executor
    .insertInto("blog_posts")
    .values({
      ...postColumns(input),
      slug: await uniquePostSlug(input.slug || input.title, undefined, executor),
      status,
      published_at: status === "published" ? new Date().toISOString() : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Whether another post already uses this slug. */
export async function isPostSlugTaken(slug: string, exceptId?: number) {
  let query = db().selectFrom("blog_posts").select("id").where("slug", "=", slug);
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  return !!(await query.executeTakeFirst());
}

/**
 * Posts as the blog JSON API gives them, newest first: every stored field, the
 * category by name beside its id and the tags as a list. Drafts only when asked
 * for (admins).
 */
export async function listPostsForApi(options: { includeDrafts: boolean; id?: number }) {
  let query = postsWithCategory().select([
    "p.id",
    "p.title",
    "p.slug",
    "p.excerpt",
    "p.content",
    "p.category_id",
    "c.name as category",
    "p.tags",
    "p.author",
    "p.status",
    "p.featured_image",
    "p.meta_title",
    "p.meta_description",
    "p.read_time",
    "p.views",
    "p.likes",
    "p.published_at",
    "p.created_at",
    "p.updated_at",
  ]);
  if (!options.includeDrafts) query = query.where("p.status", "=", "published");
  if (options.id !== undefined) query = query.where("p.id", "=", options.id);
  const rows = await query.orderBy("p.created_at", "desc").orderBy("p.id", "desc").execute();
  return rows.map((row) => ({ ...row, tags: parseTags(row.tags) }));
}

/** Every post for the admin table, newest first; `q` matches title and excerpt. */
export async function listPostsForAdmin(filters: { q?: string; status?: PostStatus } = {}) {
  let query = postsWithCategory().select([
    "p.id",
    "p.title",
    "p.slug",
    "p.excerpt",
    "p.status",
    "p.read_time",
    "p.created_at",
    "p.published_at",
    "c.name as category",
  ]);
  if (filters.status) query = query.where("p.status", "=", filters.status);
  const q = filters.q?.trim();
  if (q) query = query.where((eb) => eb.or([eb("p.title", "like", `%${q}%`), eb("p.excerpt", "like", `%${q}%`)]));
  return query.orderBy("p.created_at", "desc").orderBy("p.id", "desc").execute();
}

/** How many posts there are, drafts included (the admin tab's count). */
export async function countPostsForAdmin() {
  const row = await db()
    .selectFrom("blog_posts")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function getPost(id: number) {
  return db().selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Saves an edited post, on a transaction (the post and its redirect are written
 * together). HTML is sanitised; the first publication stamps `published_at`;
 * renaming a published post keeps its old address answering with a redirect to
 * the new one.
 */
async function updatePost(trx: Kysely<Database>, id: number, input: PostInput & { slug: string }): Promise<BlogPostRow | undefined> {
  const current = await trx.selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirst();
  if (!current) return undefined;
  const status = input.status ?? current.status;
  const now = new Date().toISOString();
  if (current.slug !== input.slug && current.status === "published") {
    await trx
      .insertInto("blog_slug_redirects")
      .values({ old_slug: current.slug, post_id: id })
      .onConflict((oc) => oc.column("old_slug").doUpdateSet({ post_id: id }))
      .execute();
  }
  // A slug taken back by its post no longer redirects anywhere.
  await trx.deleteFrom("blog_slug_redirects").where("old_slug", "=", input.slug).execute();
  return trx
    .updateTable("blog_posts")
    .set({
      ...postColumns(input),
      slug: input.slug,
      status,
      published_at: status === "published" ? (current.published_at ?? now) : null,
      updated_at: now,
    })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes a post and records `blog.delete`; false for an unknown id. */
export function deletePost(id: number, actor: ActivityActor): Promise<boolean> {
  const deleted = { action: BLOG_ACTIVITY.postDelete, title: "Blog yazısı silindi", icon: "FileText" } as const;
  return deleteWithActivity("blog_posts", id, actor, deleted, (post) => post.title);
}

export async function getCategory(id: number) {
  return db().selectFrom("blog_categories").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function isCategorySlugTaken(slug: string, exceptId?: number) {
  let query = db().selectFrom("blog_categories").select("id").where("slug", "=", slug);
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  return !!(await query.executeTakeFirst());
}

export interface CategoryInput {
  name: string;
  slug: string;
  description?: string;
}

async function saveCategory(input: CategoryInput & { id?: number }, executor: Kysely<Database>) {
  const values = { name: input.name, slug: input.slug, description: input.description ?? "" };
  if (input.id) {
    return executor.updateTable("blog_categories").set(values).where("id", "=", input.id).returningAll().executeTakeFirst();
  }
  return executor.insertInto("blog_categories").values(values).returningAll().executeTakeFirstOrThrow();
}

/** Deletes a category (its posts stay, without a category) and records `blog.category_delete`; false for an unknown id. */
export function deleteCategory(id: number, actor: ActivityActor): Promise<boolean> {
  const deleted = { action: BLOG_ACTIVITY.categoryDelete, title: "Kategori silindi", icon: "FileText" } as const;
  return deleteWithActivity("blog_categories", id, actor, deleted, (category) => category.name);
}

/** One name per change, whichever door (admin screen or `/api`) it came through. */
export const BLOG_ACTIVITY = {
  postCreate: "blog.create",
  postUpdate: "blog.update",
  postDelete: "blog.delete",
  aiDraft: "blog.ai-draft",
  categorySave: "blog.category",
  categoryDelete: "blog.category_delete",
} as const;

/**
 * The API's post fields with a category given by name (`category`, matched
 * without regard to case) turned into its id. An unknown name, or a name and a
 * `category_id` that name different categories, is a Turkish message; an empty
 * name means no category.
 */
export async function resolvePostCategory(
  fields: PostFields & { category?: string },
): Promise<{ fields: PostFields; error?: undefined } | { error: string }> {
  const { category, ...rest } = fields;
  if (category === undefined || (category === "" && rest.category_id === undefined)) return { fields: rest };
  const wanted = category.toLocaleLowerCase("tr");
  const found = (await listCategories()).find((row) => row.name.toLocaleLowerCase("tr") === wanted);
  if (!found) return { error: `category: "${category}" adında bir kategori yok.` };
  if (rest.category_id !== undefined && rest.category_id !== found.id) {
    return { error: "category ve category_id farklı kategorileri gösteriyor." };
  }
  return { fields: { ...rest, category_id: found.id } };
}

/** Why these post fields cannot be saved as they are, or null. */
export async function postSlugProblem(fields: Pick<PostFields, "id" | "slug">) {
  return fields.slug && (await isPostSlugTaken(fields.slug, fields.id)) ? "Bu kısa ad başka bir yazıda kullanılıyor." : null;
}

/**
 * Creates the post from validated fields, or updates the one `fields.id` names, and
 * records `blog.create` or `blog.update`; undefined when that post does not exist.
 */
export async function savePostFields(fields: PostFields, actor: ActivityActor) {
  const { id, tags, category_id, ...rest } = fields;
  const input = { ...rest, tags: parseTags(tags), category_id: category_id ?? null };
  return writeWithActivity(
    async (trx) =>
      id ? updatePost(trx, id, { ...input, slug: rest.slug || (await uniquePostSlug(rest.title, id, trx)) }) : createPost(input, trx),
    (post) => ({
      action: id ? BLOG_ACTIVITY.postUpdate : BLOG_ACTIVITY.postCreate,
      title: id ? "Blog yazısı güncellendi" : "Blog yazısı oluşturuldu",
      description: post.title,
      icon: "FileText",
      actor,
    }),
  );
}

/** The slug a category gets: the one given, else one made from its name. */
export function categorySlug(fields: Pick<CategoryFields, "name" | "slug">) {
  return fields.slug || slugify(fields.name);
}

export async function categorySlugProblem(fields: CategoryFields) {
  return (await isCategorySlugTaken(categorySlug(fields), fields.id)) ? "Bu kısa adla bir kategori zaten var." : null;
}

/** Creates the category, or updates the one `fields.id` names, and records `blog.category`; undefined when that category does not exist. */
export async function saveCategoryFields(fields: CategoryFields, actor: ActivityActor) {
  return writeWithActivity(
    (trx) => saveCategory({ ...fields, slug: categorySlug(fields) }, trx),
    (saved) => ({
      action: BLOG_ACTIVITY.categorySave,
      title: fields.id ? "Kategori güncellendi" : "Kategori oluşturuldu",
      description: saved.name,
      icon: "FileText",
      actor,
    }),
  );
}
