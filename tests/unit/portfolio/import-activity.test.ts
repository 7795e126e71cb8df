import { describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { importTransactions, PORTFOLIO_ACTIVITY } from "~/models/portfolio.server";
import { useTestDatabase } from "../../setup/test-db";

useTestDatabase();

const buy = { type: "buy" as const, symbol: "BTC", amount: 1, price: 100, currency: "USD" as const, fee: 0, date: "2024-01-05", note: "" };

async function ayse() {
  return db().selectFrom("users").select(["id", "username"]).where("username", "=", "ayse").executeTakeFirstOrThrow();
}

const importEntries = () => db().selectFrom("activity_log").selectAll().where("action", "=", PORTFOLIO_ACTIVITY.import).execute();

describe("importTransactions", () => {
  it("saves the rows and one activity entry naming the count and the file's kind, not the coins", async () => {
    const actor = await ayse();
    const result = await importTransactions(actor, [buy, { ...buy, type: "sell", amount: 0.4, date: "2024-02-01" }], "Binance");
    expect(result).toEqual({ ok: true, count: 2 });
    const entries = await importEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      title: "Portföye işlem aktarıldı",
      description: "2 işlem, Binance",
      user_id: actor.id,
      username: "ayse",
    });
    expect(JSON.stringify(entries[0])).not.toContain("BTC");
  });

  it("writes neither rows nor an entry when the history would break", async () => {
    const actor = await ayse();
    const before = await db().selectFrom("portfolio_transactions").select("id").where("user_id", "=", actor.id).execute();
    const result = await importTransactions(actor, [{ ...buy, type: "sell", amount: 5, symbol: "QQQ" }], "Binance");
    expect(result.ok).toBe(false);
    expect(await importEntries()).toHaveLength(0);
    const after = await db().selectFrom("portfolio_transactions").select("id").where("user_id", "=", actor.id).execute();
    expect(after).toHaveLength(before.length);
  });
});
