import { sql } from "kysely";
import { describe, expect, inject, it } from "vitest";
import { useTestDatabase } from "../setup/test-db";
import { db } from "~/server/db.server";
import pg from "pg";

describe("a PostgreSQL connection the server ends", () => {
  useTestDatabase({ seeded: false });

  it("fails the transaction using it, and the process goes on with a new one", async () => {
    const admin = new pg.Client({ connectionString: inject("templateDatabases").postgres });
    await admin.connect();
    try {
      const transaction = db()
        .transaction()
        .execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
          // As a failover or an operator would: the connection ends between two statements.
          await admin.query("select pg_terminate_backend($1)", [rows[0].pid]);
          await new Promise((resolve) => setTimeout(resolve, 200));
          await sql`select 1`.execute(trx);
        });
      await expect(transaction).rejects.toThrow();
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db());
      expect(rows[0].one).toBe(1);
    } finally {
      await admin.end();
    }
  });
});
