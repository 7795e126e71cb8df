import { describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import {
  followSignal,
  getSignal,
  listFollowedSignals,
  listSignals,
  recordSignals,
  setSignalsEnabled,
  signalStats,
  unfollowSignal,
  type SignalObservation,
} from "~/models/signals.server";
import { countUnreadUserNotifications, listUserNotifications } from "~/models/user-notifications.server";
import { useTestDatabase } from "../../setup/test-db";

useTestDatabase();

const t0 = new Date("2026-11-23T10:00:00Z");
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const seen = (band: string, price: number, symbol = "BTCUSDT"): SignalObservation => ({
  symbol,
  band,
  score: band === "Al" ? 70 : 50,
  price,
  reasons: [`${band} nedeni`],
});

async function userId(username: string) {
  const row = await db().selectFrom("users").select("id").where("username", "=", username).executeTakeFirstOrThrow();
  return row.id;
}

describe("recording signals from snapshots", () => {
  it("records nothing on first sight or while bands stay, and one signal on a change", async () => {
    expect(await recordSignals([seen("Bekle", 100), seen("Al", 10, "ETHUSDT")], at(0))).toEqual([]);
    expect(await recordSignals([seen("Bekle", 101), seen("Al", 11, "ETHUSDT")], at(1))).toEqual([]);
    const [id] = await recordSignals([seen("Al", 102), seen("Al", 12, "ETHUSDT")], at(2));
    const signal = await getSignal(id!, new Map([["BTCUSDT", 112.2]]));
    expect(signal).toMatchObject({
      symbol: "BTCUSDT",
      direction: "buy",
      fromBand: "Bekle",
      toBand: "Al",
      score: 70,
      openPrice: 102,
      openedAt: at(2).toISOString(),
      closedAt: null,
      currentPrice: 112.2,
      reasons: ["Al nedeni"],
    });
    expect(signal!.resultPercent).toBeCloseTo(10, 10);
  });

  it("makes one signal of a band flickering within the hour, and closes it on the next change after", async () => {
    await recordSignals([seen("Bekle", 100)], at(0));
    const opened = await recordSignals([seen("Al", 100)], at(1));
    for (let minute = 2; minute < 60; minute += 5) {
      expect(await recordSignals([seen(minute % 2 ? "Bekle" : "Al", 100)], at(minute))).toEqual([]);
    }
    expect(opened).toHaveLength(1);
    const [next] = await recordSignals([seen("Dikkatli Ol", 90)], at(62));
    const first = await getSignal(opened[0]!, new Map());
    expect(first).toMatchObject({ closedAt: at(62).toISOString(), closePrice: 90, currentPrice: 90 });
    expect(first!.resultPercent).toBeCloseTo(-10, 10);
    expect(await getSignal(next!, new Map())).toMatchObject({ direction: "sell", fromBand: "Al", toBand: "Dikkatli Ol", closedAt: null });
  });

  it("records nothing while generation is off", async () => {
    const admin = { id: await userId("admin"), username: "admin" };
    await recordSignals([seen("Bekle", 100)], at(0));
    await setSignalsEnabled(false, admin);
    expect(await recordSignals([seen("Al", 100)], at(1))).toEqual([]);
    const log = await db().selectFrom("activity_log").select("action").where("action", "=", "signals.generation").execute();
    expect(log).toHaveLength(1);
  });

  it("never lets a recorded signal be rewritten or deleted", async () => {
    await recordSignals([seen("Bekle", 100)], at(0));
    const [id] = await recordSignals([seen("Al", 100)], at(1));
    await expect(db().updateTable("signals").set({ open_price: 1 }).where("id", "=", id!).execute()).rejects.toThrow(/permanent/);
    await expect(db().deleteFrom("signals").where("id", "=", id!).execute()).rejects.toThrow(/permanent/);
    await recordSignals([seen("Bekle", 120)], at(70));
    await expect(db().updateTable("signals").set({ close_price: 1 }).where("id", "=", id!).execute()).rejects.toThrow(/permanent/);
  });

  it("lists open signals before closed ones and filters by direction, status and coin", async () => {
    await recordSignals([seen("Bekle", 100), seen("Bekle", 10, "ETHUSDT")], at(0));
    await recordSignals([seen("Al", 100), seen("Dikkatli Ol", 10, "ETHUSDT")], at(1));
    await recordSignals([seen("Bekle", 105)], at(70));
    const all = await listSignals({ page: 1 }, new Map());
    expect(all.signals.map((s) => [s.symbol, s.closedAt === null])).toEqual([
      ["BTCUSDT", true],
      ["ETHUSDT", true],
      ["BTCUSDT", false],
    ]);
    expect((await listSignals({ page: 1, status: "closed" }, new Map())).signals).toHaveLength(1);
    expect((await listSignals({ page: 1, direction: "sell" }, new Map())).signals.map((s) => s.symbol)).toEqual(["BTCUSDT", "ETHUSDT"]);
    expect((await listSignals({ page: 1, coin: "ETHUSDT" }, new Map())).pagination.total).toBe(1);
  });
});

describe("following", () => {
  it("keeps one row however often and however concurrently a user follows", async () => {
    await recordSignals([seen("Bekle", 100)], at(0));
    const [id] = await recordSignals([seen("Al", 100)], at(1));
    const ahmet = await userId("ahmet");
    await Promise.all(Array.from({ length: 10 }, () => followSignal(ahmet, id!)));
    const rows = await db().selectFrom("signal_follows").selectAll().where("signal_id", "=", id!).execute();
    expect(rows).toHaveLength(1);
    await expect(db().insertInto("signal_follows").values({ user_id: ahmet, signal_id: id! }).execute()).rejects.toThrow(
      /UNIQUE|PRIMARY|duplicate key/,
    );
    expect((await getSignal(id!, new Map()))!.followers).toBe(1);
    expect(await unfollowSignal(ahmet, id!)).toBe(true);
    expect(await unfollowSignal(ahmet, id!)).toBe(true);
    expect((await getSignal(id!, new Map()))!.followers).toBe(0);
    expect(await followSignal(ahmet, 9999)).toBe("missing");
  });

  it("lists a user's followed signals only, and notifies only that signal's followers when it closes", async () => {
    await recordSignals([seen("Bekle", 100), seen("Bekle", 10, "ETHUSDT")], at(0));
    const [btc, eth] = await recordSignals([seen("Al", 100), seen("Al", 10, "ETHUSDT")], at(1));
    const ahmet = await userId("ahmet");
    const ayse = await userId("ayse");
    await followSignal(ahmet, btc!);
    await followSignal(ayse, eth!);
    expect((await listFollowedSignals(ahmet, new Map())).map((s) => s.id)).toEqual([btc]);

    await recordSignals([seen("Bekle", 110), seen("Al", 10, "ETHUSDT")], at(90));
    expect(await countUnreadUserNotifications(ahmet)).toBe(1);
    expect(await countUnreadUserNotifications(ayse)).toBe(0);
    const { items } = await listUserNotifications(ahmet);
    expect(items[0]).toMatchObject({ title: "Takip ettiğiniz sinyal kapandı", link: `/signals/${btc}`, is_read: false });
    expect(items[0]!.message).toContain("+%10,00");
  });

  it("sums the track record by period and coin, and ranks the most followed", async () => {
    await recordSignals([seen("Bekle", 100), seen("Bekle", 10, "ETHUSDT")], at(0));
    const [btc] = await recordSignals([seen("Al", 100), seen("Dikkatli Ol", 10, "ETHUSDT")], at(1));
    await recordSignals([seen("Bekle", 110), seen("Bekle", 12, "ETHUSDT")], at(90));
    await followSignal(await userId("ahmet"), btc!);
    const stats = await signalStats(new Map(), at(100));
    expect(stats.periods.map((p) => [p.days, p.opened, p.record.closed, p.record.hits])).toEqual([
      [7, 4, 2, 1],
      [30, 4, 2, 1],
      [90, 4, 2, 1],
    ]);
    // BTC buy at 100 closed at 110: +10, a hit. ETH sell at 10 closed at 12: +20 % against it, a miss.
    expect(stats.coins.find((c) => c.symbol === "ETHUSDT")!.record).toMatchObject({ closed: 1, hits: 0, averageResult: -20 });
    expect(stats.mostFollowed.map((s) => [s.id, s.followers])).toEqual([[btc, 1]]);
  });
});
