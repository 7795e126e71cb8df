import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect } from "kysely";
import { migrations } from "../../db/migrations";
import type { Database } from "../lib/db-schema";
import { env } from "./env.server";

let instance: { path: string; sqlite: SQLite.Database; kysely: Kysely<Database> } | undefined;

export function openDatabase(file: string) {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { sqlite, kysely };
}

/** The process's one connection, opened on first use at `DATABASE_PATH`. */
export function db(): Kysely<Database> {
  const file = env().DATABASE_PATH;
  if (!instance || instance.path !== file) {
    instance?.sqlite.close();
    instance = { path: file, ...openDatabase(file) };
  }
  return instance.kysely;
}

/** The same connection's better-sqlite3 handle, for the few hot reads that use a prepared statement directly. */
export function sqliteHandle(): SQLite.Database {
  db();
  return instance!.sqlite;
}

export async function closeDatabase() {
  const current = instance;
  instance = undefined;
  if (current) await current.kysely.destroy();
}

export async function migrateToLatest(database: Kysely<Database> = db()) {
  const migrator = new Migrator({
    db: database,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return results ?? [];
}
