import { sql, type Generated, type Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../setup/test-db";
import { db, openDatabase } from "~/server/db.server";
import type { Database } from "~/lib/db-schema";
import { isoNowDefault, isPostgres, withId } from "../../db/migrations/portable";

/** A table as a new migration would write it, with the helpers that make it run on both databases. */
async function createNotes(database: Kysely<Database>) {
  const kysely = database.withTables<{ portable_notes: { id: Generated<number>; text: string; created_at: Generated<string> } }>();
  await kysely.schema
    .createTable("portable_notes")
    .$call(withId(kysely))
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(isoNowDefault(kysely)))
    .execute();
  await kysely
    .insertInto("portable_notes")
    .values([{ text: "bir" }, { text: "iki" }])
    .execute();
  return (await sql<{ id: number; created_at: string }>`select id, created_at from portable_notes order by id`.execute(kysely)).rows;
}

describe("the helpers for a migration on both databases", () => {
  useTestDatabase({ seeded: false });

  it("tell the dialects apart and give the same numbered ids and ISO time default on both", async () => {
    const sqlite = openDatabase(":memory:").kysely;
    try {
      expect([isPostgres(db()), isPostgres(sqlite)]).toEqual([true, false]);
      const [onPostgres, onSqlite] = [await createNotes(db()), await createNotes(sqlite)];
      for (const rows of [onPostgres, onSqlite]) {
        expect(rows.map((row) => row.id)).toEqual([1, 2]);
        for (const { created_at: time } of rows) expect(time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      }
      // Both databases read the machine's clock (a test file before this one may have faked Date.now).
      expect(Math.abs(Date.parse(onPostgres[0]!.created_at) - Date.parse(onSqlite[0]!.created_at))).toBeLessThan(60_000);
    } finally {
      await sqlite.destroy();
    }
  });
});
