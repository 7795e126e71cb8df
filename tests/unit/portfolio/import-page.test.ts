import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { action } from "~/routes/portfolio-tracker_.import/route";
import { useTestDatabase } from "../../setup/test-db";
import { answer, context, formRequest, requestWith, signIn } from "../../setup/requests";

useTestDatabase();

const PAGE = "/portfolio-tracker/import";

function upload(name: string, content: string, cookie: string) {
  const body = new FormData();
  body.set("intent", "preview");
  body.set("file", new File([content], name, { type: "text/csv" }));
  return answer(() => action({ request: requestWith(PAGE, { method: "POST", cookie, body }), params: {}, context }));
}

const rowsOf = async (username: string) =>
  db()
    .selectFrom("portfolio_transactions")
    .innerJoin("users", "users.id", "portfolio_transactions.user_id")
    .select(["symbol", "amount"])
    .where("users.username", "=", username)
    .execute();

describe("the Binance import page", () => {
  it("previews a file without saving it, then saves the previewed rows on confirmation", async () => {
    const cookie = await signIn("ayse", "ayse123");
    const before = await rowsOf("ayse");
    const preview = await upload(
      "binance.csv",
      fs.readFileSync(path.resolve("tests/fixtures/binance/trade-history-new.csv"), "utf8"),
      cookie,
    );
    expect(preview.status).toBe(200);
    const { preview: body } = (await preview.json()) as { preview: { rows: unknown[]; rejected: unknown[]; csv: string } };
    expect([body.rows.length, body.rejected.length]).toEqual([3, 2]);
    expect(await rowsOf("ayse")).toHaveLength(before.length);

    const saved = await answer(() =>
      action({ request: formRequest(PAGE, { intent: "confirm", csv: body.csv }, cookie), params: {}, context }),
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/portfolio-tracker");
    expect(await rowsOf("ayse")).toHaveLength(before.length + 3);
  });

  it("answers 413 to a file over the limit and 400 to a file that is not Binance's, in Turkish", async () => {
    const cookie = await signIn("ayse", "ayse123");
    const big = await upload("buyuk.csv", "a".repeat(513 * 1024), cookie);
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: "Dosya çok büyük: en fazla 512 KB. Geçmişi tarih aralıklarına bölüp indirin." });
    const own = await upload("portfoy.csv", "date,type,symbol,amount,price,currency,fee,note\n", cookie);
    expect(own.status).toBe(400);
    expect(((await own.json()) as { error: string }).error).toContain("Binance işlem geçmişi biçiminde değil");
  });

  it("reads a confirmed text again: a row changed in the browser to break the rules saves nothing", async () => {
    const cookie = await signIn("ayse", "ayse123");
    const before = await rowsOf("ayse");
    const csv = "date,type,symbol,amount,price,currency,fee,note\n2024-03-01,buy,BTC,1,100,USD,0,\n2099-01-01,buy,BTC,1,100,USD,0,\n";
    const refused = await answer(() => action({ request: formRequest(PAGE, { intent: "confirm", csv }, cookie), params: {}, context }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: "Hiçbir işlem eklenmedi: Satır 3: Tarih gelecekte olamaz." });
    expect(await rowsOf("ayse")).toHaveLength(before.length);
  });

  it("sends a visitor to the sign-in page", async () => {
    const visitor = await answer(() => action({ request: formRequest(PAGE, { intent: "confirm", csv: "" }), params: {}, context }));
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toContain("/login");
  });
});
