import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { resetEnv } from "~/server/env.server";
import { resetMarketCache } from "~/services/market.server";
import { action as listAction, loader as listLoader } from "~/routes/api.bots";
import { action as oneAction, loader as oneLoader } from "~/routes/api.bots.$id";
import { action as pageAction } from "~/routes/trading-bots._index/route";
import { action as botPageAction } from "~/routes/trading-bots.$id/route";
import { BOT_ACTIVITY, botsPaused, setBotsPaused } from "~/models/trading-bots.server";
import { answer, context, formRequest, jsonRequest, signIn } from "../../setup/requests";
import { useFakeTicker } from "../../setup/fake-ticker";
import { useTestDatabase } from "../../setup/test-db";

useFakeTicker();
useTestDatabase();
beforeEach(() => {
  resetEnv();
  resetMarketCache();
});

const dca = { name: "Haftalık ETH", strategy: "dca", symbols: ["ETHUSDT"], budget: 500, params: { amount: 25, every: "week" } };

async function post(cookie: string, body: unknown) {
  return answer(() => listAction({ request: jsonRequest("/api/bots", "POST", body, cookie), params: {}, context }));
}

describe("/api/bots", () => {
  it("creates a bot in the contract's shape and lists only the caller's bots", async () => {
    const ayse = await signIn("ayse", "ayse123");
    const created = await post(ayse, dca);
    expect(created.status).toBe(201);
    const { bot } = (await created.json()) as { bot: Record<string, unknown> };
    expect(bot).toEqual({
      id: expect.any(Number),
      name: "Haftalık ETH",
      strategy: "dca",
      symbols: ["ETHUSDT"],
      budget: 500,
      params: { amount: 25, every: "week" },
      cash: 500,
      equity: 500,
      returnPercent: 0,
      public: false,
      status: "running",
      createdAt: expect.any(String),
    });
    const mine = await answer(() => listLoader({ request: jsonRequest("/api/bots", "GET", undefined, ayse), params: {}, context }));
    expect(((await mine.json()) as { bots: unknown[] }).bots).toHaveLength(1);

    const ahmet = await signIn("ahmet", "ahmet123");
    const theirs = await answer(() => listLoader({ request: jsonRequest("/api/bots", "GET", undefined, ahmet), params: {}, context }));
    expect(await theirs.json()).toEqual({ bots: [] });
    const id = String(bot.id);
    const read = () => oneLoader({ request: jsonRequest(`/api/bots/${id}`, "GET", undefined, ahmet), params: { id }, context });
    expect((await answer(read)).status).toBe(404);
    const put = () => oneAction({ request: jsonRequest(`/api/bots/${id}`, "PUT", { public: true }, ahmet), params: { id }, context });
    expect((await answer(put)).status).toBe(404);
    const del = () => oneAction({ request: jsonRequest(`/api/bots/${id}`, "DELETE", undefined, ahmet), params: { id }, context });
    expect((await answer(del)).status).toBe(404);

    const own = await answer(() => oneLoader({ request: jsonRequest(`/api/bots/${id}`, "GET", undefined, ayse), params: { id }, context }));
    expect(await own.json()).toMatchObject({ bot: { id: bot.id }, trades: [], equity: [] });
  });

  it.each([
    [{ ...dca, budget: 5 }, "budget: Bütçe en az 10 USDT olmalıdır."],
    [{ ...dca, budget: 2_000_000 }, "budget: Bütçe en fazla 1.000.000 USDT olabilir."],
    [{ ...dca, params: { amount: 3, every: "day" } }, "amount: Alım tutarı en az 5 USDT olmalıdır (borsanın en küçük emir tutarı)."],
    [{ ...dca, params: { amount: 25 } }, "every: Alım sıklığını seçin."],
    [{ ...dca, strategy: "score", params: { buyAbove: 50, sellBelow: 60 } }, "sellBelow: Satış puanı alım puanından küçük olmalıdır."],
    [{ ...dca, strategy: "martingale" }, "strategy: Bir strateji seçin."],
    [{ ...dca, symbols: ["NOPEUSDT"] }, "NOPEUSDT piyasa listesinde yok; USDT paritesi olarak yazın (ör. BTCUSDT)."],
    [{ ...dca, symbols: [] }, "symbols: En az bir coin gereklidir."],
  ])("refuses %j with a Turkish 400", async (body, error) => {
    const response = await post(await signIn("ayse", "ayse123"), body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
  });

  it("allows five bots per user", async () => {
    const ayse = await signIn("ayse", "ayse123");
    for (let n = 0; n < 5; n += 1) expect((await post(ayse, dca)).status).toBe(201);
    const sixth = await post(ayse, dca);
    expect(sixth.status).toBe(400);
    expect(await sixth.json()).toEqual({ error: "En fazla 5 bot oluşturabilirsiniz; yenisi için birini silin." });
  });

  it("a reset starts a new run and keeps the old one's trades", async () => {
    const ayse = await signIn("ayse", "ayse123");
    const { bot } = (await (await post(ayse, dca)).json()) as { bot: { id: number } };
    await db()
      .insertInto("bot_trades")
      .values({
        bot_id: bot.id,
        run: 1,
        time: "2026-11-25T10:00:00.000Z",
        side: "buy",
        symbol: "ETHUSDT",
        price: 3000,
        amount: 0.008325,
        fee: 0.025,
        reason: "Haftalık düzenli alım",
      })
      .execute();
    await db().updateTable("trading_bots").set({ cash: 475 }).where("id", "=", bot.id).execute();
    const id = String(bot.id);
    const reset = await answer(() =>
      oneAction({ request: jsonRequest(`/api/bots/${id}`, "PUT", { reset: true }, ayse), params: { id }, context }),
    );
    expect(await reset.json()).toMatchObject({ bot: { cash: 500, status: "running" } });
    const row = await db()
      .selectFrom("trading_bots")
      .select(["run", "holdings", "last_dca_at"])
      .where("id", "=", bot.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ run: 2, holdings: "{}", last_dca_at: null });
    expect(await db().selectFrom("bot_trades").select("run").where("bot_id", "=", bot.id).execute()).toEqual([{ run: 1 }]);
  });
});

