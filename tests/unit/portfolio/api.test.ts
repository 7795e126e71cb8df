import { beforeEach, describe, expect, it } from "vitest";
import { resetEnv } from "~/server/env.server";
import { action as itemAction, loader as itemLoader } from "~/routes/api.portfolio.transactions.$id";
import { loader as summaryLoader } from "~/routes/api.portfolio.summary";
import { action as listAction, loader as listLoader } from "~/routes/api.portfolio.transactions";
import { resetMarketCache } from "~/services/market.server";
import { useFakeTicker } from "../../setup/fake-ticker";
import { useTestDatabase } from "../../setup/test-db";
import { answer, context, jsonRequest, requestWith, signIn } from "../../setup/requests";

useFakeTicker();
useTestDatabase();
beforeEach(() => {
  resetEnv();
  resetMarketCache();
});

const URL_LIST = "/api/portfolio/transactions";
const buy = { type: "buy", symbol: "BTC", amount: 0.5, price: 40_000, currency: "USD", fee: 20, date: "2024-01-05", note: "ilk" };

const list = (cookie?: string) => answer(() => listLoader({ request: requestWith(URL_LIST, { cookie }), params: {}, context }));
const create = (body: unknown, cookie?: string) =>
  answer(() => listAction({ request: jsonRequest(URL_LIST, "POST", body, cookie), params: {}, context }));
const read = (id: number | string, cookie?: string) =>
  answer(() => itemLoader({ request: requestWith(`${URL_LIST}/${id}`, { cookie }), params: { id: String(id) }, context }));
const update = (id: number | string, body: unknown, cookie?: string) =>
  answer(() => itemAction({ request: jsonRequest(`${URL_LIST}/${id}`, "PUT", body, cookie), params: { id: String(id) }, context }));
const remove = (id: number | string, cookie?: string) =>
  answer(() =>
    itemAction({ request: requestWith(`${URL_LIST}/${id}`, { method: "DELETE", cookie }), params: { id: String(id) }, context }),
  );
const summary = (cookie?: string) =>
  answer(() => summaryLoader({ request: requestWith("/api/portfolio/summary", { cookie }), params: {}, context }));

