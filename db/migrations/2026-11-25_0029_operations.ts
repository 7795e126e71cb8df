import type { Kysely } from "kysely";

// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  // Rate-limit counters shared by every process on this database: one row per limiter key
  // with its current window (starting at the key's first hit) and count, bumped by an atomic
  // upsert, so N workers allow what one process would.
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    // Epoch milliseconds: when the window began and when it ends.
    .addColumn("window_start", "integer", (c) => c.notNull())
    .addColumn("expires_at", "integer", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rate_limits_expiry").on("rate_limits").column("expires_at").execute();

  // Every database backup taken, with what the check after writing found.
  await db.schema
    .createTable("backups")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("file_name", "text", (c) => c.notNull().unique())
    .addColumn("size_bytes", "integer", (c) => c.notNull().defaultTo(0))
    // ok | failed
    .addColumn("result", "text", (c) => c.notNull())
    .addColumn("detail", "text")
    // schedule | manual | admin
    .addColumn("origin", "text", (c) => c.notNull())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text", (c) => c.notNull())
    // Set when the file was removed to keep only the newest BACKUP_KEEP.
    .addColumn("deleted_at", "text")
    .execute();
}
