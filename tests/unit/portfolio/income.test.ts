import { beforeEach, describe, expect, it } from "vitest";
import { calculateTax } from "~/lib/calculators/tax";
import type { PricedTransaction } from "~/lib/portfolio/convert";
import { runFifo } from "~/lib/portfolio/fifo";
import { transactionFlow } from "~/lib/portfolio/history";
import { summarisePortfolio } from "~/lib/portfolio/summary";
import { resetEnv } from "~/server/env.server";
import { action as listAction } from "~/routes/api.portfolio.transactions";
import { resetMarketCache } from "~/services/market.server";
import { useFakeTicker } from "../../setup/fake-ticker";
import { useTestDatabase } from "../../setup/test-db";
import { answer, context, jsonRequest, signIn } from "../../setup/requests";

useFakeTicker();
useTestDatabase();
beforeEach(() => {
  resetEnv();
  resetMarketCache();
});

const tx = (
  type: PricedTransaction["type"],
  date: string,
  amount: number,
  price: number,
  currency: PricedTransaction["currency"] = "TRY",
  symbol = "ETH",
): PricedTransaction => ({ type, symbol, amount, price, currency, fee: 0, date });

describe("income in the FIFO", () => {
  it("is a lot costing its value at receipt and the year's income, never a realised gain", () => {
    // Lots: 1 ETH at 1 000, then 0,5 ETH of staking worth 2 000 each (income 1 000).
    // Selling 1,2 at 3 000: proceeds 3 600, cost 1 000 + 0,2 × 2 000 = 1 400, gain 2 200.
    // Left: 0,3 ETH costing 600.
    const outcome = runFifo([
      tx("buy", "2024-01-01", 1, 1_000),
      tx("income", "2024-03-01", 0.5, 2_000),
      tx("sell", "2024-06-01", 1.2, 3_000),
    ]);
    if (!outcome.ok) throw new Error(outcome.error);
    const { events, incomes, years, holdings } = outcome.result;
    expect(events.map((event) => [event.proceeds, event.cost, event.gain])).toEqual([[3_600, 1_400, 2_200]]);
    expect(incomes).toEqual([{ index: 1, symbol: "ETH", date: "2024-03-01", amount: 0.5, value: 1_000 }]);
    expect(years).toEqual([{ year: 2024, proceeds: 3_600, cost: 1_400, gain: 2_200, income: 1_000 }]);
    expect(holdings[0].amount).toBeCloseTo(0.3, 12);
    expect(holdings[0].costBasis).toBeCloseTo(600, 9);
  });

  it("adds coins to the daily holdings but no money to the returns' flows", () => {
    expect(transactionFlow(tx("income", "2024-03-01", 0.5, 2_000), 1_900, 30)).toEqual({ day: "2024-03-01", usd: 0, try: 0 });
  });
});

describe("income in the tax calculator", () => {
  it("totals each year's income in lira at the receipt date's rate, beside the gain and out of the tax", () => {
    const rates: Record<string, number> = { "2024-03-01": 32, "2025-02-01": 36 };
    // 2024: 0,5 ETH staking at $100 × 32 = 1 600 TL income; selling 1 ETH (cost 1 000) at 1 500: gain 500, tax 20 % = 100.
    // 2025: 10 DOT airdrop at $5 × 36 = 1 800 TL income; nothing sold, no tax.
    const outcome = calculateTax(
      [
        tx("buy", "2024-01-01", 1, 1_000),
        tx("income", "2024-03-01", 0.5, 100, "USD"),
        tx("sell", "2024-06-01", 1, 1_500),
        tx("income", "2025-02-01", 10, 5, "USD", "DOT"),
      ],
      (date) => rates[date] ?? null,
      20,
    );
    if (!outcome.ok) throw new Error(outcome.error);
    const { years, totals, holdings } = outcome.report;
    expect(years).toEqual([
      { year: 2024, proceeds: 1_500, cost: 1_000, gain: 500, tax: 100, income: 1_600 },
      { year: 2025, proceeds: 0, cost: 0, gain: 0, tax: 0, income: 1_800 },
    ]);
    expect(totals).toEqual({ gain: 500, tax: 100, income: 3_400 });
    // The staking lot's lira value at receipt is what the coins left cost.
    expect(holdings).toEqual([
      { symbol: "DOT", amount: 10, costBasis: 1_800 },
      { symbol: "ETH", amount: 0.5, costBasis: 1_600 },
    ]);
  });

  it("shows the income in the portfolio summary, in lira at its date's rate", () => {
    const outcome = summarisePortfolio([tx("income", "2024-03-01", 0.5, 100, "USD")], new Map([["ETH", 200]]), 40, (date) =>
      date === "2024-03-01" ? 32 : null,
    );
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.summary.income).toEqual({ usd: 50, try: 1_600 });
    expect(outcome.summary.holdings[0].costBasisUsd).toBe(50);
    expect(summarisePortfolio([tx("buy", "2024-03-01", 1, 100, "USD")], new Map(), 40).ok && "no income").toBe("no income");
  });
});

describe("income through the API", () => {
  it("records an income transaction (the contract's fourth round) with its note", async () => {
    const ahmet = await signIn("ahmet", "ahmet123");
    const body = { type: "income", symbol: "ETH", amount: 0.5, price: 100, currency: "USD", fee: 0, date: "2024-03-01", note: "staking" };
    const created = await answer(() =>
      listAction({ request: jsonRequest("/api/portfolio/transactions", "POST", body, ahmet), params: {}, context }),
    );
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ id: expect.any(Number), ...body });
  });
});
