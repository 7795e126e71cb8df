import type { ActionFunctionArgs } from "@remix-run/node";
import { formId, handleIntents, notFound, type IntentArgs } from "~/server/admin-form.server";
import { redirectWithToast } from "~/server/toast.server";
import { deleteNewsletterSubscriber } from "~/models/newsletter.server";

/** Back to the list the admin came from (search and page kept), without the confirmation step. */
function backToList(request: Request) {
  const url = new URL(request.url);
  for (const key of ["confirm", "index", "_data"]) url.searchParams.delete(key);
  const search = url.searchParams.toString();
  return `/admin/newsletter${search ? `?${search}` : ""}`;
}

async function remove({ request, formData, admin }: IntentArgs) {
  const subscriber = await deleteNewsletterSubscriber(formId(formData), admin);
  if (!subscriber) notFound("Abone bulunamadı.");
  return redirectWithToast(request, backToList(request), { type: "success", message: `${subscriber.email} bültenden çıkarıldı` });
}

export const action = ({ request }: ActionFunctionArgs) => handleIntents(request, { delete: remove });
