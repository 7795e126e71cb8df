import { aiSettingsSchema } from "~/lib/ai/settings";
import { jsonError } from "~/server/http.server";
import { getAdminAiSettings, getAiStatus, updateAiSettings } from "~/models/ai.server";
import { actorOf, apiAction, apiLoader, type ApiContext } from "~/server/api.server";

export const loader = apiLoader(
  async ({ user }) => Response.json(user?.role === "admin" ? await getAdminAiSettings() : await getAiStatus()),
  { access: "public" },
);

async function save({ user, body }: ApiContext) {
  const saved = await updateAiSettings(await body(aiSettingsSchema, { fieldInMessage: false }), actorOf(user));
  if (!saved.ok) return jsonError(saved.message, 400);
  return Response.json(await getAdminAiSettings());
}

export const action = apiAction({ POST: save, PUT: save }, { reads: true });
