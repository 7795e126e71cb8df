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

export async function setAutoUpdate(enabled: boolean) {
  await db()
    .updateTable("system_info")
    .set({ auto_update: enabled ? 1 : 0, updated_at: new Date().toISOString() })
    .where("id", "=", 1)
    .execute();
}

/** What the last check for updates found. */
export async function recordUpdateCheck(latestVersion: string, available: boolean) {
  await db()
    .updateTable("system_info")
    .set({ latest_version: latestVersion, update_available: available ? 1 : 0, updated_at: new Date().toISOString() })
    .where("id", "=", 1)
    .execute();
}

export async function listUpdateLogs(limit = 50) {
  return db().selectFrom("update_logs").selectAll().orderBy("started_at", "desc").orderBy("id", "desc").limit(limit).execute();
}

export interface UpdateLogInput {
  version: string;
  update_type: string;
  status: "completed" | "failed" | "in_progress";
  file_name: string | null;
  file_size: number | null;
  sha256: string | null;
  stored_path: string | null;
  message: string | null;
  started_at: string;
  completed_at: string | null;
}

/** Logs an upload; a stored one also becomes the system's last update. */
export async function addUpdateLog(input: UpdateLogInput) {
  return db()
    .transaction()
    .execute(async (trx) => {
      const log = await trx.insertInto("update_logs").values(input).returningAll().executeTakeFirstOrThrow();
      if (input.status === "completed") {
        await trx
          .updateTable("system_info")
          .set({ last_update: input.completed_at ?? input.started_at, updated_at: new Date().toISOString() })
          .where("id", "=", 1)
          .execute();
      }
      return log;
    });
}
