import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely, type RawBuilder } from "kysely";

// Helpers for a migration that must run on both SQLite and PostgreSQL (docs/postgres.md,
// "Writing a migration"). Most of Kysely's schema builder is already the same on both.

/** Whether this migration runs on PostgreSQL (the Migrator hands every migration the app's Kysely). */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * A column default of the current time as the ISO 8601 text every date column holds
 * ("2026-11-28T09:30:00.000Z"): strftime on SQLite, the baseline's iso_now() on PostgreSQL.
 */
export function isoNowDefault(db: Kysely<any>): RawBuilder<string> {
  return isPostgres(db) ? sql<string>`iso_now()` : sql<string>`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}

/**
 * The table's `id` column, numbered by the database: SQLite's `integer primary key autoincrement`,
 * a bigint identity on PostgreSQL (as in the baseline). Use with `createTable(...).$call(withId(db))`.
 */
export function withId(db: Kysely<any>) {
  return <T extends string>(table: CreateTableBuilder<T, any>): CreateTableBuilder<T, any> =>
    isPostgres(db)
      ? table.addColumn("id", "bigint", (column) => column.generatedByDefaultAsIdentity().primaryKey())
      : table.addColumn("id", "integer", (column) => column.primaryKey().autoIncrement());
}
