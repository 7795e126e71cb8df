import { apiLoader } from "~/server/api.server";
import { jsonError } from "~/server/http.server";
import { providerModels } from "~/services/ai-models.server";

/** The saved provider's own model list (`GET {base_url}/models`), for admins. */
export const loader = apiLoader(async ({ request }) => {
  const result = await providerModels({ signal: request.signal });
  return result.ok ? Response.json({ models: result.models }) : jsonError(result.error, result.status);
});
