import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../setup/test-db";
import { db } from "~/server/db.server";
import { resetEnv } from "~/server/env.server";
import { runExclusive } from "~/server/schedule-lock.server";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("schedules on several app servers (PostgreSQL)", () => {
  useTestDatabase();

  it("runs a round once when two ask for the same schedule at once, and each of two different ones", async () => {
    let rounds = 0;
    let firstBack: Promise<unknown> = Promise.resolve();
    // A round holds the lock until the other attempt has come back (skipped), however slowly it
    // connects; without the lock both rounds would run, each waiting out the pause.
    const round = async () => {
      rounds += 1;
      await Promise.race([firstBack, pause(5_000)]);
      return rounds;
    };
    const attempts = [runExclusive("news", round), runExclusive("news", round)];
    firstBack = Promise.race(attempts);
    const results = await Promise.all(attempts);
    expect(rounds).toBe(1);
    expect(results.map((result) => result.ran).sort()).toEqual([false, true]);
    // Released at the end: the next round runs, and another schedule never waited on this one.
    const [news, backup] = await Promise.all([
      runExclusive("news", async () => pause(200)),
      runExclusive("backup", async () => pause(200)),
    ]);
    expect([news.ran, backup.ran]).toEqual([true, true]);
  });

  it("releases the lock when the round fails", async () => {
    await expect(runExclusive("news", () => Promise.reject(new Error("feed down")))).rejects.toThrow("feed down");
    expect(await runExclusive("news", async () => "again")).toEqual({ ran: true, value: "again" });
  });

  describe("the backup schedule on two servers", () => {
    let dir = "";
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "kripto-pg-schedule-"));
      process.env.BACKUP_DIR = dir;
      process.env.BACKUP_INTERVAL_HOURS = "6";
      resetEnv();
    });
    afterEach(() => {
      delete process.env.BACKUP_DIR;
      delete process.env.BACKUP_INTERVAL_HOURS;
      resetEnv();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it("takes one backup when both servers' timers fire at once, and none when the other's fires later", async () => {
      // Each server is its own copy of the app's modules: its own pool, its own one-backup-at-a-time.
      const load = async () => ({ ...(await import("~/server/ops/backup.server")), ...(await import("~/server/db.server")) });
      vi.resetModules();
      const first = await load();
      vi.resetModules();
      const second = await load();
      try {
        const outcomes = await Promise.all([first.scheduledBackup(), second.scheduledBackup()]);
        expect(outcomes.filter(Boolean)).toHaveLength(1);
        expect(await second.scheduledBackup(Date.now() + 60 * 60_000)).toBeNull();
        expect((await first.scheduledBackup(Date.now() + 6 * 60 * 60_000))?.result).toBe("ok");
      } finally {
        await Promise.all([first.closeDatabase(), second.closeDatabase()]);
      }
      expect(fs.readdirSync(dir)).toHaveLength(2);
      const rows = await db().selectFrom("backups").select("origin").execute();
      expect(rows).toEqual([{ origin: "schedule" }, { origin: "schedule" }]);
    });
  });
});
