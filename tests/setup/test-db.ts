import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, inject } from "vitest";
import { seed } from "../../db/seed";
import { createDatabase, databaseUrl, dropDatabase } from "./postgres";
import { closeDatabase, db } from "~/server/db.server";
import { resetEnv } from "~/server/env.server";

/**
 * Gives every test in the calling file its own SQLite file, migrated and (unless
 * `seeded: false`) seeded with the demo data. Returns a getter for the file's path.
 * The file is a copy of the run's template (tests/setup/template-db.ts); with
 * `adminPassword` the migrated template is seeded with that password instead.
 */
export function useTestDatabase(options: { seeded?: boolean; adminPassword?: string } = {}) {
  if (inject("templateDatabases").postgres) return usePostgresTestDatabase(options);
  let dir = "";
  let file = "";

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "kripto-test-"));
    file = path.join(dir, "app.db");
    process.env.DATABASE_PATH = file;
    resetEnv();
    const templates = inject("templateDatabases");
    const seededCopy = options.seeded !== false && options.adminPassword === undefined;
    fs.copyFileSync(seededCopy ? templates.seeded : templates.migrated, file);
    if (options.seeded !== false && !seededCopy) await seed(db(), { adminPassword: options.adminPassword });
  });

  afterEach(async () => {
    await closeDatabase();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  return () => file;
}

/**
 * The same under `npm run test:pg`: each test gets its own database on the cluster, a copy of
 * the run's template (CREATE DATABASE … TEMPLATE), dropped afterwards. The getter gives its URL.
 */
function usePostgresTestDatabase(options: { seeded?: boolean; adminPassword?: string }) {
  const templates = inject("templateDatabases");
  const adminUrl = templates.postgres!;
  let name = "";
  let url = "";

  beforeEach(async () => {
    name = `kripto_test_${randomBytes(6).toString("hex")}`;
    url = databaseUrl(adminUrl, name);
    const seededCopy = options.seeded !== false && options.adminPassword === undefined;
    await createDatabase(adminUrl, name, seededCopy ? templates.seeded : templates.migrated);
    process.env.DATABASE_URL = url;
    resetEnv();
    if (options.seeded !== false && !seededCopy) await seed(db(), { adminPassword: options.adminPassword });
  });

  afterEach(async () => {
    await closeDatabase();
    await dropDatabase(adminUrl, name);
  });

  return () => url;
}
