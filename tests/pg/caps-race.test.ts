import { describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../setup/test-db";
import { db } from "~/server/db.server";
import { LAST_ADMIN_MESSAGE } from "~/models/users.server";

/**
 * Two app servers writing for one user at once (issue 48). Each "server" is its own copy of the
 * app's modules (vi.resetModules), so its own db() and its own pool of connections to the one
 * database; the writes interleave across both pools. Without the owner's row lock
 * (app/models/owner-lock.server.ts) READ COMMITTED lets several transactions count below the
 * cap at once and all insert.
 */

const AYSE = 3;

type Alerts = typeof import("~/models/alerts.server");
type TxWatches = typeof import("~/models/tx-watches.server");
type Users = typeof import("~/models/users.server");

async function twoServers<T>(load: () => Promise<T>): Promise<[T, T]> {
  vi.resetModules();
  const first = await load();
  vi.resetModules();
  const second = await load();
  return [first, second];
}

describe("caps and rules with two app servers writing at once", () => {
  useTestDatabase();

  it("stores exactly 50 active alerts when 60 are created at once through two pools", async () => {
    const servers = await twoServers(async () => ({
      alerts: (await import("~/models/alerts.server")) as Alerts,
      database: await import("~/server/db.server"),
    }));
    const snapshot = { source: "live" as const, usdTry: 34, coins: new Map([["BTCUSDT", { price: 100, change: 1, band: "Bekle" }]]) };
    try {
      const results = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          servers[i % 2].alerts.createAlert(
            AYSE,
            { symbol: "BTCUSDT", condition: "above", value: 110 + i, band: null, currency: "USD", note: "" },
            snapshot,
          ),
        ),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(50);
      expect(results.filter((result) => !result.ok)).toHaveLength(10);
    } finally {
      await Promise.all(servers.map((server) => server.database.closeDatabase()));
    }
    const { n } = await db()
      .selectFrom("price_alerts")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", AYSE)
      .executeTakeFirstOrThrow();
    expect(n).toBe(50);
  });

  it("stores exactly 20 transaction watches when 30 are asked for at once through two pools", async () => {
    const servers = await twoServers(async () => ({
      watches: (await import("~/models/tx-watches.server")) as TxWatches,
      database: await import("~/server/db.server"),
    }));
    try {
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          servers[i % 2].watches.createTxWatch(AYSE, { chain: "btc", txid: (i + 1).toString(16).padStart(64, "0"), target: 3 }),
        ),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(20);
    } finally {
      await Promise.all(servers.map((server) => server.database.closeDatabase()));
    }
    const { n } = await db()
      .selectFrom("tx_watches")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", AYSE)
      .executeTakeFirstOrThrow();
    expect(n).toBe(20);
  });

  it("keeps one active admin when two servers demote the last two admins at once", async () => {
    const admins = await db().selectFrom("users").select(["id", "username"]).where("role", "=", "admin").execute();
    expect(admins).toHaveLength(1);
    const ahmet = await db()
      .updateTable("users")
      .set({ role: "admin" })
      .where("username", "=", "ahmet")
      .returning(["id", "username"])
      .executeTakeFirstOrThrow();
    const [admin] = admins;
    const servers = await twoServers(async () => ({
      users: (await import("~/models/users.server")) as Users,
      database: await import("~/server/db.server"),
    }));
    let results: Awaited<ReturnType<Users["updateUser"]>>[];
    try {
      // Both pools connected first, so neither server's first connection puts it behind the other.
      await Promise.all(servers.map((server) => server.database.db().selectFrom("users").select("id").execute()));
      // Each admin takes the other's role away, each on its own server.
      results = await Promise.all([
        servers[0].users.updateUser(ahmet.id, { role: "user" }, admin!),
        servers[1].users.updateUser(admin!.id, { role: "user" }, ahmet),
      ]);
    } finally {
      await Promise.all(servers.map((server) => server.database.closeDatabase()));
    }
    // One demotion goes through; the other is refused with the last-admin rule (decision 008's answer).
    expect(results.map((result) => result.ok).sort()).toEqual([false, true]);
    expect(results.find((result) => !result.ok)).toMatchObject({ message: LAST_ADMIN_MESSAGE });
    const left = await db().selectFrom("users").select("id").where("role", "=", "admin").where("status", "=", "active").execute();
    expect(left).toHaveLength(1);
  });
});