describe("one write path: the bot pages and the API log the same activity", () => {
  it("creating through the form and deleting through the page", async () => {
    const ayse = await signIn("ayse", "ayse123");
    const fields = {
      intent: "create",
      name: "Form botu",
      strategy: "score",
      coins: "top",
      top: "3",
      budget: "250",
      buyAbove: "75",
      sellBelow: "55",
    };
    const created = await answer(() => pageAction({ request: formRequest("/trading-bots", fields, ayse), params: {}, context }));
    expect(created.status).toBe(302);
    const bot = await db().selectFrom("trading_bots").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    // The top three of the fake market by volume, fixed at creation.
    expect(JSON.parse(bot.symbols)).toEqual(["BTCUSDT", "ETHUSDT", "BNBUSDT"]);
    expect(JSON.parse(bot.params)).toEqual({ buyAbove: 75, sellBelow: 55 });
    const id = String(bot.id);
    const removed = await answer(() =>
      botPageAction({ request: formRequest(`/trading-bots/${id}`, { intent: "delete" }, ayse), params: { id }, context }),
    );
    expect(removed.status).toBe(302);
    const apiMade = await post(ayse, dca);
    const apiId = String(((await apiMade.json()) as { bot: { id: number } }).bot.id);
    await answer(() =>
      oneAction({ request: jsonRequest(`/api/bots/${apiId}`, "DELETE", undefined, ayse), params: { id: apiId }, context }),
    );
    const log = await db().selectFrom("activity_log").select("action").where("action", "like", "bot.%").orderBy("id").execute();
    expect(log.map((row) => row.action)).toEqual([BOT_ACTIVITY.create, BOT_ACTIVITY.delete, BOT_ACTIVITY.create, BOT_ACTIVITY.delete]);
  });

  it("the form answers a broken field with its Turkish message", async () => {
    const ayse = await signIn("ayse", "ayse123");
    const fields = { intent: "create", name: "", strategy: "dca", coins: "one", symbol: "BTCUSDT", budget: "5", amount: "2", every: "day" };
    const response = await answer(() => pageAction({ request: formRequest("/trading-bots", fields, ayse), params: {}, context }));
    expect(response.status).toBe(400);
    const text = JSON.stringify(await response.json());
    expect(text).toContain("Bot adı gereklidir.");
    expect(text).toContain("Bütçe en az 10 USDT olmalıdır.");
  });
});

describe("the admin's pause of every bot", () => {
  it("is off until switched, reads back as switched, and logs each switch", async () => {
    const admin = { id: 1, username: "admin" };
    expect(await botsPaused()).toBe(false);
    await setBotsPaused(true, admin);
    expect(await botsPaused()).toBe(true);
    await setBotsPaused(false, admin);
    expect(await botsPaused()).toBe(false);
    const log = await db().selectFrom("activity_log").select(["title"]).where("action", "=", BOT_ACTIVITY.pauseAll).orderBy("id").execute();
    expect(log.map((row) => row.title)).toEqual(["Tüm botlar duraklatıldı", "Botlar yeniden çalışıyor"]);
  });
});
