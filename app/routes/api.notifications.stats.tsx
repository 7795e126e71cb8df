import { apiLoader } from "~/server/api.server";
import { notificationStats } from "~/models/notifications.server";

/** `GET /api/notifications/stats` (admin): total, unread and one count per type. */
export const loader = apiLoader(async () => Response.json(await notificationStats()));
