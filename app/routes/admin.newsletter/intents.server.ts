import type { ActionFunctionArgs } from "@remix-run/node";
import { formId, handleIntents, notFound, type IntentArgs } from "~/server/admin-form.server";
import { redirectWithToast } from "~/server/toast.server";
import { deleteNewsletterSubscriber } from "~/models/newsletter.server";
import { sendWeeklyDigest } from "~/models/newsletter-digest.server";

/** Back to the list the admin came from (search and page kept), without the confirmation step. */
function backToList(request: Request) {
  const url = new URL(request.url);
  for (const key of ["confirm", "send", "index", "_data"]) url.searchParams.delete(key);
  const search = url.searchParams.toString();
  return `/admin/newsletter${search ? `?${search}` : ""}`;
}

async function remove({ request, formData, admin }: IntentArgs) {
  const subscriber = await deleteNewsletterSubscriber(formId(formData), admin);
  if (!subscriber) notFound("Abone bulunamadı.");
  return redirectWithToast(request, backToList(request), { type: "success", message: `${subscriber.email} bültenden çıkarıldı` });
}

/** "Şimdi gönder": this week's digest to every active subscriber, once per week. */
async function sendDigest({ request, admin }: IntentArgs) {
  const outcome = await sendWeeklyDigest({ actor: admin });
  const message = outcome.alreadySent
    ? { type: "info" as const, message: `${outcome.week} haftasının bülteni zaten gönderilmiş.` }
    : outcome.queued === 0
      ? { type: "info" as const, message: "Aktif abone olmadığı için bülten gönderilmedi." }
      : { type: "success" as const, message: `Bülten ${outcome.queued} aboneye gönderilmek üzere sıraya alındı.` };
  return redirectWithToast(request, backToList(request), message);
}

export const action = ({ request }: ActionFunctionArgs) => handleIntents(request, { delete: remove, "send-digest": sendDigest });
