import { beforeEach, describe, expect, it } from "vitest";
import { resetEnv } from "~/server/env.server";
import { MAX_ROWS } from "~/lib/calculators/tax";
import { action, loader } from "~/routes/crypto-tax-calculator/route";
import { resetMarketCache } from "~/services/market.server";
import { useFakeTicker } from "../../setup/fake-ticker";
import { useTestDatabase } from "../../setup/test-db";
import { answer, context, formRequest, requestWith } from "../../setup/requests";

const HEADER = "date,type,symbol,amount,price,currency,fee,note";
// One buy and then `sells` sells of 0,01 BTC each, all in lira.
const csvOf = (sells: number) =>
  [HEADER, "2024-01-02,buy,BTC,1,1000000,TRY,0,", ...Array.from({ length: sells }, () => "2024-05-02,sell,BTC,0.01,1500000,TRY,0,")].join(
    "\n",
  );

describe("/crypto-tax-calculator", () => {
  useFakeTicker();
  useTestDatabase();
  beforeEach(() => {
    resetEnv();
    resetMarketCache();
  });

  it("sends a pasted list that fits in a URL to that URL, as typed-in rows", async () => {
    const response = await answer(() =>
      action({ request: formRequest("/crypto-tax-calculator", { csv: csvOf(2), taxRate: "15" }), params: {}, context }),
    );
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location") ?? "", "http://localhost");
    expect(location.pathname).toBe("/crypto-tax-calculator");
    expect(location.searchParams.getAll("symbol")).toEqual(["BTC", "BTC", "BTC"]);
    expect(location.searchParams.get("taxRate")).toBe("15");

    const page = await answer(() => loader({ request: requestWith(`${location.pathname}${location.search}`), params: {}, context }));
    expect(page.status).toBe(200);
    const body = await page.json();
    // 2 × 0,01 × (1 500 000 − 1 000 000) = 10 000 TL gain; 15 % = 1 500 TL.
    expect(body.report.years).toEqual([{ year: 2024, proceeds: 30_000, cost: 20_000, gain: 10_000, tax: 1_500, income: 0 }]);
  });

  it("answers a list too long for a URL on the page itself", async () => {
    const response = await answer(() =>
      action({ request: formRequest("/crypto-tax-calculator", { csv: csvOf(MAX_ROWS), taxRate: "" }), params: {}, context }),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.result.report.years[0].gain).toBeCloseTo(MAX_ROWS * 0.01 * 500_000, 6);
  });

  it("answers bad input with 400 and Turkish messages, never 500", async () => {
    const empty = await answer(() => action({ request: formRequest("/crypto-tax-calculator", { csv: " " }), params: {}, context }));
    expect(empty.status).toBe(400);
    expect((await empty.json()).csvErrors).toEqual(["İşlemlerin CSV metnini yapıştırın."]);

    const oversell = await answer(() =>
      action({
        request: formRequest("/crypto-tax-calculator", { csv: `${HEADER}\n2024-01-02,sell,BTC,1,10,TRY,0,` }),
        params: {},
        context,
      }),
    );
    // Parsed rows are redirected to their URL; that page then says what is wrong.
    const next = oversell.headers.get("Location") ?? "";
    const page = await answer(() => loader({ request: requestWith(next), params: {}, context }));
    expect(page.status).toBe(400);
    expect((await page.json()).notice).toBe("Satır 1: 02.01.2024 tarihli BTC satış (1), o tarihte eldeki miktarı (0) aşıyor.");

    const notForm = await answer(() =>
      action({
        request: requestWith("/crypto-tax-calculator", { method: "POST", body: "{", headers: { "Content-Type": "application/json" } }),
        params: {},
        context,
      }),
    );
    expect(notForm.status).toBe(400);

    const garbage = await answer(() =>
      loader({ request: requestWith("/crypto-tax-calculator?date=x&amount=%00&rows=1e99&taxRate=abc&source=nope"), params: {}, context }),
    );
    expect(garbage.status).toBe(400);
  });
});
