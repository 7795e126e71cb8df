import { apiLoader } from "~/server/api.server";
import { listSettingsForApi } from "~/models/settings.server";

/** `GET /api/settings` (admin) → `{ settings: [ { key, value, description } ] }`. */
export const loader = apiLoader(async () => Response.json({ settings: await listSettingsForApi() }));
