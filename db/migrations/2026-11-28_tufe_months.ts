import type { Kysely } from "kysely";

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  // TÜFE (Turkish CPI) by month, as the admin read it from its publisher: the portfolio's
  // "lira adjusted by TÜFE" yardstick uses it. No figure is seeded: the table starts empty.
  await db.schema
    .createTable("cpi_months")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("month", "text", (c) => c.notNull().unique())
    .addColumn("value", "real", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("entered_at", "text", (c) => c.notNull())
    .addColumn("entered_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("cpi_months").execute();
}
