import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** Migrated, empty SQLite files and migrated-and-seeded ones, built once per run. */
    templateDatabases: { migrated: string; seeded: string };
  }
}

/**
 * Vitest global setup: migrates one database and seeds another, once per run. Each test's
 * `useTestDatabase()` copies one of them instead of running every migration and the seed
 * again (a file copy takes a millisecond, migrating and seeding a tenth of a second or more).
 * The files are built from today's migrations and seed, so a test sees what a fresh start makes.
 */
export default async function setup(project: TestProject) {
  // The same cheap hashing and secret as the test files (tests/setup/unit-env.ts); that file
  // needs a test worker, so the values are set here again.
  process.env.SCRYPT_LOG_N = "10";
  process.env.SESSION_SECRET = "unit-test-secret-0123456789abcdef";
  const { openDatabase, migrateToLatest } = await import("~/server/db.server");
  const { seed } = await import("../../db/seed");

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kripto-template-"));
  const build = async (name: string, seeded: boolean) => {
    const file = path.join(dir, name);
    const { kysely } = openDatabase(file);
    await migrateToLatest(kysely);
    if (seeded) await seed(kysely);
    // Closing checkpoints the write-ahead log into the file, so the one file is the whole database.
    await kysely.destroy();
    return file;
  };
  project.provide("templateDatabases", { migrated: await build("migrated.db", false), seeded: await build("seeded.db", true) });

  return () => fs.rmSync(dir, { recursive: true, force: true });
}
