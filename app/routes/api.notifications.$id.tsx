import { actorOf, apiAction, apiLoader } from "~/server/api.server";
import { jsonError } from "~/server/http.server";
import { deleteNotification, getNotification } from "~/models/notifications.server";

const missing = () => jsonError("Bildirim bulunamadı.", 404);

/** `GET /api/notifications/{id}` (admin). */
export const loader = apiLoader(async ({ id }) => {
  const notification = await getNotification(id());
  return notification ? Response.json(notification) : missing();
});

/** `DELETE /api/notifications/{id}` (admin). */
export const action = apiAction(
  { DELETE: async ({ id, user }) => ((await deleteNotification(id(), actorOf(user))) ? Response.json({ success: true }) : missing()) },
  { reads: true },
);
