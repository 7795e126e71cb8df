import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import { formId, handleIntents, notFound, type IntentArgs } from "~/server/admin-form.server";
import { formReply, refusalErrors } from "~/server/form-reply.server";
import { newsSourceSchema } from "~/lib/news/schema";
import { redirectWithToast } from "~/server/toast.server";
import { deleteNewsSource, setNewsSourceEnabled, saveNewsSource } from "~/models/news.server";
import { refreshNewsSourceById, type FeedReadResult } from "~/services/news-feeds.server";
import { NEWS_SOURCES_PATH } from "./forms";

/** The toast after a save or a read: what was done, then how the read went, if there was one. */
function readToast(request: Request, done: string | null, result: FeedReadResult | null) {
  const read = result ? (result.ok ? `Besleme okundu: ${result.message}` : `Besleme okunamadı: ${result.message}`) : null;
  return redirectWithToast(request, NEWS_SOURCES_PATH, {
    type: result && !result.ok ? "error" : "success",
    message: [done, read].filter(Boolean).join(" "),
  });
}

async function save({ request, formData, admin, intent }: IntentArgs) {
  const submission = parseWithZod(formData, { schema: newsSourceSchema });
  const key = submission.payload.id ? Number(submission.payload.id) : null;
  if (submission.status !== "success") return formReply(intent, submission.reply(), { key });
  const result = await saveNewsSource(submission.value, admin);
  if (!result.ok) {
    if ("notFound" in result) notFound(result.message);
    return formReply(intent, submission.reply(refusalErrors(result)), { key });
  }
  const prefix = submission.value.id ? "Haber kaynağı kaydedildi." : "Haber kaynağı eklendi.";
  // A new feed, or a feed at a new address, is read at once so the admin sees whether it works.
  const read = submission.value.enabled && result.urlChanged ? await refreshNewsSourceById(result.id) : null;
  return readToast(request, prefix, read);
}

async function toggle({ request, formData, admin }: IntentArgs) {
  const id = formId(formData);
  const enabled = formData.get("enabled") === "true";
  if (!(await setNewsSourceEnabled(id, enabled, admin))) notFound("Haber kaynağı bulunamadı.");
  if (!enabled) return readToast(request, "Haber kaynağı devre dışı bırakıldı.", null);
  // A feed turned back on is read at once rather than at the next scheduled run.
  return readToast(request, "Haber kaynağı etkinleştirildi.", await refreshNewsSourceById(id));
}

async function refresh({ request, formData }: IntentArgs) {
  const result = await refreshNewsSourceById(formId(formData));
  if (!result) notFound("Haber kaynağı bulunamadı.");
  return readToast(request, null, result);
}

async function remove({ request, formData, admin }: IntentArgs) {
  if (!(await deleteNewsSource(formId(formData), admin))) notFound("Haber kaynağı bulunamadı.");
  return redirectWithToast(request, NEWS_SOURCES_PATH, { type: "success", message: "Haber kaynağı ve haberleri silindi." });
}

export const action = ({ request }: ActionFunctionArgs) =>
  handleIntents(request, { "save-source": save, "toggle-source": toggle, "refresh-source": refresh, "delete-source": remove });
