import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { aiSettingsSchema } from "~/lib/ai-settings";
import { getUser, requireAdmin } from "~/lib/auth.server";
import { methodNotAllowed } from "~/server/api.server";
import { jsonError, readJson } from "~/lib/http.server";
import { AiSettingsRuleError, getAdminAiSettings, getAiStatus, updateAiSettings } from "~/models/ai.server";
import { recordActivity } from "~/models/activity.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  if (user?.role === "admin") return Response.json(await getAdminAiSettings());
  return Response.json(await getAiStatus());
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  if (request.method !== "POST" && request.method !== "PUT") return methodNotAllowed("GET, POST, PUT");
  const parsed = aiSettingsSchema.safeParse(await readJson(request));
  if (!parsed.success) return jsonError(parsed.error.issues[0]?.message ?? "Geçersiz ayarlar.", 400);
  try {
    await updateAiSettings(parsed.data);
  } catch (error) {
    if (error instanceof AiSettingsRuleError) return jsonError(error.message, 400);
    throw error;
  }
  await recordActivity({ action: "ai.settings", title: "AI ayarları güncellendi", actor: admin });
  return Response.json(await getAdminAiSettings());
}
