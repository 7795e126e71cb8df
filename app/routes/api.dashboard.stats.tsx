import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/server/auth.server";
import { dashboardStats } from "~/models/dashboard.server";

/** `GET /api/dashboard/stats` (admin). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return Response.json(await dashboardStats());
}
