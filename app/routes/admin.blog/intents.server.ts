import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import { formId, handleIntents, notFound, type IntentArgs } from "~/server/admin-form.server";
import { formReply } from "~/server/form-reply.server";
import { categorySchema, postSchema } from "~/lib/blog/schemas";
import { redirectWithToast } from "~/server/toast.server";
import { categorySlugProblem, deleteCategory, deletePost, postSlugProblem, saveCategoryFields, savePostFields } from "~/models/blog.server";

async function savePost({ request, formData, admin, intent }: IntentArgs) {
  const submission = await parseWithZod(formData, {
    async: true,
    schema: postSchema.superRefine(async (value, ctx) => {
      const problem = await postSlugProblem(value);
      if (problem) ctx.addIssue({ code: "custom", path: ["slug"], message: problem });
    }),
  });
  if (submission.status !== "success") return formReply(intent, submission.reply());
  if (!(await savePostFields(submission.value, admin))) notFound("Yazı bulunamadı");
  const message = submission.value.id ? "Yazı başarıyla güncellendi" : "Yazı başarıyla oluşturuldu";
  return redirectWithToast(request, "/admin/blog", { type: "success", message });
}

async function saveCategory({ request, formData, admin, intent }: IntentArgs) {
  const submission = await parseWithZod(formData, {
    async: true,
    schema: categorySchema.superRefine(async (value, ctx) => {
      const problem = await categorySlugProblem(value);
      if (problem) ctx.addIssue({ code: "custom", path: [value.slug ? "slug" : "name"], message: problem });
    }),
  });
  if (submission.status !== "success") return formReply(intent, submission.reply());
  if (!(await saveCategoryFields(submission.value, admin))) notFound("Kategori bulunamadı");
  const message = submission.value.id ? "Kategori güncellendi" : "Kategori oluşturuldu";
  return redirectWithToast(request, "/admin/blog?tab=categories", { type: "success", message });
}

/** Deletes a post, or a category on the categories tab (`?tab=categories`). */
async function remove({ request, formData, admin }: IntentArgs) {
  const id = formId(formData);
  if (new URL(request.url).searchParams.get("tab") === "categories") {
    if (!(await deleteCategory(id, admin))) notFound("Kategori bulunamadı");
    return redirectWithToast(request, "/admin/blog?tab=categories", { type: "success", message: "Kategori silindi" });
  }
  if (!(await deletePost(id, admin))) notFound("Yazı bulunamadı");
  return redirectWithToast(request, "/admin/blog", { type: "success", message: "Yazı silindi" });
}

export const action = ({ request }: ActionFunctionArgs) =>
  handleIntents(request, { "save-post": savePost, "save-category": saveCategory, delete: remove });
