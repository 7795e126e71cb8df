import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import type { ActivityActor } from "~/models/activity.server";
import {
  type BackupOrigin,
  isBackupNameTaken,
  lastBackupStart,
  listKeptBackups,
  markBackupsDeleted,
  recordBackup,
} from "~/models/backups.server";
import { sqliteHandle } from "../db.server";
import { dialectName } from "../dialect/name.server";
import { env } from "../env.server";
import { runExclusive } from "../schedule-lock.server";
import { logger } from "~/server/log.server";
import { dumpPostgres, listDump } from "./pg-dump.server";

/** A backup holds every password hash and encrypted key the database does: its owner alone reads it. */
const BACKUP_FILE_MODE = 0o600;
const BACKUP_DIR_MODE = 0o700;
const ALL_PAGES = 0x7fffffff;

/**
 * `app-2026-11-25T13-05-00-123Z.db`: sorts by time, safe in any file system. On PostgreSQL
 * `.dump`: a pg_dump archive (custom format), put back with pg_restore, not a database file.
 */
export function backupFileName(at: Date) {
  return `app-${at.toISOString().replace(/[:.]/g, "-")}${dialectName() === "postgres" ? ".dump" : ".db"}`;
}

/** Only names this module writes are ever served or deleted. */
export const BACKUP_NAME = /^app-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.(db|dump)$/;

/** `PRAGMA integrity_check` on a file opened read-only: "ok", or what it found. */
export function checkDatabaseFile(file: string): string {
  const copy = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const found = copy.pragma("integrity_check", { simple: false }) as { integrity_check: string }[];
    return found.map((row) => row.integrity_check).join("; ");
  } finally {
    copy.close();
  }
}

export interface BackupOutcome {
  id: number;
  fileName: string;
  file: string;
  result: "ok" | "failed";
  detail: string | null;
  sizeBytes: number;
}

let running: Promise<BackupOutcome> | null = null;

/**
 * Takes a consistent copy of the live database with SQLite's online backup API, checks it
 * (opened read-only, `PRAGMA integrity_check`), records it and keeps only the newest
 * BACKUP_KEEP good ones. On PostgreSQL the copy is `pg_dump --format=custom` and the check
 * `pg_restore --list` (pg-dump.server.ts); the naming, record and rotation are the same. Writes go on meanwhile: the copy is of one moment, and holds every
 * write committed before it began. One backup at a time per process; a second caller gets
 * the one under way.
 */
export function takeBackup(origin: BackupOrigin, actor: ActivityActor | null = null): Promise<BackupOutcome> {
  running ??= runBackup(origin, actor).finally(() => {
    running = null;
  });
  return running;
}

async function runBackup(origin: BackupOrigin, actor: ActivityActor | null): Promise<BackupOutcome> {
  const { BACKUP_DIR, BACKUP_KEEP } = env();
  let startedAt = new Date();
  // The name is the start time; a name already recorded (PostgreSQL's unique file_name refused one
  // once in a test run) moves on by a millisecond.
  while (await isBackupNameTaken(backupFileName(startedAt))) startedAt = new Date(startedAt.getTime() + 1);
  const fileName = backupFileName(startedAt);
  const file = path.join(BACKUP_DIR, fileName);
  const partial = `${file}.partial`;
  let result: "ok" | "failed" = "ok";
  let detail: string | null = null;
  let sizeBytes = 0;
  try {
    fs.mkdirSync(BACKUP_DIR, { recursive: true, mode: BACKUP_DIR_MODE });
    // Made private before SQLite writes a byte into it: SQLite keeps an existing file's mode.
    fs.closeSync(fs.openSync(partial, "wx", BACKUP_FILE_MODE));
    await copyDatabase(partial);
    fs.renameSync(partial, file);
    sizeBytes = fs.statSync(file).size;
  } catch (error) {
    result = "failed";
    detail = error instanceof Error ? error.message : String(error);
    fs.rmSync(partial, { force: true });
  }
  const id = await recordBackup(
    { fileName, sizeBytes, result, detail, origin, startedAt: startedAt.toISOString(), finishedAt: new Date().toISOString() },
    actor,
  );
  if (result === "ok") await keepNewest(BACKUP_DIR, BACKUP_KEEP);
  return { id, fileName, file, result, detail, sizeBytes };
}

/** Writes a checked copy of the live database into `partial`; throws what went wrong. */
async function copyDatabase(partial: string) {
  const url = env().DATABASE_URL;
  if (url) {
    await dumpPostgres(url, partial);
    await listDump(partial);
    return;
  }
  // After the first step every remaining page goes in one step (one read transaction, so
  // one moment), so writes by other processes cannot keep restarting the copy. The
  // wrapper's 0 would copy nothing, forever; its largest step is this.
  await sqliteHandle().backup(partial, { progress: () => ALL_PAGES });
  const check = checkDatabaseFile(partial);
  if (check !== "ok") throw new Error(`integrity_check: ${check}`);
}

/** Removes the good backups past the newest `keep` (failed ones left no file). */
async function keepNewest(dir: string, keep: number) {
  const kept = (await listKeptBackups()).filter((row) => row.result === "ok");
  const old = kept.slice(keep);
  for (const row of old) if (BACKUP_NAME.test(row.file_name)) fs.rmSync(path.join(dir, row.file_name), { force: true });
  await markBackupsDeleted(old.map((row) => row.id));
}

/** The file of a kept backup, or null when the name is not one of ours or the file is gone. */
export function backupFilePath(fileName: string): string | null {
  if (!BACKUP_NAME.test(fileName)) return null;
  const file = path.join(env().BACKUP_DIR, fileName);
  return fs.existsSync(file) ? file : null;
}

/** A scheduled backup is due once this share of the interval has passed since the last one began (timers drift by milliseconds). */
const DUE_SHARE = 0.9;

/**
 * The schedule's round: a backup when one is due (null otherwise). On PostgreSQL every app
 * server runs the schedule, each on its own clock: the lock lets one server at a time look,
 * and the last scheduled backup's time, in the shared table, keeps it to one per interval
 * whichever server's timer fires.
 */
export async function scheduledBackup(now = Date.now()): Promise<BackupOutcome | null> {
  const round = await runExclusive("backup", async () => {
    const last = await lastBackupStart("schedule");
    if (last && now - Date.parse(last) < env().BACKUP_INTERVAL_HOURS * 60 * 60 * 1000 * DUE_SHARE) return null;
    return takeBackup("schedule");
  });
  return round.ran ? round.value : null;
}

/**
 * Takes a backup every BACKUP_INTERVAL_HOURS (0: never) in the process that runs the
 * background work. A failure is recorded in the table and logged; the next one is still taken.
 */
export function startBackupSchedule() {
  const hours = env().BACKUP_INTERVAL_HOURS;
  if (hours <= 0) return;
  const timer = setInterval(
    () => {
      void scheduledBackup().then(
        (outcome) => {
          if (outcome?.result === "failed") logger.error({ detail: outcome.detail }, "backup failed");
        },
        (error: unknown) => logger.error({ err: error }, "backup failed"),
      );
    },
    hours * 60 * 60 * 1000,
  );
  timer.unref();
}
