import { beforeEach, describe, expect, it } from "vitest";
import { deleteTransaction } from "~/models/portfolio.server";
import { db } from "~/server/db.server";
import { resetEnv } from "~/server/env.server";
import { CSV_MAX_ROWS, CSV_TOO_MANY_ROWS, parseTransactionsCsv } from "~/lib/portfolio/csv";
import { MAX_PORTFOLIO_TRANSACTIONS } from "~/lib/portfolio/schema";
import { action as listAction } from "~/routes/api.portfolio.transactions";
import { action as itemAction } from "~/routes/api.portfolio.transactions.$id";
import { action as taxAction } from "~/routes/crypto-tax-calculator/route";
import { action as pageAction, loader as pageLoader } from "~/routes/portfolio-tracker/route";
import { resetMarketCache } from "~/services/market.server";
import { useFakeTicker } from "../../setup/fake-ticker";
import { useTestDatabase } from "../../setup/test-db";
import { answer, context, formRequest, jsonRequest, requestWith, signIn } from "../../setup/requests";

const HEADER = "date,type,symbol,amount,price,currency,fee,note";
/** A CSV of one buy of `rows` BTC and `rows - 1` sells of one each, all in lira. */
const csvOf = (rows: number) =>
  [
    HEADER,
    `2024-01-02,buy,BTC,${rows},1000,TRY,0,`,
    ...Array.from({ length: rows - 1 }, (_, i) => `2024-05-02,sell,BTC,1,${1500 + i},TRY,0,`),
  ].join("\n");

const buy = { type: "buy", symbol: "BTC", amount: 1, price: 100, currency: "USD", fee: 0, date: "2024-01-05", note: "" };
const TOO_MANY_ONE = `Bir portföyde en fazla 10.000 işlem olabilir; yeni işlem eklemek için önce eski işlemlerden bazılarını silin.`;

useFakeTicker();
useTestDatabase();
beforeEach(() => {
  resetEnv();
  resetMarketCache();
});

/** Rows a bulk insert sends at once: nine parameters each stay under SQLite's and PostgreSQL's limits. */
const ROWS_PER_INSERT = 1_000;

/** Puts `count` buys of one ETH straight into the user's portfolio, a day apart from 2020 on. */
async function arrange(username: string, count: number) {
  const { id } = await db().selectFrom("users").select("id").where("username", "=", username).executeTakeFirstOrThrow();
  const rows = Array.from({ length: count }, (_, i) => ({
    user_id: id,
    type: "buy" as const,
    symbol: "ETH",
    amount: 1,
    price: 100 + i,
    currency: "USD" as const,
    fee: 0,
    date: new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
    note: "",
  }));
  await db()
    .transaction()
    .execute(async (trx) => {
      for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
        await trx
          .insertInto("portfolio_transactions")
          .values(rows.slice(start, start + ROWS_PER_INSERT))
          .execute();
      }
    });
  return id;
}

