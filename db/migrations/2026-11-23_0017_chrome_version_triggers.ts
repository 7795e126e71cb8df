import { type Kysely, sql } from "kysely";

// Tables whose rows every page shows (footer, SEO, analytics ids, home sections). The
// server reads them once per content version, so any write to them, by the app or by
// hand, raises the version in the database itself.
const CHROME_TABLES = [
  "seo_settings",
  "page_seo",
  "google_services",
  "structured_data",
  "footer_info",
  "footer_links",
  "footer_social_links",
  "footer_column_headers",
  "home_sections",
];
const OPERATIONS = ["insert", "update", "delete"];
const BUMP = "UPDATE content_version SET version = version + 1 WHERE id = 1;";

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of CHROME_TABLES) {
    for (const operation of OPERATIONS) {
      await sql
        .raw(`CREATE TRIGGER ${table}_${operation}_bumps_version AFTER ${operation.toUpperCase()} ON ${table} BEGIN ${BUMP} END`)
        .execute(db);
    }
  }
  // Only the maintenance switch changes what pages show; update checks do not.
  await sql
    .raw(
      `CREATE TRIGGER system_info_maintenance_bumps_version AFTER UPDATE OF maintenance_mode ON system_info
       WHEN OLD.maintenance_mode IS NOT NEW.maintenance_mode BEGIN ${BUMP} END`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of CHROME_TABLES) {
    for (const operation of OPERATIONS) await sql.raw(`DROP TRIGGER IF EXISTS ${table}_${operation}_bumps_version`).execute(db);
  }
  await sql.raw("DROP TRIGGER IF EXISTS system_info_maintenance_bumps_version").execute(db);
}
