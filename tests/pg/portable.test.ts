import { sql, type Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../setup/test-db";
import { db, openDatabase } from "~/server/db.server";
import { isoNowDefault, isPostgres } from "../../db/migrations/portable";

/** A table as a new migration would write it, with the helpers that make it run on both databases. */
async function createNotes(kysely: Kysely<any>) {
  await kysely.schema
    .createTable("portable_notes")
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(isoNowDefault(kysely)))
    .execute();
  await kysely.insertInto("portable_notes").values({ text: "not" }).execute();
  return (await sql<{ created_at: string }>`select created_at from portable_notes`.execute(kysely)).rows[0]!.created_at;
}

describe("the helpers for a migration on both databases", () => {
  useTestDatabase({ seeded: false });

  it("tell the dialects apart and give the same ISO time default on both", async () => {
    const sqlite = openDatabase(":memory:").kysely;
    try {
      expect([isPostgres(db()), isPostgres(sqlite)]).toEqual([true, false]);
      for (const time of [await createNotes(db()), await createNotes(sqlite)]) {
        expect(time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
        expect(Math.abs(Date.parse(time) - Date.now())).toBeLessThan(60_000);
      }
    } finally {
      await sqlite.destroy();
    }
  });
});
