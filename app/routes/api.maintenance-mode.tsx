import { actorOf, apiAction } from "~/server/api.server";
import { toggleBody } from "~/lib/site/system-toggle";
import { setMaintenanceMode } from "~/models/system.server";

/** `PUT /api/maintenance-mode` `{ enabled }` (admin). */
export const action = apiAction({
  PUT: async ({ body, user }) => {
    const { enabled } = await body(toggleBody, { fieldInMessage: false });
    await setMaintenanceMode(enabled, actorOf(user));
    return Response.json({ success: true, maintenance_mode: enabled });
  },
});
