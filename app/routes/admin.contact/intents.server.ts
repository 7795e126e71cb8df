import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs } from "@remix-run/node";
import { formId, handleIntents, notFound, type IntentArgs } from "~/server/admin-form.server";
import { formReply } from "~/server/form-reply.server";
import { contactInfoSchema, contactStatuses, priorities } from "~/lib/contact/inbox";
import { oneOf } from "~/lib/params";
import { redirectWithToast } from "~/server/toast.server";
import { deleteContactMessage, saveContactInfo, updateContactMessage } from "~/models/contact.server";

/** The inbox URL the admin came from, without the given one-off parameters. */
function withoutParams(request: Request, ...keys: string[]) {
  const url = new URL(request.url);
  for (const key of [...keys, "index", "_data"]) url.searchParams.delete(key);
  const search = url.searchParams.toString();
  return `/admin/contact${search ? `?${search}` : ""}`;
}

async function saveInfo({ request, formData, admin, intent }: IntentArgs) {
  const submission = parseWithZod(formData, { schema: contactInfoSchema });
  if (submission.status !== "success") return formReply(intent, submission.reply());
  await saveContactInfo(submission.value, admin);
  return redirectWithToast(request, "/admin/contact/info", { type: "success", message: "İletişim bilgileri başarıyla güncellendi!" });
}

async function update({ request, formData, admin }: IntentArgs) {
  const id = formId(formData);
  const status = oneOf(formData.get("status"), contactStatuses);
  const priority = oneOf(formData.get("priority"), priorities);
  if (!status || !priority) return data({ error: "Geçerli bir durum ve öncelik seçin." }, { status: 400 });
  if (!(await updateContactMessage(id, { status, priority }, admin))) notFound("Mesaj bulunamadı.");
  return redirectWithToast(request, withoutParams(request, "confirm"), { type: "success", message: "Durum başarıyla güncellendi" });
}

async function remove({ request, formData, admin }: IntentArgs) {
  if (!(await deleteContactMessage(formId(formData), admin))) notFound("Mesaj bulunamadı.");
  return redirectWithToast(request, withoutParams(request, "confirm", "id"), { type: "success", message: "Mesaj başarıyla silindi" });
}

export const action = ({ request }: ActionFunctionArgs) => handleIntents(request, { info: saveInfo, update, delete: remove });
