import type { ActionFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/server/auth.server";
import { methodNotAllowed } from "~/server/api.server";
import { recordActivity } from "~/models/activity.server";
import { markAllNotificationsRead } from "~/models/notifications.server";

/** `PATCH /api/notifications/read-all` (admin). */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  if (request.method !== "PATCH") return methodNotAllowed("PATCH");
  const updated = await markAllNotificationsRead();
  await recordActivity({
    action: "notification.read_all",
    title: "Bildirimler okundu",
    description: `${updated} bildirim okundu olarak işaretlendi.`,
    actor: admin,
  });
  return Response.json({ success: true, updated });
}
