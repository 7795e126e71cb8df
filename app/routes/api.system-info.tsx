import type { LoaderFunctionArgs } from "@remix-run/node";
import { getUser } from "~/server/auth.server";
import { getSystemInfo } from "~/models/system.server";

/** `GET /api/system-info`: every field for an admin, only the maintenance flag for anyone else. */
export async function loader({ request }: LoaderFunctionArgs) {
  const [user, info] = await Promise.all([getUser(request), getSystemInfo()]);
  if (user?.role !== "admin") return Response.json({ maintenance_mode: info.maintenance_mode === 1 });
  return Response.json({
    current_version: info.current_version,
    last_update: info.last_update,
    update_available: info.update_available === 1,
    latest_version: info.latest_version,
    maintenance_mode: info.maintenance_mode === 1,
    auto_update: info.auto_update === 1,
  });
}
