import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, databaseUrl, dropDatabase } from "../setup/postgres";
import { migrateToLatest, openDatabase, openPostgres } from "~/server/db.server";
import type { Database } from "~/lib/db-schema";

/**
 * The two migration paths end in the same schema: every SQLite migration from the first, and on
 * PostgreSQL the baseline plus the migrations written after it. Both are built fresh here and
 * described in the same words: tables, columns (name, type family, nullability), primary keys,
 * unique constraints, indexes (name, columns, unique, partial) and triggers by name.
 */

/** SQLite's declared types and PostgreSQL's, by the kind of value they hold. */
const FAMILY: Record<string, string> = {
  integer: "integer",
  bigint: "integer",
  smallint: "integer",
  real: "real",
  "double precision": "real",
  text: "text",
  varchar: "text",
  "character varying": "text",
  blob: "blob",
  bytea: "blob",
};

function family(type: string): string {
  const bare = type
    .toLowerCase()
    .replace(/\(.*\)$/, "")
    .trim();
  return FAMILY[bare] ?? `unmapped type ${type}`;
}

// SQLite-only by design: the FTS5 index and its shadow tables (PostgreSQL's search is its own
// concern, docs/postgres.md), SQLite's autoincrement counters, and the triggers feeding FTS5.
const SQLITE_ONLY_TABLE = /^(sqlite_|search_fts)/;
const SQLITE_ONLY_TRIGGERS = new Set(["search_documents_insert", "search_documents_update", "search_documents_delete"]);
// PostgreSQL-only by design, its side of the same concern: the tsvector column that is what
// search_fts is on SQLite, and its GIN index (migration 2026-11-28_turkish_search_tsvector).
const POSTGRES_ONLY_COLUMNS = new Set(["search_documents.search_vector"]);
const POSTGRES_ONLY_INDEXES = new Set(["search_documents_vector"]);

interface Schema {
  tables: string[];
  columns: string[];
  keys: string[];
  indexes: string[];
  triggers: string[];
}

const list = (cols: string[]) => `(${cols.join(", ")})`;

async function describeSqlite(kysely: Kysely<Database>): Promise<Schema> {
  const rows = async <T>(query: string) => (await sql.raw(query).execute(kysely)).rows as T[];
  const tables = (await rows<{ name: string }>("select name from sqlite_master where type = 'table' order by name"))
    .map((row) => row.name)
    .filter((name) => !SQLITE_ONLY_TABLE.test(name));
  const schema: Schema = { tables, columns: [], keys: [], indexes: [], triggers: [] };
  for (const table of tables) {
    const columns = await rows<{ name: string; type: string; notnull: number; pk: number }>(`pragma table_info("${table}")`);
    for (const c of columns) schema.columns.push(`${table}.${c.name} ${family(c.type)}${c.notnull || c.pk ? " not null" : ""}`);
    const pk = columns.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk);
    if (pk.length) schema.keys.push(`${table} primary key ${list(pk.map((c) => c.name))}`);
    for (const index of await rows<{ name: string; unique: number; origin: string; partial: number }>(`pragma index_list("${table}")`)) {
      if (index.origin === "pk") continue;
      const cols = (await rows<{ seqno: number; cid: number; name: string | null }>(`pragma index_info("${index.name}")`))
        .sort((a, b) => a.seqno - b.seqno)
        .map((c) => c.name ?? "<expression>");
      if (index.origin === "u") schema.keys.push(`${table} unique ${list(cols)}`);
      else schema.indexes.push(`${index.name} on ${table} ${list(cols)}${index.unique ? " unique" : ""}${index.partial ? " partial" : ""}`);
    }
  }
  schema.triggers = (await rows<{ name: string }>("select name from sqlite_master where type = 'trigger'"))
    .map((row) => row.name)
    .filter((name) => !SQLITE_ONLY_TRIGGERS.has(name));
  return schema;
}

async function describePostgres(kysely: Kysely<Database>): Promise<Schema> {
  const rows = async <T>(query: string) => (await sql.raw(query).execute(kysely)).rows as T[];
  const tables = (
    await rows<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
    )
  ).map((row) => row.name);
  const columns = await rows<{ table_name: string; column_name: string; data_type: string; is_nullable: string }>(
    "select table_name, column_name, data_type, is_nullable from information_schema.columns where table_schema = 'public'",
  );
  const constraints = await rows<{ table: string; kind: string; cols: string[] }>(`
    select t.relname as table, c.contype as kind,
      array(select a.attname from unnest(c.conkey) with ordinality k(num, n)
            join pg_attribute a on a.attrelid = t.oid and a.attnum = k.num order by k.n)::text[] as cols
    from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_namespace s on s.oid = t.relnamespace
    where s.nspname = 'public' and c.contype in ('p', 'u')`);
  const indexes = await rows<{ name: string; table: string; unique: boolean; partial: boolean; cols: string[] }>(`
    select i.relname as name, t.relname as table, x.indisunique as unique, x.indpred is not null as partial,
      array(select case when k.num = 0 then '<expression>' else a.attname end
            from unnest(x.indkey::int2[]) with ordinality k(num, n)
            left join pg_attribute a on a.attrelid = t.oid and a.attnum = k.num order by k.n)::text[] as cols
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
    join pg_namespace s on s.oid = t.relnamespace
    where s.nspname = 'public' and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`);
  const triggers = await rows<{ name: string }>(
    "select distinct trigger_name as name from information_schema.triggers where trigger_schema = 'public'",
  );
  return {
    tables,
    columns: columns
      .filter((c) => !POSTGRES_ONLY_COLUMNS.has(`${c.table_name}.${c.column_name}`))
      .map((c) => `${c.table_name}.${c.column_name} ${family(c.data_type)}${c.is_nullable === "NO" ? " not null" : ""}`),
    keys: constraints.map((c) => `${c.table} ${c.kind === "p" ? "primary key" : "unique"} ${list(c.cols)}`),
    indexes: indexes
      .filter((i) => !POSTGRES_ONLY_INDEXES.has(i.name))
      .map((i) => `${i.name} on ${i.table} ${list(i.cols)}${i.unique ? " unique" : ""}${i.partial ? " partial" : ""}`),
    triggers: triggers.map((row) => row.name),
  };
}

const sorted = (schema: Schema) =>
  Object.fromEntries(Object.entries(schema).map(([key, values]: [string, string[]]) => [key, [...values].sort()]));

describe("the schema on SQLite and on PostgreSQL", () => {
  const adminUrl = inject("templateDatabases").postgres!;
  const name = `kripto_parity_${process.pid}`;
  let sqlite: Schema;
  let postgres: Schema;

  beforeAll(async () => {
    const lite = openDatabase(":memory:").kysely;
    await migrateToLatest(lite);
    sqlite = await describeSqlite(lite);
    await lite.destroy();

    await createDatabase(adminUrl, name);
    const pg = openPostgres(databaseUrl(adminUrl, name));
    try {
      await migrateToLatest(pg);
      postgres = await describePostgres(pg);
    } finally {
      await pg.destroy();
    }
  });

  afterAll(() => dropDatabase(adminUrl, name));

  it("has every table, column, key, index and trigger on both", () => {
    // Not vacuous: today's schema has over 70 tables and 50 triggers.
    expect(sqlite.tables.length).toBeGreaterThan(70);
    expect(sqlite.triggers.length).toBeGreaterThan(50);
    expect(sorted(postgres)).toEqual(sorted(sqlite));
  });
});
