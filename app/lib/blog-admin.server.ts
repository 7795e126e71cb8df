/**
 * Saving blog posts and categories from validated fields: what the admin screen
 * and the blog JSON API both do after validation, including the activity log.
 */
import type { CategoryFields, PostFields } from "~/lib/blog-schemas";
import { parseTags, slugify } from "~/lib/blog-content";
import { recordActivity, type ActivityActor } from "~/models/activity.server";
import { createPost, isCategorySlugTaken, isPostSlugTaken, saveCategory, uniquePostSlug, updatePost } from "~/models/blog.server";

/** Why these post fields cannot be saved as they are, or null. */
export async function postSlugProblem(fields: Pick<PostFields, "id" | "slug">) {
  return fields.slug && (await isPostSlugTaken(fields.slug, fields.id)) ? "Bu kısa ad başka bir yazıda kullanılıyor." : null;
}

/** Creates the post, or updates the one `fields.id` names; undefined when that post does not exist. */
export async function savePostFields(fields: PostFields, actor: ActivityActor) {
  const { id, tags, read_time, category_id, ...rest } = fields;
  const input = { ...rest, tags: parseTags(tags), read_time: Number.parseInt(read_time ?? "", 10), category_id: category_id ?? null };
  const saved = id
    ? await updatePost(id, { ...input, slug: rest.slug || (await uniquePostSlug(rest.title, id)) })
    : await createPost(input);
  if (!saved) return undefined;
  await recordActivity({
    action: id ? "blog.update" : "blog.create",
    title: id ? "Blog yazısı güncellendi" : "Blog yazısı oluşturuldu",
    description: saved.title,
    icon: "FileText",
    actor,
  });
  return saved;
}

/** The slug a category gets: the one given, else one made from its name. */
export function categorySlug(fields: Pick<CategoryFields, "name" | "slug">) {
  return fields.slug || slugify(fields.name);
}

export async function categorySlugProblem(fields: CategoryFields) {
  return (await isCategorySlugTaken(categorySlug(fields), fields.id)) ? "Bu kısa adla bir kategori zaten var." : null;
}

/** Creates the category, or updates the one `fields.id` names; undefined when that category does not exist. */
export async function saveCategoryFields(fields: CategoryFields, actor: ActivityActor) {
  const saved = await saveCategory({ ...fields, slug: categorySlug(fields) });
  if (!saved) return undefined;
  await recordActivity({
    action: "blog.category",
    title: fields.id ? "Kategori güncellendi" : "Kategori oluşturuldu",
    description: saved.name,
    icon: "FileText",
    actor,
  });
  return saved;
}
