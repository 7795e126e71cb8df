import { sql } from "kysely";
import { isPostgres } from "../../db/migrations/portable";
import { db } from "~/server/db.server";

/** The names of the database's own tables, sorted: SQLite's internal tables and PostgreSQL's catalogs left out. */
export async function tableNames(): Promise<string[]> {
  const { rows } = isPostgres(db())
    ? await sql<{ name: string }>`
        select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db())
    : await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(
        db(),
      );
  return rows.map((row) => row.name);
}
