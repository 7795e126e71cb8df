import { parseWithZod } from "@conform-to/zod/v4";
import { formId } from "~/server/admin-form.server";
import { formReply } from "~/server/form-reply.server";
import { redirectWithToast } from "~/server/toast.server";
import type { UserIntentArgs } from "~/server/intents.server";
import { createWatchlistSchema, renameWatchlistSchema } from "~/lib/watchlists/schema";
import { createWatchlist, deleteWatchlist, updateWatchlist } from "~/models/watchlists.server";

export const PAGE = "/watchlists";

/** A new list, then its own page so coins can be added at once. */
export async function create({ request, user, formData }: UserIntentArgs) {
  const submission = parseWithZod(formData, { schema: createWatchlistSchema });
  if (submission.status !== "success") return formReply("create", submission.reply());
  const result = await createWatchlist(user.id, submission.value.name);
  if (!result.ok) return formReply("create", submission.reply({ fieldErrors: { name: [result.message] } }));
  return redirectWithToast(request, `${PAGE}/${result.value.id}`, { type: "success", message: "İzleme listesi oluşturuldu." });
}

export async function rename({ request, user, formData }: UserIntentArgs) {
  const id = formId(formData);
  const submission = parseWithZod(formData, { schema: renameWatchlistSchema });
  if (submission.status !== "success") return formReply("rename", submission.reply(), { key: id });
  // Renaming changes no coin, so the market is not asked which symbols it knows.
  const result = await updateWatchlist(user.id, id, { name: submission.value.name }, new Set());
  if (!result.ok && "notFound" in result) return redirectWithToast(request, PAGE, { type: "error", message: result.message });
  if (!result.ok) return formReply("rename", submission.reply({ fieldErrors: { name: [result.message] } }), { key: id });
  return redirectWithToast(request, PAGE, { type: "success", message: "Liste adı değiştirildi." });
}

export async function remove({ request, user, formData }: UserIntentArgs) {
  const result = await deleteWatchlist(user.id, formId(formData));
  if (!result.ok) return redirectWithToast(request, PAGE, { type: "error", message: result.message });
  return redirectWithToast(request, PAGE, { type: "success", message: "İzleme listesi silindi." });
}
