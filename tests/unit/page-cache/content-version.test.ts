import Database from "better-sqlite3";
import { describe, expect, it, vi } from "vitest";
import { sqliteOnly } from "../../setup/postgres";
import { useTestDatabase } from "../../setup/test-db";
import {
  bumpContentVersion,
  CONTENT_VERSION_MAX_AGE_MS,
  currentContentVersion,
  knownContentVersion,
} from "~/models/content-version.server";
import { sqliteHandle } from "~/server/db.server";
import { env } from "~/server/env.server";

useTestDatabase();

/** Counts the statements this process's connection runs to read the version, through better-sqlite3's `get`. */
function countVersionReads() {
  const reads = { count: 0 };
  const statement = sqliteHandle().prepare("SELECT 1");
  const proto = Object.getPrototypeOf(statement) as { get: (...args: unknown[]) => unknown };
  const get = proto.get;
  const spy = vi.spyOn(proto, "get").mockImplementation(function (this: { source: string }, ...args: unknown[]) {
    if (this.source.includes("content_version")) reads.count += 1;
    return get.apply(this, args);
  });
  return { reads, restore: () => spy.mockRestore() };
}

// PostgreSQL keeps the version in memory by LISTEN/NOTIFY instead: tests/pg/shared-state.test.ts.
describe.skipIf(sqliteOnly("tests/pg/shared-state.test.ts"))("the content version a page-cache hit reads", () => {
  it("comes from memory while it is fresh: one query for many hits", () => {
    const version = currentContentVersion();
    const { reads, restore } = countVersionReads();
    try {
      for (let i = 0; i < 100; i++) expect(knownContentVersion()).toBe(version);
    } finally {
      restore();
    }
    expect(reads.count).toBeLessThanOrEqual(2);
  });

  it("follows this process's writes at once, through the model or by hand", async () => {
    const version = knownContentVersion();
    await bumpContentVersion();
    expect(knownContentVersion()).toBe(version + 1);
    sqliteHandle().prepare("UPDATE content_version SET version = version + 1 WHERE id = 1").run();
    expect(knownContentVersion()).toBe(version + 2);
    // A trigger's write too: the footer is one of the tables every page shows.
    sqliteHandle().prepare("UPDATE footer_info SET company_name = 'Tetikli Şirket' WHERE id = 1").run();
    expect(knownContentVersion()).toBe(version + 3);
  });

  it("sees another process's write within its maximum age", async () => {
    const version = knownContentVersion();
    const other = new Database(env().DATABASE_PATH);
    try {
      other.prepare("UPDATE content_version SET version = version + 1 WHERE id = 1").run();
    } finally {
      other.close();
    }
    // Within the age the memory may still hold the old value; past it the stored one is read.
    expect([version, version + 1]).toContain(knownContentVersion());
    await new Promise((resolve) => setTimeout(resolve, CONTENT_VERSION_MAX_AGE_MS + 5));
    expect(knownContentVersion()).toBe(version + 1);
  });
});
