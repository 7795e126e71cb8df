import { type Kysely, sql } from "kysely";

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  // One row: a counter every content write raises, so every server process on this
  // database knows when the pages it cached were built from older content.
  await db.schema
    .createTable("content_version")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.insertInto("content_version").values({ id: 1, version: 1 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("content_version").ifExists().execute();
}
