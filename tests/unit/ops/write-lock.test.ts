import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { sqliteOnly } from "../../setup/postgres";
import { useTestDatabase } from "../../setup/test-db";

// SQLite's BEGIN IMMEDIATE; on PostgreSQL the caps take row locks: tests/pg/caps-race.test.ts.
describe.skipIf(sqliteOnly("tests/pg/caps-race.test.ts"))("transactions on a database shared by several processes", () => {
  const file = useTestDatabase({ seeded: false });

  it("hold the write lock from their start, so a read followed by a write never meets 'database is locked'", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let reading = () => {};
    const readDone = new Promise<void>((resolve) => (reading = resolve));
    // The portfolio's shape: count first, write after.
    const transaction = db()
      .transaction()
      .execute(async (trx) => {
        await trx.selectFrom("settings").select("key").execute();
        reading();
        await held;
        await trx.insertInto("settings").values({ key: "write-lock-test", value: "1" }).execute();
      });
    await readDone;
    // Another process (a second connection) cannot start writing while the first transaction is open:
    // the first took the write lock at BEGIN, so its own write later cannot be refused.
    const other = new Database(file(), { timeout: 0 });
    try {
      expect(() => other.exec("BEGIN IMMEDIATE")).toThrow(/database is locked/);
      release();
      await transaction;
      other.exec("BEGIN IMMEDIATE");
      other.exec("ROLLBACK");
    } finally {
      other.close();
    }
    const row = await db().selectFrom("settings").select("value").where("key", "=", "write-lock-test").executeTakeFirst();
    expect(row?.value).toBe("1");
  });
});