async function countOf(userId: number) {
  const { n } = await db()
    .selectFrom("portfolio_transactions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return n;
}

const post = (fields: Record<string, string>, cookie: string) =>
  answer(() => pageAction({ request: formRequest("/portfolio-tracker", fields, cookie), params: {}, context }));
const apiCreate = (body: unknown, cookie: string) =>
  answer(() => listAction({ request: jsonRequest("/api/portfolio/transactions", "POST", body, cookie), params: {}, context }));

describe("one CSV holds at most 1,000 rows", () => {
  it("refuses a longer text before checking any of its rows", () => {
    expect(parseTransactionsCsv(csvOf(CSV_MAX_ROWS)).ok).toBe(true);
    // Row 1,002 onwards are not transactions at all: they are never read, the count alone answers.
    const long = `${csvOf(CSV_MAX_ROWS + 1)}\n${"kötü satır\n".repeat(4_000)}`;
    expect(parseTransactionsCsv(long)).toEqual({ ok: false, errors: [CSV_TOO_MANY_ROWS] });
    expect(CSV_TOO_MANY_ROWS).toBe("Bir CSV'de en fazla 1.000 işlem olabilir; daha uzun bir listeyi parçalara bölün.");
  });

  it("answers a 5,000-row tax calculation and a 5,000-row import with 400 and the Turkish reason, adding nothing", async () => {
    const tax = await answer(() =>
      taxAction({ request: formRequest("/crypto-tax-calculator", { csv: csvOf(5_000) }), params: {}, context }),
    );
    expect(tax.status).toBe(400);
    const taxBody = await tax.json();
    expect(taxBody.csvErrors).toEqual([CSV_TOO_MANY_ROWS]);
    expect(taxBody.result).toBeNull();

    const cookie = await signIn("ayse", "ayse123");
    const imported = await post({ intent: "import", csv: csvOf(5_000) }, cookie);
    expect(imported.status).toBe(400);
    expect(await imported.json()).toEqual({ importErrors: [CSV_TOO_MANY_ROWS] });
    expect(await countOf(await arrange("ayse", 0))).toBe(0);
  });
});

describe("a portfolio holds at most 10,000 transactions", () => {
  it("refuses the transaction past the cap from the page, the JSON API and an import, with the Turkish reason", async () => {
    const userId = await arrange("ahmet", MAX_PORTFOLIO_TRANSACTIONS - 1);
    const cookie = await signIn("ahmet", "ahmet123");

    const last = await apiCreate(buy, cookie);
    expect(last.status).toBe(201);
    expect(await countOf(userId)).toBe(MAX_PORTFOLIO_TRANSACTIONS);

    const overApi = await apiCreate(buy, cookie);
    expect(overApi.status).toBe(400);
    expect(await overApi.json()).toEqual({ error: TOO_MANY_ONE });

    const overPage = await post({ intent: "create", ...buy, amount: "1", price: "100", fee: "0" }, cookie);
    expect(overPage.status).toBe(400);
    expect(JSON.stringify(await overPage.json())).toContain(TOO_MANY_ONE);

    // One removed leaves room for one; an import of two still does not fit, and adds neither.
    const newest = await db()
      .selectFrom("portfolio_transactions")
      .select((eb) => eb.fn.max("id").as("id"))
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(await deleteTransaction(userId, newest.id)).toMatchObject({ ok: true });
    const imported = await post({ intent: "import", csv: csvOf(2) }, cookie);
    expect(imported.status).toBe(400);
    expect(await imported.json()).toEqual({
      importErrors: [
        "Hiçbir işlem eklenmedi: Bir portföyde en fazla 10.000 işlem olabilir: portföyünüzde 9.999 işlem var, bu dosyadaki 2 işlemin en fazla 1 tanesine yer kaldı.",
      ],
    });
    expect(await countOf(userId)).toBe(MAX_PORTFOLIO_TRANSACTIONS - 1);
  });
});

describe("writes check the coins they can break", () => {
  it("refuses moving a buy to another coin when a sell of the old coin needs it, and lets a sell be removed", async () => {
    const cookie = await signIn("ahmet", "ahmet123");
    const bought = await (await apiCreate(buy, cookie)).json();
    const sold = await (await apiCreate({ ...buy, type: "sell", amount: 0.5, date: "2024-02-01" }, cookie)).json();

    const moved = await answer(() =>
      itemAction({
        request: jsonRequest(`/api/portfolio/transactions/${bought.id}`, "PUT", { ...buy, symbol: "ETH" }, cookie),
        params: { id: String(bought.id) },
        context,
      }),
    );
    expect(moved.status).toBe(400);
    expect(await moved.json()).toEqual({ error: "01.02.2024 tarihli BTC satış (0,5), o tarihte eldeki miktarı (0) aşıyor." });

    const removed = await answer(() =>
      itemAction({
        request: requestWith(`/api/portfolio/transactions/${sold.id}`, { method: "DELETE", cookie }),
        params: { id: String(sold.id) },
        context,
      }),
    );
    expect(await removed.json()).toEqual({ success: true });
  });
});

describe("the portfolio page is paged", () => {
  it("lists 50 transactions a page, newest first, with the summary over all of them", async () => {
    await arrange("ahmet", 120);
    const cookie = await signIn("ahmet", "ahmet123");
    const load = async (query: string) =>
      (await (
        await answer(() => pageLoader({ request: requestWith(`/portfolio-tracker${query}`, { cookie }), params: {}, context }))
      ).json()) as {
        transactions: { date: string }[];
        pagination: { page: number; pages: number; total: number };
        summary: { holdings: { symbol: string; amount: number }[] };
      };

    const first = await load("");
    expect(first.pagination).toMatchObject({ page: 1, pages: 3, total: 120 });
    expect(first.transactions).toHaveLength(50);
    expect(first.transactions[0].date).toBe("2020-04-29");
    expect(first.summary.holdings).toEqual([expect.objectContaining({ symbol: "ETH", amount: 120 })]);

    const last = await load("?page=3");
    expect(last.pagination.page).toBe(3);
    expect(last.transactions).toHaveLength(20);
    expect(last.transactions.at(-1)!.date).toBe("2020-01-01");
    expect(last.summary.holdings).toEqual([expect.objectContaining({ symbol: "ETH", amount: 120 })]);

    // A page past the end is the last one; nonsense is the first.
    expect((await load("?page=99")).pagination.page).toBe(3);
    expect((await load("?page=abc")).pagination.page).toBe(1);
  });
});
