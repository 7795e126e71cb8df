import type { ActionFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/server/auth.server";
import { methodNotAllowed } from "~/server/api.server";
import { jsonError } from "~/server/http.server";
import { getAiRuntime } from "~/models/ai.server";
import { testProvider } from "~/services/ai-chat.server";

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  if (request.method !== "POST") return methodNotAllowed("POST");
  const runtime = await getAiRuntime({ requireEnabled: false });
  if (!runtime) return jsonError("Önce bir API anahtarı kaydedin.", 400);
  const result = await testProvider(runtime, { signal: request.signal });
  return result.ok ? Response.json({ message: result.message }) : jsonError(result.error, 502);
}
