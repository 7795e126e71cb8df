import { sql } from "kysely";
import { isPostgres } from "../../db/migrations/portable";
import { db } from "~/server/db.server";

/**
 * From here on, every insert into `table` fails with `message`, as a full disk or a broken row
 * would: a BEFORE INSERT trigger that raises, in SQLite's form or PostgreSQL's (a PL/pgSQL
 * function). Tests use it to see that a write and the row it must go with are one transaction.
 * Returns the undo, which drops the trigger again.
 */
export async function refuseInserts(table: string, message: string): Promise<() => Promise<void>> {
  const name = sql.id(`refuse_${table}`);
  if (isPostgres(db())) {
    await sql`
      create function ${name}() returns trigger language plpgsql as $$
      begin
        raise exception ${sql.lit(message)};
      end $$`.execute(db());
    await sql`create trigger ${name} before insert on ${sql.table(table)} for each row execute function ${name}()`.execute(db());
    return async () => {
      await sql`drop trigger ${name} on ${sql.table(table)}`.execute(db());
      await sql`drop function ${name}()`.execute(db());
    };
  }
  await sql`create trigger ${name} before insert on ${sql.table(table)} begin select raise(abort, ${sql.lit(message)}); end`.execute(db());
  return async () => {
    await sql`drop trigger ${name}`.execute(db());
  };
}
