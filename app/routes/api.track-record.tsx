import { apiLoader } from "~/server/api.server";
import { trackRecordPayload } from "~/services/track-record.server";

/**
 * `GET /api/track-record`: the measured record of the site's calls, as the daily run stored it.
 * Before the first run every figure is null (`generatedAt` too): nothing is computed per request.
 */
export const loader = apiLoader(async () => Response.json(await trackRecordPayload()), { access: "public" });
