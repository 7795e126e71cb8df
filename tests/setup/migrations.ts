import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Migrator } from "kysely";
import { afterEach } from "vitest";
import { migrations } from "../../db/migrations";
import { closeDatabase, db } from "~/server/db.server";
import { resetEnv } from "~/server/env.server";

/**
 * For a test of one migration: `before()` gives a fresh database file migrated up to the
 * migration just before `name` (Kysely runs them by name) and the migrator to go on with;
 * `previous` is that migration's name. The file is closed and removed after each test.
 */
export function useDatabaseBefore(name: string) {
  let dir = "";
  const previous = Object.keys(migrations)
    .sort()
    .filter((other) => other < name)
    .at(-1)!;

  afterEach(async () => {
    await closeDatabase();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  return {
    previous,
    async before() {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "kripto-migration-"));
      process.env.DATABASE_PATH = path.join(dir, "app.db");
      // These are SQLite's migrations, tested on SQLite under `npm run test:pg` too.
      delete process.env.DATABASE_URL;
      resetEnv();
      const migrator = new Migrator({ db: db(), provider: { getMigrations: async () => migrations } });
      const { error } = await migrator.migrateTo(previous);
      if (error) throw error;
      return migrator;
    },
  };
}
