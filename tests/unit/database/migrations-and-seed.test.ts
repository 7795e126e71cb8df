import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, inject, it } from "vitest";
import { seed, demoAccounts } from "../../../db/seed";
import { migrations, postgresMigrations } from "../../../db/migrations";
import { createDatabase, databaseUrl, dropDatabase, onPostgres, sqliteOnly } from "../../setup/postgres";
import { closeDatabase, db, migrateToLatest } from "~/server/db.server";
import { resetEnv } from "~/server/env.server";
import { verifyPassword } from "~/server/password.server";

let dir = "";
let database = "";

/**
 * An empty database, nothing migrated: a new SQLite file in directories not there yet, or under
 * `npm run test:pg` a new database on the cluster (never the cluster's own admin database).
 */
async function emptyDatabase() {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "kripto-db-"));
  process.env.DATABASE_PATH = path.join(dir, "nested", "app.db");
  if (onPostgres()) {
    const adminUrl = inject("templateDatabases").postgres!;
    database = `kripto_empty_${randomBytes(6).toString("hex")}`;
    await createDatabase(adminUrl, database);
    process.env.DATABASE_URL = databaseUrl(adminUrl, database);
  }
  resetEnv();
  return process.env.DATABASE_PATH;
}

afterEach(async () => {
  await closeDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
  if (database) await dropDatabase(inject("templateDatabases").postgres!, database);
  database = "";
});

const contentTables = [
  "home_sections",
  "footer_info",
  "footer_links",
  "footer_social_links",
  "footer_column_headers",
  "about_info",
  "about_values",
  "team_members",
  "milestones",
  "contact_info",
  "faqs",
  "blog_categories",
  "blog_posts",
  "settings",
  "ai_settings",
  "ai_messages",
  "seo_settings",
  "structured_data",
  "google_services",
  "notifications",
  "system_info",
] as const;

async function counts() {
  const result: Record<string, number> = {};
  for (const table of [...contentTables, "users" as const]) {
    const row = await db()
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

describe("migrations", () => {
  it("create the whole schema on an empty database, foreign keys kept, and a second run changes nothing", async () => {
    await emptyDatabase();
    const first = await migrateToLatest();
    const expected = onPostgres() ? postgresMigrations : migrations;
    expect(first.map((r) => r.status)).toEqual(Object.keys(expected).map(() => "Success"));

    const tables = await db().introspection.getTables();
    const names = tables.map((t) => t.name);
    for (const table of [
      ...contentTables,
      "users",
      "contact_messages",
      "page_seo",
      "activity_log",
      "update_logs",
      "watchlists",
      "watchlist_items",
      "newsletter_subscribers",
      "blog_likes",
    ]) {
      expect(names).toContain(table);
    }
    await expect(db().insertInto("watchlist_items").values({ watchlist_id: 999, symbol: "BTCUSDT" }).execute()).rejects.toThrow(
      /foreign key/i,
    );

    expect(await migrateToLatest()).toEqual([]);
  });

  it.skipIf(
    sqliteOnly("PostgreSQL has no file or journal mode of the app's own; its schema built from empty: tests/pg/schema-parity.test.ts"),
  )("make the SQLite file where none was, in WAL mode with foreign keys on", async () => {
    const file = await emptyDatabase();
    await migrateToLatest();
    expect(fs.existsSync(file)).toBe(true);
    const journal = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(db());
    expect(journal.rows[0].journal_mode).toBe("wal");
    const fk = await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(db());
    expect(fk.rows[0].foreign_keys).toBe(1);
  });
});

describe("seed", () => {
  it("fills every content table with the default content and demo accounts with hashed passwords", async () => {
    await emptyDatabase();
    await migrateToLatest();
    await seed(db());
    const n = await counts();
    for (const table of contentTables) expect(n[table], table).toBeGreaterThan(0);
    expect(n.team_members).toBe(3);
    expect(n.milestones).toBe(3);
    expect(n.blog_posts).toBe(3);
    expect(n.ai_messages).toBe(8);

    const published = await db().selectFrom("blog_posts").select(["status", "category_id"]).execute();
    expect(published.filter((p) => p.status === "published")).toHaveLength(2);
    expect(published.every((p) => p.category_id !== null)).toBe(true);

    const users = await db().selectFrom("users").selectAll().orderBy("id").execute();
    expect(users.map((u) => [u.username, u.role, u.subscription, u.status])).toEqual(
      demoAccounts.map((a) => [a.username, a.role, a.subscription, "active"]),
    );
    for (const account of demoAccounts) {
      const row = users.find((u) => u.username === account.username)!;
      expect(row.password_hash).not.toContain(account.password);
      expect(await verifyPassword(account.password, row.password_hash)).toBe(true);
    }
  });

  it("never duplicates when run again", async () => {
    await emptyDatabase();
    await migrateToLatest();
    await seed(db());
    const before = await counts();
    await seed(db());
    await seed(db());
    expect(await counts()).toEqual(before);
  });

  it("with ADMIN_PASSWORD creates one admin and no demo accounts", async () => {
    await emptyDatabase();
    await migrateToLatest();
    await seed(db(), { adminPassword: "cok-gizli-yonetici" });
    const users = await db().selectFrom("users").selectAll().execute();
    expect(users).toHaveLength(1);
    expect(users[0].role).toBe("admin");
    expect(await verifyPassword("cok-gizli-yonetici", users[0].password_hash)).toBe(true);
    expect(await verifyPassword("admin123", users[0].password_hash)).toBe(false);
  });
});
