import type { LoaderFunctionArgs } from "@remix-run/node";
import { aiSettingsSchema } from "~/lib/ai/settings";
import { getUser } from "~/server/auth.server";
import { jsonError } from "~/server/http.server";
import { AiSettingsRuleError, getAdminAiSettings, getAiStatus, updateAiSettings } from "~/models/ai.server";
import { actorOf, apiAction, type ApiContext } from "~/server/api.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  if (user?.role === "admin") return Response.json(await getAdminAiSettings());
  return Response.json(await getAiStatus());
}

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
