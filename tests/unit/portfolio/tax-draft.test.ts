import { describe, expect, it } from "vitest";
import { calculateDraftTax, quarterOf, type DraftTransaction } from "~/lib/calculators/tax-draft";

// Every figure below is worked out by hand in lira; fees are 0 unless a test is about them.
const tx = (
  date: string,
  type: DraftTransaction["type"],
  amount: number,
  price: number,
  platform: DraftTransaction["platform"] = "licensed",
  fee = 0,
): DraftTransaction => ({ date, type, symbol: "BTC", amount, price, fee, platform });

function report(transactions: DraftTransaction[]) {
  const outcome = calculateDraftTax(transactions);
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.report;
}

describe("the 2026 draft's rules", () => {
  it("puts dates in their calendar quarter", () => {
    expect(["2026-01-01", "2026-03-31", "2026-04-01", "2026-06-30", "2026-07-15", "2026-12-31"].map(quarterOf)).toEqual([1, 1, 2, 2, 3, 4]);
  });

  it("withholds 10 % of each quarter's licensed gain as the final tax", () => {
    // Bought 2 BTC at 1,000,000; sold 1 at 1,200,000 in Q1 (gain 200,000) and 1 at 1,500,000 in Q3 (gain 500,000).
    const { quarters, totals } = report([
      tx("2026-01-10", "buy", 2, 1_000_000),
      tx("2026-02-10", "sell", 1, 1_200_000),
      tx("2026-08-10", "sell", 1, 1_500_000),
    ]);
    expect(quarters.map(({ quarter, gain, base, withholding }) => [quarter, gain, base, withholding])).toEqual([
      [1, 200_000, 200_000, 20_000],
      [3, 500_000, 500_000, 50_000],
    ]);
    expect(totals.withholding).toBe(70_000);
  });

  it("offsets a quarter's loss against later quarters of the year only", () => {
    // 3 BTC at 1,000,000. Q1: sell 1 at 1,300,000 (+300,000), withheld 30,000 and never given back.
    // Q2: sell 1 at 600,000 (-400,000), carried. Q4: sell 1 at 1,250,000 (+250,000): 250,000 of the
    // carried 400,000 offsets it, nothing withheld, 150,000 left unused at the year's end.
    const { quarters, years } = report([
      tx("2026-01-05", "buy", 3, 1_000_000),
      tx("2026-03-01", "sell", 1, 1_300_000),
      tx("2026-05-01", "sell", 1, 600_000),
      tx("2026-11-01", "sell", 1, 1_250_000),
    ]);
    expect(
      quarters.map(({ quarter, gain, offset, base, withholding, lossCarried }) => [quarter, gain, offset, base, withholding, lossCarried]),
    ).toEqual([
      [1, 300_000, 0, 300_000, 30_000, 0],
      [2, -400_000, 0, 0, 0, 400_000],
      [4, 250_000, 250_000, 0, 0, 150_000],
    ]);
    expect(years[0]).toMatchObject({ year: 2026, withholding: 30_000, lossUnused: 150_000 });
  });

  it("never carries a loss into the next year", () => {
    // Q4 2025: -100,000. Q1 2026: +100,000, taxed in full: 10,000.
    const { quarters, years } = report([
      tx("2025-10-01", "buy", 2, 500_000),
      tx("2025-12-01", "sell", 1, 400_000),
      tx("2026-01-15", "sell", 1, 600_000),
    ]);
    expect(quarters.map(({ year, quarter, offset, withholding }) => [year, quarter, offset, withholding])).toEqual([
      [2025, 4, 0, 0],
      [2026, 1, 0, 10_000],
    ]);
    expect(years.map(({ year, lossUnused }) => [year, lossUnused])).toEqual([
      [2025, 100_000],
      [2026, 0],
    ]);
  });

  it("sends gains made elsewhere to the annual return, apart from the withholding", () => {
    // Licensed sale +100,000 (10,000 withheld); two sales elsewhere: +300,000 and -50,000 → 250,000 for the return.
    const { quarters, years, totals } = report([
      tx("2026-01-02", "buy", 3, 1_000_000, "other"),
      tx("2026-02-01", "sell", 1, 1_100_000, "licensed"),
      tx("2026-02-02", "sell", 1, 1_300_000, "other"),
      tx("2026-09-02", "sell", 1, 950_000, "other"),
    ]);
    expect(quarters).toHaveLength(1);
    expect(quarters[0].withholding).toBe(10_000);
    expect(years[0].otherGain).toBe(250_000);
    expect(totals.otherGain).toBe(250_000);
  });

  it("charges 0.03 % on the value of licensed sales and transfers, not on buys or other platforms", () => {
    // Sale 1 × 2,000,000 → 600; transfer out 0.5 × 2,000,000 → 300; a sale elsewhere pays nothing;
    // a transfer without a price has no known value and is listed without tax.
    const { transactionTax, totals } = report([
      tx("2026-01-02", "buy", 3, 1_000_000),
      tx("2026-04-01", "sell", 1, 2_000_000),
      tx("2026-04-02", "transfer_out", 0.5, 2_000_000),
      tx("2026-04-03", "sell", 1, 2_000_000, "other"),
      tx("2026-04-04", "transfer_out", 0.5, 0),
    ]);
    expect(transactionTax.map(({ type, value, tax }) => [type, value, tax])).toEqual([
      ["sell", 2_000_000, 600],
      ["transfer_out", 1_000_000, 300],
      ["transfer_out", null, 0],
    ]);
    expect(totals.transactionTax).toBe(900);
  });

  it("takes fees as the calculator does: the sale's fee lowers the gain withheld on", () => {
    // Buy 1 at 100,000 with a 1,000 fee (cost 101,000); sell at 151,000 with a 1,000 fee (proceeds 150,000): gain 49,000 → 4,900.
    const { quarters } = report([
      tx("2026-01-02", "buy", 1, 100_000, "licensed", 1_000),
      tx("2026-01-20", "sell", 1, 151_000, "licensed", 1_000),
    ]);
    expect(quarters[0].gain).toBe(49_000);
    expect(quarters[0].withholding).toBeCloseTo(4_900, 9);
  });

  it("refuses a sale of more than is held, naming it", () => {
    const outcome = calculateDraftTax([tx("2026-01-02", "buy", 1, 100), tx("2026-01-03", "sell", 2, 100)]);
    expect(outcome).toMatchObject({ ok: false, index: 1 });
  });
});
