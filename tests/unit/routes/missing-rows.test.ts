import type { ActionFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { getSession } from "~/server/session.server";
import { createAlert } from "~/models/alerts.server";
import { createTransaction } from "~/models/portfolio.server";
import { createWatchlist } from "~/models/watchlists.server";
import { action as alertsPage } from "~/routes/alerts/route";
import { action as apiAlert } from "~/routes/api.alerts.$id";
import { action as portfolioPage } from "~/routes/portfolio-tracker/route";
import { action as apiTransaction } from "~/routes/api.portfolio.transactions.$id";
import { action as watchlistsPage } from "~/routes/watchlists._index/route";
import { action as apiWatchlist } from "~/routes/api.watchlists.$id";
import { currentAlertSnapshot } from "~/services/alert-snapshot.server";
import { useFakeTicker } from "../../setup/fake-ticker";
import { useTestDatabase } from "../../setup/test-db";
import { answer, context, cookieFrom, formRequest, jsonRequest, signIn } from "../../setup/requests";

// A write by id that finds no row of the user's answers `{ ok: false, notFound: true }` from the
// model (decision 008); every door turns it into the same 404 or toast an id that never existed gets.

useFakeTicker();
useTestDatabase();

const userId = async (username: string) =>
  (await db().selectFrom("users").select("id").where("username", "=", username).executeTakeFirstOrThrow()).id;

async function toastOf(response: Response) {
  return (await getSession(formRequest("/", {}, cookieFrom(response)))).get("toast");
}

type Action = (args: ActionFunctionArgs) => Promise<unknown>;

const page = (route: Action, path: string, fields: Record<string, string>, cookie: string) =>
  answer(() => route({ request: formRequest(path, fields, cookie), params: {}, context }));
const api = (route: Action, path: string, method: string, id: number, body: unknown, cookie: string) =>
  answer(() => route({ request: jsonRequest(`${path}/${id}`, method, body, cookie), params: { id: String(id) }, context }));

describe("another user's row, or none, by every door", () => {
  it("answers an alert's change with a 404 on the form and re-arming with the Turkish toast", async () => {
    const alert = { symbol: "BTCUSDT", condition: "above", value: 70000, band: null, currency: "USD", note: "" } as const;
    const created = await createAlert(await userId("ayse"), alert, await currentAlertSnapshot());
    if (!created.ok) throw new Error(created.message);
    const ahmet = await signIn("ahmet", "ahmet123");
    const fields = { symbol: "BTCUSDT", condition: "above", value: "70000", currency: "USD", note: "" };

    for (const id of [String(created.alert.id), "0"]) {
      const edited = await page(alertsPage, "/alerts", { ...fields, intent: "update", id }, ahmet);
      expect(edited.status).toBe(404);
      expect((await edited.json()).result.error).toEqual({ "": ["Alarm bulunamadı."] });
      const rearmed = await page(alertsPage, "/alerts", { intent: "rearm", id }, ahmet);
      expect(await toastOf(rearmed)).toEqual({ type: "error", message: "Alarm bulunamadı." });
    }
    const put = await api(apiAlert, "/api/alerts", "PUT", created.alert.id, alert, ahmet);
    expect(put.status).toBe(404);
    expect(await put.json()).toEqual({ error: "Alarm bulunamadı." });
  });

  it("answers a transaction's change with a 404 on the form and its deletion with the Turkish toast; the API with 404", async () => {
    const input = { type: "buy", symbol: "BTC", amount: 1, price: 100, currency: "USD", fee: 0, date: "2024-01-05", note: "" } as const;
    const created = await createTransaction(await userId("ayse"), input);
    if (!created.ok) throw new Error(created.message);
    const theirs = created.transaction.id;
    const ahmet = await signIn("ahmet", "ahmet123");
    const fields = { ...input, amount: "1", price: "100", fee: "0" };

    for (const id of [String(theirs), "abc"]) {
      const edited = await page(portfolioPage, "/portfolio-tracker", { ...fields, intent: "update", id }, ahmet);
      expect(edited.status).toBe(404);
      expect((await edited.json()).result.error).toEqual({ "": ["İşlem bulunamadı."] });
      const removed = await page(portfolioPage, "/portfolio-tracker", { intent: "delete", id }, ahmet);
      expect(await toastOf(removed)).toEqual({ type: "error", message: "İşlem bulunamadı." });
    }
    for (const [method, body] of [
      ["PUT", input],
      ["DELETE", undefined],
    ] as const) {
      const response = await api(apiTransaction, "/api/portfolio/transactions", method, theirs, body, ahmet);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "İşlem bulunamadı." });
    }
    expect(await db().selectFrom("portfolio_transactions").select("id").where("id", "=", theirs).execute()).toHaveLength(1);
  });

  it("answers a watchlist's rename and deletion with the Turkish toast, and the API with 404", async () => {
    const created = await createWatchlist(await userId("ayse"), "Ayşe'nin");
    if (!created.ok) throw new Error(created.message);
    const hers = created.value.id;
    const ahmet = await signIn("ahmet", "ahmet123");

    const renamed = await page(watchlistsPage, "/watchlists", { intent: "rename", id: String(hers), name: "Benim" }, ahmet);
    expect(await toastOf(renamed)).toEqual({ type: "error", message: "İzleme listesi bulunamadı." });
    const removed = await page(watchlistsPage, "/watchlists", { intent: "delete", id: String(hers) }, ahmet);
    expect(await toastOf(removed)).toEqual({ type: "error", message: "İzleme listesi bulunamadı." });
    for (const [method, body] of [
      ["PUT", { name: "Benim" }],
      ["DELETE", undefined],
    ] as const) {
      const response = await api(apiWatchlist, "/api/watchlists", method, hers, body, ahmet);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "İzleme listesi bulunamadı." });
    }
    expect(await db().selectFrom("watchlists").select("name").where("id", "=", hers).executeTakeFirst()).toEqual({ name: "Ayşe'nin" });
  });
});
