import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../setup/test-db";
import { closeDatabase, db } from "~/server/db.server";
import { resetEnv } from "~/server/env.server";

describe("DATABASE_POOL_SIZE", () => {
  useTestDatabase({ seeded: false });

  /** Runs `queries` slow queries at once; the distinct server processes that answered them. */
  async function connectionsUsed(queries: number) {
    const rows = await Promise.all(
      Array.from({ length: queries }, () => sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.1)`.execute(db())),
    );
    return new Set(rows.map((result) => result.rows[0].pid)).size;
  }

  it("caps the connections one process opens, 10 unless set", async () => {
    expect(await connectionsUsed(12)).toBe(10);
    await closeDatabase();
    process.env.DATABASE_POOL_SIZE = "3";
    resetEnv();
    expect(await connectionsUsed(6)).toBe(3);
  });
});
