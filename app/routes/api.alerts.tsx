import { apiAction, apiLoader } from "~/server/api.server";
import { consumeAlertWrite } from "~/server/alert-limits.server";
import { jsonError } from "~/server/http.server";
import { alertSchema } from "~/lib/alerts/schema";
import { pageParam } from "~/lib/pagination";
import { createAlert, listAlertsPage, toApiAlert } from "~/models/alerts.server";
import { currentAlertSnapshot } from "~/services/alert-snapshot.server";

/** GET /api/alerts?page=N: one page of the signed-in user's own alerts, active ones first, newest first. */
export const loader = apiLoader(
  async ({ user, request }) => {
    const { alerts, pagination } = await listAlertsPage(user.id, pageParam(new URL(request.url).searchParams.get("page")));
    return Response.json({ alerts: alerts.map(toApiAlert), pagination });
  },
  { access: "user" },
);

/** POST /api/alerts: sets one alert for the signed-in user, checked against the snapshot the pages show. */
export const action = apiAction(
  {
    POST: async ({ user, body }) => {
      const snapshot = await currentAlertSnapshot();
      const input = await body(alertSchema(snapshot));
      const refused = await consumeAlertWrite(user.id);
      if (refused) return jsonError(refused.message, 429, refused.headers);
      const result = await createAlert(user.id, input, snapshot);
      if (!result.ok) return jsonError(result.message, 400);
      return Response.json(toApiAlert(result.alert), { status: 201 });
    },
  },
  { access: "user", reads: true },
);
