import { apiLoader } from "~/server/api.server";
import { recentActivities } from "~/models/dashboard.server";

/** `GET /api/dashboard/activities` (admin): the latest entries of the activity log. */
export const loader = apiLoader(async () => Response.json(await recentActivities()));