describe("portfolio API", () => {
  it("answers a visitor 401 with a Turkish JSON error on every call", async () => {
    for (const response of [await list(), await create(buy), await read(1), await update(1, buy), await remove(1), await summary()]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: "Bu işlem için giriş yapmalısınız." });
    }
  });

  it("records, lists, reads, replaces and deletes the user's own transactions", async () => {
    const ahmet = await signIn("ahmet", "ahmet123");
    const created = await create(buy, ahmet);
    expect(created.status).toBe(201);
    const transaction = await created.json();
    expect(transaction).toEqual({ id: expect.any(Number), ...buy });

    expect(await (await list(ahmet)).json()).toEqual({ transactions: [transaction] });
    expect(await (await read(transaction.id, ahmet)).json()).toEqual(transaction);

    const replaced = await update(transaction.id, { ...buy, amount: "0,75", note: "düzeltildi" }, ahmet);
    expect(replaced.status).toBe(200);
    expect(await replaced.json()).toEqual({ ...transaction, amount: 0.75, note: "düzeltildi" });

    const deleted = await remove(transaction.id, ahmet);
    expect(await deleted.json()).toEqual({ success: true });
    expect((await read(transaction.id, ahmet)).status).toBe(404);
    expect(await (await list(ahmet)).json()).toEqual({ transactions: [] });
  });

  it("never lets one user read, change or delete another's rows, even by guessing ids", async () => {
    const ahmet = await signIn("ahmet", "ahmet123");
    const ayse = await signIn("ayse", "ayse123");
    const his = await (await create(buy, ahmet)).json();

    expect(await (await list(ayse)).json()).toEqual({ transactions: [] });
    // A body that would not pass answers the same: the id is looked at first.
    const unreadable = await update(his.id, { ...buy, amount: "çok" }, ayse);
    for (const response of [
      await read(his.id, ayse),
      await update(his.id, { ...buy, amount: 9 }, ayse),
      unreadable,
      await remove(his.id, ayse),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "İşlem bulunamadı." });
    }
    // Nothing of his moved, and her summary knows nothing of it.
    expect(await (await read(his.id, ahmet)).json()).toEqual(his);
    expect((await (await summary(ayse)).json()).holdings).toEqual([]);
    // Ids that do not exist or are not ids answer the same way.
    expect((await read(his.id + 1000, ahmet)).status).toBe(404);
    expect((await read("abc", ahmet)).status).toBe(404);
  });

  it("answers bad JSON and invalid fields with 400 and a Turkish error, and refuses an oversell", async () => {
    const ahmet = await signIn("ahmet", "ahmet123");
    const bad = await create("{not json", ahmet);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "Geçersiz JSON gövdesi." });

    const letters = await create({ ...buy, amount: "abc" }, ahmet);
    expect(letters.status).toBe(400);
    expect(await letters.json()).toEqual({ error: "amount: Miktar bir sayı olmalıdır (ör. 0,25)." });
    const future = await create({ ...buy, date: "2999-01-01" }, ahmet);
    expect(await future.json()).toEqual({ error: "date: Tarih gelecekte olamaz." });
    const longNote = await create({ ...buy, note: "x".repeat(10_000) }, ahmet);
    expect(await longNote.json()).toEqual({ error: "note: Not en fazla 500 karakter olabilir." });

    const oversell = await create({ ...buy, type: "sell", amount: 1 }, ahmet);
    expect(oversell.status).toBe(400);
    expect(await oversell.json()).toEqual({ error: "05.01.2024 tarihli BTC satış (1), o tarihte eldeki miktarı (0) aşıyor." });
    expect(await (await list(ahmet)).json()).toEqual({ transactions: [] });
  });

  it("refuses an edit or delete that would leave a later sell larger than the holdings", async () => {
    const ahmet = await signIn("ahmet", "ahmet123");
    const bought = await (await create(buy, ahmet)).json();
    await create({ ...buy, type: "sell", amount: 0.4, price: 50_000, date: "2024-02-01" }, ahmet);

    const shrink = await update(bought.id, { ...buy, amount: 0.1 }, ahmet);
    expect(shrink.status).toBe(400);
    expect(await shrink.json()).toEqual({ error: "01.02.2024 tarihli BTC satış (0,4), o tarihte eldeki miktarı (0,1) aşıyor." });
    const deleted = await remove(bought.id, ahmet);
    expect(deleted.status).toBe(400);
    expect(await deleted.json()).toEqual({
      error: "İşlem silinemedi: 01.02.2024 tarihli BTC satış (0,4), o tarihte eldeki miktarı (0) aşıyor.",
    });
    expect(await (await read(bought.id, ahmet)).json()).toEqual(bought);
  });

  it("sums up the holdings at the live market in the contract's shape", async () => {
    const ahmet = await signIn("ahmet", "ahmet123");
    await create(buy, ahmet); // 0.5 BTC for 20 020 dollars
    await create({ ...buy, type: "sell", amount: 0.25, price: 50_000, fee: 0, date: "2024-02-01" }, ahmet); // 12 500 for 10 010
    // 342 500 lira at 2024-03-01's rate (the fake exchange's daily USDTTRY close: 24,25) is
    // 14 123,71 dollars, for 4 ETH: 3 530,93 a coin. Today's 34,25 would have made it 2 500.
    await create({ type: "buy", symbol: "ETH", amount: 4, price: 85_625, currency: "TRY", date: "2024-03-01" }, ahmet);

    const body = await (await summary(ahmet)).json();
    // Fake market: BTC 64 250,50, ETH 3 120,75, USDTTRY 34,25.
    expect(body.holdings.map((holding: { symbol: string }) => holding.symbol)).toEqual(["BTC", "ETH"]);
    const [btc, eth] = body.holdings;
    expect(btc).toMatchObject({ symbol: "BTC", amount: 0.25, averageCost: 40_040, valueUsd: 16_062.625, realizedPnlUsd: 2_490 });
    expect(btc.valueTry).toBeCloseTo(550_144.91, 2);
    expect(btc.unrealizedPnlUsd).toBeCloseTo(6_052.625, 6);
    expect(eth).toMatchObject({ amount: 4, valueUsd: 12_483, realizedPnlUsd: 0 });
    expect(eth.averageCost).toBeCloseTo(85_625 / 24.25, 6);
    expect(eth.unrealizedPnlUsd).toBeCloseTo(12_483 - 342_500 / 24.25, 6);
    expect(body.totals.valueUsd).toBeCloseTo(28_545.625, 6);
    expect(body.totals.valueTry).toBeCloseTo(977_687.66, 2);
    expect(body.market).toMatchObject({ source: "live", usdTry: 34.25 });
  });
});
