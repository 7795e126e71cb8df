import { apiAction, apiLoader } from "~/server/api.server";
import { jsonError } from "~/server/http.server";
import { alertSchema } from "~/lib/alerts/schema";
import { createAlert, listAlerts, toApiAlert } from "~/models/alerts.server";
import { currentAlertSnapshot } from "~/services/alert-snapshot.server";

/** GET /api/alerts: the signed-in user's own alerts. */
export const loader = apiLoader(async ({ user }) => Response.json({ alerts: (await listAlerts(user.id)).map(toApiAlert) }), {
  access: "user",
});

/** POST /api/alerts: sets one alert for the signed-in user, checked against the snapshot the pages show. */
export const action = apiAction(
  {
    POST: async ({ user, body }) => {
      const snapshot = await currentAlertSnapshot();
      const result = await createAlert(user.id, await body(alertSchema(snapshot)), snapshot);
      if (!result.ok) return jsonError(result.error, 400);
      return Response.json(toApiAlert(result.alert), { status: 201 });
    },
  },
  { access: "user", reads: true },
);
