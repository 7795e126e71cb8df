import { sql, type Kysely } from "kysely";
import { isPostgres } from "./portable";

// PostgreSQL only: each committed change of the content version is announced on the channel
// `content_version` (NOTIFY is delivered at commit, never for a rolled-back write), so every app
// server's page cache learns it at once (app/models/content-version.server.ts). SQLite needs
// nothing: its processes share one file and read the version with a prepared statement.
// Named to sort after the migrations before it: Kysely refuses one that sorts before one already run.
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    create function content_version_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify('content_version', new.version::text);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger content_version_notify after insert or update on content_version
    for each row execute function content_version_notify()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop trigger if exists content_version_notify on content_version`.execute(db);
  await sql`drop function if exists content_version_notify()`.execute(db);
}
