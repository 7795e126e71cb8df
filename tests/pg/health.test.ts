import { describe, expect, inject, it } from "vitest";
import { databaseUrl } from "../setup/postgres";
import { useTestDatabase } from "../setup/test-db";
import { closeDatabase } from "~/server/db.server";
import { resetEnv } from "~/server/env.server";
import { checkHealth } from "~/server/ops/health.server";

describe("checkHealth on PostgreSQL", () => {
  useTestDatabase({ seeded: false });

  it("is ok while the database answers", async () => {
    expect(await checkHealth()).toEqual({ status: 200, body: { status: "ok" } });
  });

  it("is unavailable when the database is not there", async () => {
    await closeDatabase();
    process.env.DATABASE_URL = databaseUrl(inject("templateDatabases").postgres!, "kripto_no_such_database");
    resetEnv();
    expect(await checkHealth()).toEqual({ status: 503, body: { status: "unavailable" } });
  });
});
