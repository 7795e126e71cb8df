import { seed } from "../../db/seed";
import { primeContentVersion } from "~/models/content-version.server";
import { demoCredentialsActive } from "~/models/users.server";
import { closeDatabase, db, migrateToLatest } from "./db.server";
import { env } from "./env.server";
import { logger } from "~/server/log.server";

/** Brings the database to the latest schema and fills what is empty. Safe to run on every start. */
export async function prepareDatabase() {
  const applied = await migrateToLatest();
  for (const result of applied) {
    if (result.status === "Success") logger.info({ migration: result.migrationName }, "migration applied");
  }
  await seed(db(), { adminPassword: env().ADMIN_PASSWORD });
  // On PostgreSQL the page cache reads the content version from memory: known before the first request.
  await primeContentVersion();
  if (await demoCredentialsActive()) {
    logger.warn(
      "WARNING: the demo accounts (admin/admin123, ahmet/ahmet123, ayse/ayse123) are active. " +
        "Change the admin password, or start on an empty database with ADMIN_PASSWORD set, before going live.",
    );
  }
}

export { closeDatabase };
