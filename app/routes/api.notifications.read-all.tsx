import { actorOf, apiAction, apiNoLoader } from "~/server/api.server";
import { markAllNotificationsRead } from "~/models/notifications.server";

export const loader = apiNoLoader("PATCH");

/** `PATCH /api/notifications/read-all` (admin). */
export const action = apiAction({
  PATCH: async ({ user }) => Response.json({ success: true, updated: await markAllNotificationsRead(actorOf(user)) }),
});
