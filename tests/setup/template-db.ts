import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /**
     * Migrated, empty SQLite files and migrated-and-seeded ones, built once per run. Under
     * `npm run test:pg` they are PostgreSQL databases by name and `postgres` is the admin URL.
     */
    templateDatabases: { migrated: string; seeded: string; postgres?: string };
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
  const { openDatabase, openPostgres, migrateToLatest } = await import("~/server/db.server");
  const { seed } = await import("../../db/seed");

  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    // PostgreSQL: two databases on the cluster, copied with CREATE DATABASE … TEMPLATE.
    const { createDatabase, databaseUrl, dropDatabase } = await import("./pg-admin");
    const build = async (name: string, seeded: boolean) => {
      await createDatabase(adminUrl, name);
      const kysely = openPostgres(databaseUrl(adminUrl, name));
      await migrateToLatest(kysely);
      if (seeded) await seed(kysely);
      // A template may have no connection open while it is copied.
      await kysely.destroy();
      return name;
    };
    const migrated = await build("kripto_template_migrated", false);
    const seeded = await build("kripto_template_seeded", true);
    project.provide("templateDatabases", { migrated, seeded, postgres: adminUrl });
    return async () => {
      for (const name of [migrated, seeded]) await dropDatabase(adminUrl, name);
    };
  }

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
