import type { ActionFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/server/auth.server";
import { readToggle } from "~/server/system-toggle.server";
import { recordActivity } from "~/models/activity.server";
import { setAutoUpdate } from "~/models/system.server";

/** `PUT /api/auto-update` `{ enabled }` (admin). */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const enabled = await readToggle(request);
  await setAutoUpdate(enabled);
  await recordActivity({
    action: "system.auto_update",
    title: enabled ? "Otomatik güncelleme açıldı" : "Otomatik güncelleme kapatıldı",
    actor: admin,
  });
  return Response.json({ success: true, auto_update: enabled });
}
