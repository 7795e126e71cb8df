import { data, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "~/lib/zod";
import { handleIntents, type IntentArgs } from "~/server/admin-form.server";
import { redirectWithToast } from "~/server/toast.server";
import { deleteNotification, markAllNotificationsRead, markNotificationRead } from "~/models/notifications.server";

const idSchema = z.coerce.number().int().positive();

function withoutParams(path: string, names: string[]) {
  const url = new URL(path, "http://x");
  for (const name of names) url.searchParams.delete(name);
  const query = url.searchParams.toString();
  return `${url.pathname}${query ? `?${query}` : ""}`;
}

/** The list the admin came from (filters and page kept), without the confirmation step. */
function backUrl(request: Request) {
  const url = new URL(request.url);
  return withoutParams(`${url.pathname}${url.search}`, ["confirm", "index"]);
}

async function readAll({ request, admin }: IntentArgs) {
  await markAllNotificationsRead(admin);
  return redirectWithToast(request, backUrl(request), { type: "success", message: "Tüm bildirimler okundu olarak işaretlendi" });
}

async function read({ request, formData }: IntentArgs) {
  const id = idSchema.safeParse(formData.get("id"));
  if (!id.success) return data({ error: "Geçersiz bildirim." }, { status: 400 });
  const back = backUrl(request);
  if (!(await markNotificationRead(id.data))) {
    return redirectWithToast(request, back, { type: "error", message: "İşlem başarısız" }, { status: 303 });
  }
  return redirectWithToast(request, back, { type: "success", message: "Bildirim okundu olarak işaretlendi" });
}

async function remove({ request, formData, admin }: IntentArgs) {
  const id = idSchema.safeParse(formData.get("id"));
  if (!id.success) return data({ error: "Geçersiz bildirim." }, { status: 400 });
  const back = withoutParams(backUrl(request), ["confirm", "id"]);
  if (!(await deleteNotification(id.data, admin))) {
    return redirectWithToast(request, back, { type: "error", message: "Silme işlemi başarısız" });
  }
  return redirectWithToast(request, back, { type: "success", message: "Bildirim silindi" });
}

export const action = ({ request }: ActionFunctionArgs) => handleIntents(request, { "read-all": readAll, read, delete: remove });
