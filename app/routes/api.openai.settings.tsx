import { aiSettingsSchema } from "~/lib/ai/settings";
import { jsonError } from "~/server/http.server";
import { AiSettingsRuleError, getAdminAiSettings, getAiStatus, updateAiSettings } from "~/models/ai.server";
import { actorOf, apiAction, apiLoader, type ApiContext } from "~/server/api.server";

export const loader = apiLoader(
  async ({ user }) => Response.json(user?.role === "admin" ? await getAdminAiSettings() : await getAiStatus()),
  { access: "public" },
);

async function save({ user, body }: ApiContext) {
  try {
    await updateAiSettings(await body(aiSettingsSchema, { fieldInMessage: false }), actorOf(user));
  } catch (error) {
    if (error instanceof AiSettingsRuleError) return jsonError(error.message, 400);
    throw error;
  }
  return Response.json(await getAdminAiSettings());
}

export const action = apiAction({ POST: save, PUT: save }, { reads: true });
