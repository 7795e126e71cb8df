import { execFile, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { closeDatabase, db } from "~/server/db.server";
import { resetEnv } from "~/server/env.server";
import { backupFilePath, checkDatabaseFile, takeBackup } from "~/server/ops/backup.server";
import { sqliteOnly } from "../../setup/postgres";
import { useTestDatabase } from "../../setup/test-db";

const run = promisify(execFile);

/** Runs `npm run restore -- <file>`'s script; its exit code and output. */
async function restore(file: string, databasePath: string) {
  try {
    const { stdout } = await run(process.execPath, ["scripts/restore.mjs", file], { env: { ...process.env, DATABASE_PATH: databasePath } });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, output: failed.stderr };
  }
}

describe("database backups", () => {
  const file = useTestDatabase();

  // SQLite's online backup and file restore; pg_dump and pg_restore: tests/pg/backup.test.ts.
  it.skipIf(sqliteOnly("tests/pg/backup.test.ts"))(
    "taken while another process keeps writing, restore to a sound database holding every write acknowledged before it began",
    async () => {
      await sql`CREATE TABLE acks (id INTEGER PRIMARY KEY, at INTEGER NOT NULL, payload TEXT NOT NULL)`.execute(db());
      const writer = spawn(process.execPath, ["tests/unit/ops/writer-child.mjs"], { env: { ...process.env, DATABASE_PATH: file() } });
      let acknowledged = 0;
      writer.stdout.setEncoding("utf8").on("data", (chunk: string) => {
        const ids = chunk.trim().split("\n").map(Number);
        acknowledged = Math.max(acknowledged, ...ids);
      });
      const exited = new Promise((resolve) => writer.on("exit", resolve));
      try {
        while (acknowledged < 200) await new Promise((resolve) => setTimeout(resolve, 10));
        const before = acknowledged;
        const outcome = await takeBackup("manual");
        expect(outcome.result, outcome.detail ?? "").toBe("ok");
        // Writes went on while the copy was taken.
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(acknowledged).toBeGreaterThan(before);

        expect(fs.statSync(outcome.file).mode & 0o777).toBe(0o600);
        const row = await db().selectFrom("backups").selectAll().where("id", "=", outcome.id).executeTakeFirstOrThrow();
        expect(row).toMatchObject({ result: "ok", origin: "manual", size_bytes: fs.statSync(outcome.file).size, deleted_at: null });

        const restored = path.join(path.dirname(file()), "restored.db");
        expect(await restore(outcome.file, restored)).toMatchObject({ code: 0 });
        expect(checkDatabaseFile(restored)).toBe("ok");
        const copy = new SQLite(restored, { readonly: true });
        const ids = new Set(copy.prepare("SELECT id FROM acks").pluck().all() as number[]);
        const users = copy.prepare("SELECT count(*) FROM users").pluck().get() as number;
        copy.close();
        for (let id = 1; id <= before; id++) expect(ids.has(id), `acknowledged row ${id}`).toBe(true);
        // A consistent copy of one writer's numbered rows has no holes. (How far past `before` it
        // reaches is not asserted: a commit is acknowledged on the writer's stdout a moment after it
        // happens, so the copy may hold rows the test has not heard of yet.)
        expect(ids.size).toBe(Math.max(...ids));
        expect(users).toBeGreaterThan(0);
      } finally {
        writer.stdin.end();
        await exited;
      }
    },
    60_000,
  );

  it("keeps the newest BACKUP_KEEP and serves only names it wrote", async () => {
    process.env.BACKUP_KEEP = "2";
    resetEnv();
    const taken = [];
    for (let i = 0; i < 3; i++) {
      taken.push(await takeBackup("schedule"));
      await new Promise((resolve) => setTimeout(resolve, 5)); // a new name each time
    }
    expect(fs.existsSync(taken[0].file)).toBe(false);
    expect(fs.existsSync(taken[2].file)).toBe(true);
    expect(backupFilePath(taken[2].fileName)).toBe(taken[2].file);
    expect(backupFilePath(taken[0].fileName)).toBeNull();
    expect(backupFilePath("../app.db")).toBeNull();
    const rows = await db().selectFrom("backups").select(["file_name", "deleted_at"]).orderBy("id").execute();
    expect(rows.map((row) => row.deleted_at === null)).toEqual([false, true, true]);
  });

  it.skipIf(sqliteOnly("tests/pg/backup.test.ts"))(
    "restore refuses while a server has the database open, and keeps the replaced file aside once it is stopped",
    async () => {
      const outcome = await takeBackup("manual");
      await sql`INSERT INTO contact_messages (name, email, subject, message) VALUES ('Sonra', 'a@example.com', 'Konu', 'Yedekten sonra yazıldı')`.execute(
        db(),
      );
      // This process plays the running server: its connection is open.
      const refused = await restore(outcome.file, file());
      expect(refused.code).toBe(1);
      expect(refused.output).toContain("stop the server first");

      await closeDatabase();
      const done = await restore(outcome.file, file());
      expect(done.code, done.output).toBe(0);
      const aside = fs.readdirSync(path.dirname(file())).find((name) => name.startsWith("app.db.before-restore-"));
      expect(aside).toBeDefined();
      expect(fs.statSync(file()).mode & 0o777).toBe(0o600);
      const count = (f: string) => {
        const copy = new SQLite(f, { readonly: true });
        const n = copy.prepare("SELECT count(*) FROM contact_messages WHERE name = 'Sonra'").pluck().get();
        copy.close();
        return n;
      };
      expect(count(file())).toBe(0);
      expect(count(path.join(path.dirname(file()), aside!))).toBe(1);
    },
  );
});
