import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs } from "@remix-run/node";
import { handleIntents, type IntentArgs } from "~/server/admin-form.server";
import { formReply } from "~/server/form-reply.server";
import type { FormReply } from "~/lib/forms/reply";
import { NOT_CONFIGURED_ERROR } from "~/lib/ai/chat";
import { blogRequestSchema } from "~/lib/blog/ai-draft";
import { clientKey } from "~/server/http.server";
import { redirectWithToast } from "~/server/toast.server";
import { getAiRuntime } from "~/models/ai.server";
import {
  BLOG_SAVE_ERROR,
  BlogGenerationError,
  draftSchema,
  generateBlogPost,
  saveGeneratedDraft,
  type GeneratedPost,
} from "~/services/ai-blog.server";
import { aiRequestRefusal } from "~/services/ai-chat.server";

export type ActionData = Partial<FormReply> & { post?: GeneratedPost; saveError?: string; error?: string };

/** Asks the provider for a post and answers with its preview, or the form with the reason it could not. */
async function generate({ request, formData, admin, intent }: IntentArgs, ip: string) {
  const submission = parseWithZod(formData, { schema: blogRequestSchema });
  if (submission.status !== "success") return formReply(intent, submission.reply());
  const runtime = await getAiRuntime({ requireEnabled: false });
  if (!runtime) return formReply(intent, submission.reply({ formErrors: [NOT_CONFIGURED_ERROR] }), { status: 503 });
  const refusal = await aiRequestRefusal({ userId: admin.id, ip });
  if (refusal) return formReply(intent, submission.reply({ formErrors: [refusal] }), { status: 429 });
  try {
    const post = await generateBlogPost(runtime, submission.value, { signal: request.signal });
    return formReply(intent, submission.reply(), { status: 200, extra: { post } });
  } catch (error) {
    if (!(error instanceof BlogGenerationError)) throw error;
    return formReply(intent, submission.reply({ formErrors: [`${error.message} ${error.detail}`] }), { status: 502 });
  }
}

/** Saves the previewed post as a draft; `open` then goes to the blog editor with it. */
async function saveDraft({ request, formData, admin, intent }: IntentArgs) {
  const parsed = draftSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return data<ActionData>({ saveError: `${BLOG_SAVE_ERROR} ${parsed.error.issues[0]?.message ?? ""}`.trim() }, { status: 400 });
  }
  const post = await saveGeneratedDraft(parsed.data, admin);
  const toast = { type: "success" as const, message: "Blog yazısı başarıyla kaydedildi!" };
  return redirectWithToast(request, intent === "open" ? `/admin/blog?edit=${post.id}` : "/admin/blog-ai", toast);
}

export const action = ({ request, context }: ActionFunctionArgs) =>
  handleIntents(request, {
    generate: (args) => generate(args, clientKey(request, context)),
    save: saveDraft,
    open: saveDraft,
  });
