import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/server/auth.server";
import { notificationStats } from "~/models/notifications.server";

/** `GET /api/notifications/stats` (admin): total, unread and one count per type. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return Response.json(await notificationStats());
}
