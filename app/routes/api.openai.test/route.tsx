import { apiAction } from "~/server/api.server";
import { jsonError } from "~/server/http.server";
import { getAiRuntime } from "~/models/ai.server";
import { testProvider } from "~/services/ai-chat.server";

export const action = apiAction({
  POST: async ({ request }) => {
    const runtime = await getAiRuntime({ requireEnabled: false });
    if (!runtime) return jsonError("Önce bir API anahtarı kaydedin.", 400);
    const result = await testProvider(runtime, { signal: request.signal });
    return result.ok ? Response.json({ message: result.message }) : jsonError(result.error, 502);
  },
});
