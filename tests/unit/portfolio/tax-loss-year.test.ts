import { describe, expect, it } from "vitest";
import { calculateTax } from "~/lib/calculators/tax";
import type { PricedTransaction } from "~/lib/portfolio/convert";

const tx = (type: PricedTransaction["type"], date: string, amount: number, price: number): PricedTransaction => ({
  type,
  symbol: "BTC",
  amount,
  price,
  currency: "TRY",
  fee: 0,
  date,
});

describe("no loss carried into the next year", () => {
  // 1 BTC bought at 100. 2024: 0,5 sold at 60 (proceeds 30, cost 50, gain −20).
  // 2025: 0,5 sold at 300 (proceeds 150, cost 50, gain 100). With a loss carried
  // forward, 2025 would owe 20 % of 80 = 16; the rule says 20 % of 100 = 20.
  it("taxes a gain year in full when the loss year comes first", () => {
    const outcome = calculateTax(
      [tx("buy", "2024-01-10", 1, 100), tx("sell", "2024-06-01", 0.5, 60), tx("sell", "2025-03-01", 0.5, 300)],
      null,
      20,
    );
    if (!outcome.ok) throw new Error(outcome.error);
    const [loss, gain] = outcome.report.years;
    expect(loss).toMatchObject({ year: 2024, tax: 0 });
    expect(loss.gain).toBeCloseTo(-20, 9);
    expect(gain.year).toBe(2025);
    expect(gain.gain).toBeCloseTo(100, 9);
    expect(gain.tax).toBeCloseTo(20, 9);
    expect(outcome.report.totals.tax).toBeCloseTo(20, 9);
  });
});
