import { db } from "~/server/db.server";
import { perContentVersion } from "~/models/content-memo.server";
import { APP_VERSION } from "~/lib/site/defaults";
import type { Kysely } from "kysely";
import type { Database, SystemInfoRow } from "~/lib/db-schema";
import { recordActivity, type ActivityActor, type ActivityInput } from "./activity.server";

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

/** Asked on every page, so read once per content version: switching it raises the version. */
export function isMaintenanceMode(): Promise<boolean> {
  return perContentVersion("system.maintenance", async () => {
    const row = await db().selectFrom("system_info").select("maintenance_mode").where("id", "=", 1).executeTakeFirst();
    return row?.maintenance_mode === 1;
  });
}

/** One name per change, whichever door (admin screen or `/api`) it came through. */
export const SYSTEM_ACTIVITY = {
  maintenance: "system.maintenance",
  autoUpdate: "system.auto_update",
  manifest: "system.manifest",
} as const;

/** Sets one of the system switches and records its activity entry, in one transaction. */
async function setSwitch(column: "maintenance_mode" | "auto_update", enabled: boolean, activity: ActivityInput) {
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx
        .updateTable("system_info")
        .set({ [column]: enabled ? 1 : 0, updated_at: new Date().toISOString() })
        .where("id", "=", 1)
        .execute();
      await recordActivity(activity, trx);
    });
}

/** Switches maintenance mode. Every public page answers differently after a switch; the entry raises the content version. */
export function setMaintenanceMode(enabled: boolean, actor?: ActivityActor) {
  const title = enabled ? "Bakım modu açıldı" : "Bakım modu kapatıldı";
  return setSwitch("maintenance_mode", enabled, { action: SYSTEM_ACTIVITY.maintenance, title, icon: "AlertCircle", actor });
}

/** Stores the auto-update preference. */
export function setAutoUpdate(enabled: boolean, actor: ActivityActor) {
  const title = enabled ? "Otomatik güncelleme açıldı" : "Otomatik güncelleme kapatıldı";
  return setSwitch("auto_update", enabled, { action: SYSTEM_ACTIVITY.autoUpdate, title, actor });
}

/** Stores what the last check for updates found. */
export async function recordUpdateCheck(latestVersion: string, updateAvailable: boolean) {
  await db()
    .updateTable("system_info")
    .set({ latest_version: latestVersion, update_available: updateAvailable ? 1 : 0, updated_at: new Date().toISOString() })
    .where("id", "=", 1)
    .execute();
}

export async function listUpdateLogs(limit = 50) {
  return db().selectFrom("update_logs").selectAll().orderBy("started_at", "desc").orderBy("id", "desc").limit(limit).execute();
}

export interface UpdateLogInput {
  version: string;
  updateType: string;
  /** `stored`: the archive passed its checks and is kept, not installed; nothing here installs one. */
  status: "stored" | "failed" | "in_progress";
  fileName: string | null;
  fileSize: number | null;
  sha256: string | null;
  storedPath: string | null;
  message: string | null;
}

/**
 * Logs an update upload. The system's last update time stays as it is: a stored
 * archive has not changed the running site.
 */
export async function createUpdateLog(input: UpdateLogInput, executor: Kysely<Database> = db()) {
  return executor
    .insertInto("update_logs")
    .values({
      version: input.version,
      update_type: input.updateType,
      status: input.status,
      file_name: input.fileName,
      file_size: input.fileSize,
      sha256: input.sha256,
      stored_path: input.storedPath,
      message: input.message,
      completed_at: input.status === "in_progress" ? null : new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
