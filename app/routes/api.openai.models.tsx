import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/server/auth.server";
import { jsonError } from "~/server/http.server";
import { providerModels } from "~/services/ai-models.server";

/** The saved provider's own model list (`GET {base_url}/models`), for admins. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const result = await providerModels({ signal: request.signal });
  return result.ok ? Response.json({ models: result.models }) : jsonError(result.error, result.status);
}
