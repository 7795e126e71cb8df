import { APP_VERSION } from "~/lib/site/defaults";
import { apiAction } from "~/server/api.server";
import { jsonError } from "~/server/http.server";
import { checkForUpdates } from "~/services/update-archive.server";

/** `POST /api/check-updates` (admin) → `{ updateAvailable, latestVersion }`. */
export const action = apiAction({
  POST: async () => {
    const result = await checkForUpdates(APP_VERSION);
    if (!result.ok) return jsonError("Güncelleme kontrolü yapılamadı", 502);
    return Response.json({ updateAvailable: result.updateAvailable, latestVersion: result.latestVersion });
  },
});
