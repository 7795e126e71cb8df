// Takes one database backup now, the same way the schedule does: a consistent online copy
// into BACKUP_DIR (default: "backups" beside the database), checked, recorded, the newest
// BACKUP_KEEP kept. Safe while the server runs. With DATABASE_URL set the copy is a pg_dump
// archive (custom format), put back with pg_restore (docs/deploy.md). Usage: npm run backup
import { loadApp } from "./lib/load-app.mjs";

const app = await loadApp({
  "app/server/db.server.ts": ["closeDatabase"],
  "app/server/ops/backup.server.ts": ["takeBackup"],
});
const outcome = await app.takeBackup("manual");
await app.closeDatabase();
if (outcome.result === "ok") {
  const check = outcome.fileName.endsWith(".dump") ? "pg_restore --list ok" : "integrity_check ok";
  console.log(`backup written: ${outcome.file} (${outcome.sizeBytes} bytes, ${check})`);
} else {
  console.error(`backup failed: ${outcome.detail}`);
  process.exit(1);
}
