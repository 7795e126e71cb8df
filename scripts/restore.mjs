// Puts a backup back as the site's database (DATABASE_PATH, default data/app.db) while the
// server is stopped. The backup is checked first; the database it replaces is kept aside as
// <database>.before-restore-<time>. Usage: npm run restore -- <backup file>
import fs from "node:fs";
import SQLite from "better-sqlite3";

const source = process.argv[2];
const target = process.env.DATABASE_PATH || "data/app.db";

function fail(message) {
  console.error(`restore refused: ${message}`);
  process.exit(1);
}

if (process.env.DATABASE_URL) {
  fail(
    "on PostgreSQL a backup is a pg_dump archive: put it back with pg_restore --clean --if-exists --dbname=<database> <file> (docs/deploy.md)",
  );
}
if (!source) fail("name the backup file: npm run restore -- <file>");
if (!fs.existsSync(source)) fail(`${source} does not exist`);

try {
  const copy = new SQLite(source, { readonly: true, fileMustExist: true });
  const check = copy.pragma("integrity_check", { simple: true });
  copy.close();
  if (check !== "ok") fail(`${source} fails the integrity check: ${check}`);
} catch (error) {
  fail(`${source} is not a usable SQLite database (${error.message})`);
}

// A running server keeps the database open, and every connection to a database in WAL mode
// holds a shared lock on it for as long as it is open. Asking for the database exclusively
// therefore fails while any server process (or any other program) has it open.
if (fs.existsSync(target)) {
  const probe = new SQLite(target, { timeout: 200 });
  try {
    probe.pragma("locking_mode = EXCLUSIVE");
    probe.exec("BEGIN EXCLUSIVE; COMMIT;");
    // Writes what is still in the write-ahead log into the file, so the file kept aside is whole.
    probe.pragma("wal_checkpoint(TRUNCATE)");
  } catch (error) {
    probe.close();
    fail(`${target} is in use (${error.message}); stop the server first`);
  }
  probe.close();
  const aside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  fs.renameSync(target, aside);
  for (const companion of ["-wal", "-shm"]) fs.rmSync(`${target}${companion}`, { force: true });
  console.log(`the database it replaces is kept as ${aside}`);
}

fs.copyFileSync(source, target);
fs.chmodSync(target, 0o600);
console.log(`restored ${source} into ${target}`);
