import type { ActionFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/server/auth.server";
import { readToggle } from "~/server/system-toggle.server";
import { recordActivity } from "~/models/activity.server";
import { setMaintenanceMode } from "~/models/system.server";

/** `PUT /api/maintenance-mode` `{ enabled }` (admin). */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const enabled = await readToggle(request);
  await setMaintenanceMode(enabled);
  await recordActivity({
    action: "system.maintenance",
    title: enabled ? "Bakım modu açıldı" : "Bakım modu kapatıldı",
    icon: "AlertCircle",
    actor: admin,
  });
  return Response.json({ success: true, maintenance_mode: enabled });
}
