import { apiLoader } from "~/server/api.server";
import { getSystemInfo } from "~/models/system.server";

/** `GET /api/system-info`: every field for an admin, only the maintenance flag for anyone else. */
export const loader = apiLoader(
  async ({ user }) => {
    const info = await getSystemInfo();
    if (user?.role !== "admin") return Response.json({ maintenance_mode: info.maintenance_mode === 1 });
    return Response.json({
      current_version: info.current_version,
      last_update: info.last_update,
      update_available: info.update_available === 1,
      latest_version: info.latest_version,
      maintenance_mode: info.maintenance_mode === 1,
      auto_update: info.auto_update === 1,
    });
  },
  { access: "public" },
);
