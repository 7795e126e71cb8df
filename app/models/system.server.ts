import { db } from "~/lib/db.server";
import { APP_VERSION } from "~/lib/defaults";
import type { SystemInfoRow } from "~/lib/db-schema";

export async function getSystemInfo(): Promise<SystemInfoRow> {
  const row = await db().selectFrom("system_info").selectAll().where("id", "=", 1).executeTakeFirst();
  return (
    row ?? {
      id: 1,
      current_version: APP_VERSION,
      last_update: null,
      update_available: 0,
      latest_version: null,
      maintenance_mode: 0,
      auto_update: 0,
      updated_at: new Date().toISOString(),
    }
  );
}

export async function isMaintenanceMode(): Promise<boolean> {
  const row = await db().selectFrom("system_info").select("maintenance_mode").where("id", "=", 1).executeTakeFirst();
  return row?.maintenance_mode === 1;
}

export async function setMaintenanceMode(enabled: boolean) {
  await db()
    .updateTable("system_info")
    .set({ maintenance_mode: enabled ? 1 : 0, updated_at: new Date().toISOString() })
    .where("id", "=", 1)
    .execute();
}
