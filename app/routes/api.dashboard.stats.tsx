import { apiLoader } from "~/server/api.server";
import { dashboardStats } from "~/models/dashboard.server";

/** `GET /api/dashboard/stats` (admin). */
export const loader = apiLoader(async () => Response.json(await dashboardStats()));
