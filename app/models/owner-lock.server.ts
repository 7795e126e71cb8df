import { sql, type Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import { dialectName } from "~/server/dialect/name.server";

/**
 * Puts a user's capped writes in one line: call it first inside the write's transaction, before
 * counting the user's rows. SQLite needs nothing, its transactions take the write lock when they
 * begin (`BEGIN IMMEDIATE`, app/server/db.server.ts). PostgreSQL's READ COMMITTED lets two app
 * servers count 49 alerts at once and both insert the 50th: there the user's row is locked until
 * the transaction ends, so the second counts after the first has committed. `NO KEY UPDATE`
 * rather than `UPDATE`: it does not hold up other writers' foreign keys to the user.
 */
export async function lockOwner(trx: Kysely<Database>, userId: number): Promise<void> {
  if (dialectName() === "sqlite") return;
  await sql`select id from users where id = ${userId} for no key update`.execute(trx);
}
