import { describe, expect, it } from "vitest";
import { exportAccount } from "~/models/account-export.server";
import { recordExchange } from "~/models/ai.server";
import { followSignal, recordSignals } from "~/models/signals.server";
import { getUserByUsername } from "~/models/users.server";
import { useTestDatabase } from "../../setup/test-db";

useTestDatabase();

/** Opens a buy signal for `symbol` (a band move from Bekle to Güçlü Al) and returns its id. */
async function openSignal(symbol: string, at: Date) {
  await recordSignals([{ symbol, band: "Bekle", score: 50, price: 100, reasons: [] }], at);
  const [id] = await recordSignals([{ symbol, band: "Güçlü Al", score: 90, price: 100, reasons: [] }], new Date(at.getTime() + 60_000));
  return id;
}

describe("the account export's followed signals", () => {
  it("lists the person's own follows and never another user's", async () => {
    const t0 = new Date(Date.now() - 3_600_000);
    const btc = await openSignal("BTCUSDT", t0);
    const eth = await openSignal("ETHUSDT", t0);
    const ahmet = (await getUserByUsername("ahmet"))!;
    const ayse = (await getUserByUsername("ayse"))!;
    await followSignal(ahmet.id, btc);
    await followSignal(ayse.id, eth);

    const exported = await exportAccount(ahmet, new Request("http://localhost/account/export.json"));
    expect(exported.followedSignals).toEqual([expect.objectContaining({ signalId: btc, symbol: "BTCUSDT" })]);
    const hers = await exportAccount(ayse, new Request("http://localhost/account/export.json"));
    expect(hers.followedSignals).toEqual([expect.objectContaining({ signalId: eth, symbol: "ETHUSDT" })]);
  });
});

describe("the account export's chat history", () => {
  it("lists the person's own exchanges, signed in or kept under their conversation, and never another user's", async () => {
    const ahmet = (await getUserByUsername("ahmet"))!;
    const ayse = (await getUserByUsername("ayse"))!;
    const exchange = (userId: number | null, conversationKey: string | null, message: string) =>
      recordExchange({ userId, conversationKey, message, response: "yanıt", model: "site", tokensUsed: 0 });
    await exchange(ahmet.id, `user:${ahmet.id}`, "Ahmet'in sorusu");
    await exchange(null, `user:${ahmet.id}`, "Ahmet'in konuşmasındaki soru");
    await exchange(ayse.id, `user:${ayse.id}`, "Ayşe'nin sorusu");
    await exchange(null, "visitor:00000000-0000-4000-8000-000000000000", "Ziyaretçinin sorusu");

    const messages = async (user: typeof ahmet) =>
      ((await exportAccount(user, new Request("http://localhost/account/export.json"))).chatHistory as { message: string }[]).map(
        (row) => row.message,
      );
    // The seed holds chats of its own; only the rows written here are compared.
    const mine = await messages(ahmet);
    expect(mine).toEqual(expect.arrayContaining(["Ahmet'in sorusu", "Ahmet'in konuşmasındaki soru"]));
    expect(mine).not.toContain("Ayşe'nin sorusu");
    expect(mine).not.toContain("Ziyaretçinin sorusu");
    const hers = await messages(ayse);
    expect(hers).toContain("Ayşe'nin sorusu");
    expect(hers.filter((message) => message.startsWith("Ahmet") || message.startsWith("Ziyaretçi"))).toEqual([]);
  });
});
