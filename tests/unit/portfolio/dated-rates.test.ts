import { describe, expect, it } from "vitest";
import { calculateTax } from "~/lib/calculators/tax";
import type { PricedTransaction } from "~/lib/portfolio/convert";
import { summarisePortfolio } from "~/lib/portfolio/summary";

const usd = (type: PricedTransaction["type"], date: string, amount: number, price: number): PricedTransaction => ({
  type,
  symbol: "BTC",
  amount,
  price,
  currency: "USD",
  fee: 0,
  date,
});
// USD/TRY by day: 30 in March 2024, 36 in March 2025; today 40.
const rates: Record<string, number> = { "2024-03-15": 30, "2025-03-15": 36 };
const byDate = (date: string) => rates[date] ?? null;

describe("each transaction at its own date's USD/TRY", () => {
  it("taxes a 2024 purchase sold in 2025 on the lira of each day: 2 × 2000 × 36 − 2 × 1000 × 30", () => {
    const outcome = calculateTax([usd("buy", "2024-03-15", 2, 1000), usd("sell", "2025-03-15", 2, 2000)], byDate, 20);
    expect(outcome.ok && outcome.report.years).toEqual([
      { year: 2025, proceeds: 144_000, cost: 60_000, gain: 84_000, tax: 16_800, income: 0 },
    ]);
  });

  it("refuses a dollar transaction whose date has no rate rather than guessing one", () => {
    expect(calculateTax([usd("buy", "2023-01-02", 1, 1000)], byDate, 20).ok).toBe(false);
  });

  it("gives the portfolio's lira cost at the purchase date's rate and its value at today's", () => {
    const outcome = summarisePortfolio([usd("buy", "2024-03-15", 2, 1000)], new Map([["BTC", 2500]]), 40, byDate);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const [btc] = outcome.summary.holdings;
    expect(btc).toMatchObject({ costBasisUsd: 2000, costBasisTry: 60_000, valueTry: 200_000, unrealizedPnlTry: 140_000 });
    expect(outcome.summary.totals).toMatchObject({ costBasisTry: 60_000, unrealizedPnlTry: 140_000 });
  });

  it("without dated rates converts everything at today's rate, as before", () => {
    const outcome = summarisePortfolio([usd("buy", "2024-03-15", 2, 1000)], new Map([["BTC", 2500]]), 40);
    expect(outcome.ok && outcome.summary.holdings[0]).toMatchObject({ costBasisTry: 80_000, unrealizedPnlTry: 120_000 });
  });
});
