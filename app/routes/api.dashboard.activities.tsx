import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/server/auth.server";
import { recentActivities } from "~/models/dashboard.server";

/** `GET /api/dashboard/activities` (admin): the latest entries of the activity log. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return Response.json(await recentActivities());
}
