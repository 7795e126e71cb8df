import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireAdmin } from "~/server/auth.server";
import { methodNotAllowed } from "~/server/api.server";
import { jsonError } from "~/server/http.server";
import { recordActivity } from "~/models/activity.server";
import { deleteNotification, getNotification } from "~/models/notifications.server";

const idSchema = z.coerce.number().int().positive();

async function notificationFrom(params: LoaderFunctionArgs["params"]) {
  const id = idSchema.safeParse(params.id);
  if (!id.success) throw jsonError("Geçersiz bildirim numarası.", 400);
  const notification = await getNotification(id.data);
  if (!notification) throw jsonError("Bildirim bulunamadı.", 404);
  return notification;
}

/** `GET /api/notifications/{id}` (admin). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return Response.json(await notificationFrom(params));
}

/** `DELETE /api/notifications/{id}` (admin). */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  if (request.method !== "DELETE") return methodNotAllowed("GET, DELETE");
  const notification = await notificationFrom(params);
  await deleteNotification(notification.id);
  await recordActivity({ action: "notification.delete", title: "Bildirim silindi", description: notification.title, actor: admin });
  return Response.json({ success: true });
}
