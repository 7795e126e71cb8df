import { apiAction, apiNoLoader } from "~/server/api.server";
import { jsonError } from "~/server/http.server";
import { markNotificationRead } from "~/models/notifications.server";

export const loader = apiNoLoader("PATCH");

/** `PATCH /api/notifications/{id}/read` (admin). */
export const action = apiAction({
  PATCH: async ({ id }) => ((await markNotificationRead(id())) ? Response.json({ success: true }) : jsonError("Bildirim bulunamadı.", 404)),
});
