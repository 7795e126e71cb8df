import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../setup/test-db";
import { listKeptBackups } from "~/models/backups.server";
import { resetEnv } from "~/server/env.server";
import { BACKUP_NAME, backupFilePath, takeBackup } from "~/server/ops/backup.server";
import { pgTool } from "~/server/ops/pg-dump.server";

const run = promisify(execFile);

describe("backups on PostgreSQL", () => {
  const url = useTestDatabase();
  let dir = "";

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "kripto-pg-backups-"));
    process.env.BACKUP_DIR = dir;
    process.env.BACKUP_KEEP = "2";
    resetEnv();
  });

  afterEach(() => {
    delete process.env.BACKUP_DIR;
    delete process.env.BACKUP_KEEP;
    resetEnv();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("`npm run backup` writes a pg_dump archive, private to its owner, that pg_restore reads", async () => {
    const { stdout } = await run(process.execPath, ["scripts/backup.mjs"], { env: { ...process.env, DATABASE_URL: url() } });
    const [name] = fs.readdirSync(dir);
    expect(name).toMatch(BACKUP_NAME);
    expect(name).toMatch(/\.dump$/);
    expect(stdout).toContain("pg_restore --list ok");
    const file = path.join(dir, name!);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const { stdout: contents } = await run(pgTool("pg_restore"), ["--list", file]);
    expect(contents).toMatch(/TABLE public price_alerts/);
    expect(contents).toMatch(/TABLE DATA public users/);
    const [row] = await listKeptBackups();
    expect(row).toMatchObject({ file_name: name, result: "ok", origin: "manual" });
    expect(backupFilePath(name!)).toBe(file);
  });

  it("keeps the newest BACKUP_KEEP dumps", async () => {
    for (let i = 0; i < 3; i += 1) expect((await takeBackup("admin")).result).toBe("ok");
    const kept = (await listKeptBackups()).filter((row) => row.result === "ok");
    expect(kept).toHaveLength(2);
    expect(fs.readdirSync(dir).sort()).toEqual(kept.map((row) => row.file_name).sort());
  });
});
