import type { ActionFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/server/auth.server";
import { APP_VERSION } from "~/lib/site/defaults";
import { methodNotAllowed } from "~/server/api.server";
import { jsonError } from "~/server/http.server";
import { checkForUpdates } from "~/services/update-archive.server";

/** `POST /api/check-updates` (admin) → `{ updateAvailable, latestVersion }`. */
export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  if (request.method !== "POST") return methodNotAllowed("POST");
  const result = await checkForUpdates(APP_VERSION);
  if (!result.ok) return jsonError("Güncelleme kontrolü yapılamadı", 502);
  return Response.json({ updateAvailable: result.updateAvailable, latestVersion: result.latestVersion });
}
