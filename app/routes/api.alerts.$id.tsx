import { apiAction, apiLoader, type ApiContext } from "~/server/api.server";
import { positiveId } from "~/lib/params";
import { consumeAlertWrite } from "~/server/alert-limits.server";
import { jsonError, refusalStatus } from "~/server/http.server";
import { alertSchema } from "~/lib/alerts/schema";
import { deleteAlert, getAlert, toApiAlert, updateAlert } from "~/models/alerts.server";
import { currentAlertSnapshot } from "~/services/alert-snapshot.server";

// Another user's id, or no id at all, answers exactly as an id that does not exist.
const notFound = () => jsonError("Alarm bulunamadı.", 404);
/** The path's id; anything else is 0, which no row has. */
const alertId = (params: ApiContext["params"]) => positiveId(params.id) ?? 0;

/** GET /api/alerts/:id: one of the signed-in user's own alerts. */
export const loader = apiLoader(
  async ({ user, params }) => {
    const alert = await getAlert(user.id, alertId(params));
    return alert ? Response.json(toApiAlert(alert)) : notFound();
  },
  { access: "user" },
);

/** PUT replaces one of the user's alerts (the whole alert; `active` optional); DELETE removes it. */
export const action = apiAction(
  {
    PUT: async ({ user, params, body }) => {
      const id = alertId(params);
      if (!(await getAlert(user.id, id))) return notFound();
      const snapshot = await currentAlertSnapshot();
      const input = await body(alertSchema(snapshot));
      const refused = await consumeAlertWrite(user.id);
      if (refused) return jsonError(refused.message, 429, refused.headers);
      const result = await updateAlert(user.id, id, input, snapshot);
      return result.ok ? Response.json(toApiAlert(result.alert)) : jsonError(result.message, refusalStatus(result));
    },
    DELETE: async ({ user, params }) => ((await deleteAlert(user.id, alertId(params))) ? Response.json({ success: true }) : notFound()),
  },
  { access: "user", reads: true },
);
