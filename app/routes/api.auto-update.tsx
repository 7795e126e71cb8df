import { actorOf, apiAction } from "~/server/api.server";
import { toggleBody } from "~/lib/site/system-toggle";
import { setAutoUpdate } from "~/models/system.server";

/** `PUT /api/auto-update` `{ enabled }` (admin). */
export const action = apiAction({
  PUT: async ({ body, user }) => {
    const { enabled } = await body(toggleBody, { fieldInMessage: false });
    await setAutoUpdate(enabled, actorOf(user));
    return Response.json({ success: true, auto_update: enabled });
  },
});
