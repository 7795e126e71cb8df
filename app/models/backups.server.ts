import { db } from "~/server/db.server";
import { pageWindow } from "~/lib/pagination";
import type { ActivityActor } from "./activity.server";
import { recordActivity } from "./activity.server";

export const BACKUP_ACTIVITY = "system.backup";

export type BackupOrigin = "schedule" | "manual" | "admin";

export interface BackupRecord {
  fileName: string;
  sizeBytes: number;
  result: "ok" | "failed";
  detail: string | null;
  origin: BackupOrigin;
  startedAt: string;
  finishedAt: string;
}

/** Records one backup and, with its activity entry, in one transaction; the row's id. */
export async function recordBackup(record: BackupRecord, actor: ActivityActor | null = null) {
  return db()
    .transaction()
    .execute(async (trx) => {
      const { id } = await trx
        .insertInto("backups")
        .values({
          file_name: record.fileName,
          size_bytes: record.sizeBytes,
          result: record.result,
          detail: record.detail,
          origin: record.origin,
          started_at: record.startedAt,
          finished_at: record.finishedAt,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordActivity(
        {
          action: BACKUP_ACTIVITY,
          title:
            record.result === "ok" ? `Veritabanı yedeği alındı: ${record.fileName}` : `Veritabanı yedeği alınamadı: ${record.fileName}`,
          description: record.detail ?? "",
          icon: record.result === "ok" ? "Activity" : "AlertCircle",
          actor,
        },
        trx,
      );
      return id;
    });
}

/** Whether a backup of this file name is recorded already (two in one millisecond, or a clock set back). */
export async function isBackupNameTaken(fileName: string) {
  return !!(await db().selectFrom("backups").select("id").where("file_name", "=", fileName).executeTakeFirst());
}

/** When the last backup of this origin began (failed or not), or undefined before the first. */
export async function lastBackupStart(origin: BackupOrigin): Promise<string | undefined> {
  const row = await db().selectFrom("backups").select("started_at").where("origin", "=", origin).orderBy("id", "desc").executeTakeFirst();
  return row?.started_at;
}

/** The backups whose files are still kept, newest first. */
export function listKeptBackups() {
  return db().selectFrom("backups").selectAll().where("deleted_at", "is", null).orderBy("id", "desc").execute();
}

export const BACKUP_PAGE_SIZE = 20;

/** Every backup recorded, newest first, one page of them. */
export async function listBackups(requestedPage: number) {
  const { n } = await db()
    .selectFrom("backups")
    .select(({ fn }) => fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const { offset, ...pagination } = pageWindow(n, requestedPage, BACKUP_PAGE_SIZE);
  const rows = await db().selectFrom("backups").selectAll().orderBy("id", "desc").limit(BACKUP_PAGE_SIZE).offset(offset).execute();
  return { rows, pagination };
}

export function findKeptBackup(id: number) {
  return db()
    .selectFrom("backups")
    .selectAll()
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .where("result", "=", "ok")
    .executeTakeFirst();
}

/** Marks backups whose files were removed to keep only the newest ones. */
export async function markBackupsDeleted(ids: number[]) {
  if (ids.length === 0) return;
  await db().updateTable("backups").set({ deleted_at: new Date().toISOString() }).where("id", "in", ids).execute();
}
