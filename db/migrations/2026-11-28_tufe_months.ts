import type { Kysely } from "kysely";
import { isPostgres, withId } from "./portable";

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  // TÜFE (Turkish CPI) by month, as the admin read it from its publisher: the portfolio's
  // "lira adjusted by TÜFE" yardstick uses it. No figure is seeded: the table starts empty.
  // Written for both databases (docs/postgres.md, "Writing a migration").
  const pg = isPostgres(db);
  await db.schema
    .createTable("cpi_months")
    .$call(withId(db))
    .addColumn("month", "text", (c) => c.notNull().unique())
    .addColumn("value", pg ? "double precision" : "real", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("entered_at", "text", (c) => c.notNull())
    .addColumn("entered_by", pg ? "bigint" : "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("cpi_months").execute();
}
