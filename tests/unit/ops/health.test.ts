import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { closeDatabase } from "~/server/db.server";
import { resetEnv } from "~/server/env.server";
import { checkHealth } from "~/server/ops/health.server";
import { sqliteOnly } from "../../setup/postgres";
import { useTestDatabase } from "../../setup/test-db";

describe("checkHealth", () => {
  const file = useTestDatabase({ seeded: false });

  it("is ok while the database answers", async () => {
    expect(await checkHealth()).toEqual({ status: 200, body: { status: "ok" } });
  });

  it.skipIf(sqliteOnly("tests/pg/health.test.ts: a stopped PostgreSQL"))(
    "is unavailable when the database file is not a database",
    async () => {
      await closeDatabase();
      const broken = `${file()}.broken`;
      fs.writeFileSync(broken, "this is not an SQLite file, just text that fills more than one page ".repeat(100));
      process.env.DATABASE_PATH = broken;
      resetEnv();
      expect(checkHealth()).toEqual({ status: 503, body: { status: "unavailable" } });
    },
  );
});
