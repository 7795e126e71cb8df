import { sql } from "kysely";
import { describe, expect, inject, it } from "vitest";
import { createDatabase, databaseUrl, dropDatabase } from "../setup/postgres";
import { useTestDatabase } from "../setup/test-db";
import { db, migrateToLatest, openPostgres } from "~/server/db.server";
import { postgresMigrations } from "../../db/migrations";

/**
 * The rules SQLite's triggers keep, kept by PostgreSQL's own (db/migrations/postgres-baseline.ts):
 * written here as plain SQL through Kysely, as any writer could, not through the models.
 */

const NOW = "2026-11-28T09:00:00.000Z";

async function openSignal(symbol = "BTCUSDT") {
  return db()
    .insertInto("signals")
    .values({ symbol, direction: "buy", from_band: "wait", to_band: "buy", score: 70, open_price: 100, opened_at: NOW })
    .returning("id")
    .executeTakeFirstOrThrow();
}

async function contentVersion() {
  return (await db().selectFrom("content_version").select("version").where("id", "=", 1).executeTakeFirstOrThrow()).version;
}

describe("PostgreSQL's triggers", () => {
  useTestDatabase();

  it("refuses to delete a signal", async () => {
    const { id } = await openSignal();
    await expect(db().deleteFrom("signals").where("id", "=", id).execute()).rejects.toThrow("signals are permanent");
    expect(await db().selectFrom("signals").select("id").where("id", "=", id).executeTakeFirst()).toEqual({ id });
  });

  it("closes a signal once and never rewrites its call", async () => {
    const { id } = await openSignal();
    await expect(db().updateTable("signals").set({ score: 10 }).where("id", "=", id).execute()).rejects.toThrow("signals are permanent");
    await db().updateTable("signals").set({ close_price: 110, closed_at: NOW }).where("id", "=", id).execute();
    await expect(db().updateTable("signals").set({ close_price: 120 }).where("id", "=", id).execute()).rejects.toThrow(
      "signals are permanent",
    );
    expect(await db().selectFrom("signals").select(["close_price", "score"]).where("id", "=", id).executeTakeFirst()).toEqual({
      close_price: 110,
      score: 70,
    });
  });

  it("never updates a bot's trade", async () => {
    const user = await db().selectFrom("users").select("id").orderBy("id").executeTakeFirstOrThrow();
    const bot = await db()
      .insertInto("trading_bots")
      .values({ user_id: user.id, name: "Deneme", strategy: "dca", symbols: '["BTCUSDT"]', budget: 1000, cash: 1000 })
      .returning("id")
      .executeTakeFirstOrThrow();
    const trade = await db()
      .insertInto("bot_trades")
      .values({ bot_id: bot.id, run: 1, time: NOW, side: "buy", symbol: "BTCUSDT", price: 100, amount: 1, fee: 0.1, reason: "dca" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await expect(db().updateTable("bot_trades").set({ price: 1 }).where("id", "=", trade.id).execute()).rejects.toThrow(
      "bot_trades rows are never updated",
    );
  });

  it("bumps the content version on every write to the site's chrome, and on maintenance changes only", async () => {
    const start = await contentVersion();
    const link = await db()
      .insertInto("footer_links")
      .values({ title: "Yeni", url: "/yeni", column_number: 1 })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db().updateTable("footer_links").set({ title: "Eski" }).where("id", "=", link.id).execute();
    await db().deleteFrom("footer_links").where("id", "=", link.id).execute();
    expect(await contentVersion()).toBe(start + 3);

    await db().updateTable("system_info").set({ maintenance_mode: 0 }).execute();
    expect(await contentVersion()).toBe(start + 3);
    await db().updateTable("system_info").set({ maintenance_mode: 1 }).execute();
    expect(await contentVersion()).toBe(start + 4);
  });

  it("keeps a content row's search document current in the writer's statement", async () => {
    const faq = await db()
      .insertInto("faqs")
      .values({ question: "Cüzdan nedir?", answer: "Anahtarlarınızı tutan yazılım.", enabled: 1 })
      .returning("id")
      .executeTakeFirstOrThrow();
    const document = () =>
      db()
        .selectFrom("search_documents")
        .select(["url", "title", "body"])
        .where("kind", "=", "faq")
        .where("ref", "=", String(faq.id))
        .executeTakeFirst();
    expect(await document()).toEqual({ url: "/faq", title: "Cüzdan nedir?", body: "Anahtarlarınızı tutan yazılım." });
    await db().updateTable("faqs").set({ enabled: 0 }).where("id", "=", faq.id).execute();
    expect(await document()).toBeUndefined();
  });

  it("fills date defaults with the ISO text SQLite's strftime gives, and answers counts as numbers", async () => {
    const row = await db()
      .insertInto("launches")
      .values({ name: "Deneme", symbol: "DNM", launch_date: "2026-12-01", network: "Ethereum", kind: "airdrop" })
      .returning(["id", "created_at"])
      .executeTakeFirstOrThrow();
    expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(typeof row.id).toBe("number");
    const { count } = await db()
      .selectFrom("launches")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(typeof count).toBe("number");
  });
});

describe("migrations on PostgreSQL", () => {
  it("run once when two app servers start together: one migrates under the lock, the other finds it done", async () => {
    const adminUrl = inject("templateDatabases").postgres!;
    const name = `kripto_race_${process.pid}`;
    await createDatabase(adminUrl, name);
    const first = openPostgres(databaseUrl(adminUrl, name));
    const second = openPostgres(databaseUrl(adminUrl, name));
    try {
      const [a, b] = await Promise.all([migrateToLatest(first), migrateToLatest(second)]);
      const names = Object.keys(postgresMigrations);
      expect([a.length, b.length].sort()).toEqual([0, names.length]);
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(first);
      expect(rows.map((row) => row.name)).toEqual([...names].sort());
    } finally {
      await first.destroy();
      await second.destroy();
      await dropDatabase(adminUrl, name);
    }
  });
});
