import { describe, expect, it } from "vitest";
import { MAX_ROWS, NO_RATE_MESSAGE, calculateTax, parseTaxRate, readTypedRows, rowsQuery } from "~/lib/calculators/tax";
import type { PricedTransaction } from "~/lib/portfolio/convert";

const tx = (
  type: PricedTransaction["type"],
  date: string,
  amount: number,
  price: number,
  fee = 0,
  currency: PricedTransaction["currency"] = "TRY",
  symbol = "BTC",
): PricedTransaction => ({ type, symbol, amount, price, currency, fee, date });

describe("calculateTax", () => {
  // Lot 1: 1 BTC at 100 + 2 fee (unit cost 102); lot 2: 1 BTC at 200.
  // 2024 sell 1,5 at 300 − 3 fee: proceeds 447, cost 102 + 0,5 × 200 = 202, gain 245.
  // 2025 sell 0,5 at 150: proceeds 75, cost 100, gain −25.
  const history = [
    tx("buy", "2024-01-10", 1, 100, 2),
    tx("buy", "2024-02-01", 1, 200),
    tx("sell", "2024-06-01", 1.5, 300, 3),
    tx("sell", "2025-03-01", 0.5, 150),
  ];

  it("uses the oldest lots first, a lot in part, fees in the cost and out of the proceeds, per year", () => {
    const outcome = calculateTax(history, null, 20);
    if (!outcome.ok) throw new Error(outcome.error);
    const { years, totals, events, holdings } = outcome.report;
    expect(years).toHaveLength(2);
    expect(years[0]).toMatchObject({ year: 2024 });
    expect(years[0].proceeds).toBeCloseTo(447, 9);
    expect(years[0].cost).toBeCloseTo(202, 9);
    expect(years[0].gain).toBeCloseTo(245, 9);
    expect(years[0].tax).toBeCloseTo(49, 9);
    expect(years[1]).toMatchObject({ year: 2025, tax: 0 });
    expect(years[1].gain).toBeCloseTo(-25, 9);
    // A loss year owes nothing and its loss is not carried into another year.
    expect(totals.gain).toBeCloseTo(220, 9);
    expect(totals.tax).toBeCloseTo(49, 9);
    expect(events.map((event) => event.date)).toEqual(["2024-06-01", "2025-03-01"]);
    expect(holdings).toEqual([]);
    expect(outcome.report.convertedUsd).toBe(false);
  });

  it("carries a loss year's loss into no later year: the gain year after it is taxed in full", () => {
    // 2024: 1 BTC bought at 200, sold at 150: loss 50. 2025: 1 BTC bought at 100, sold at 200: gain 100.
    // Carried forward, the loss would leave 50 taxed in 2025; the rule taxes all 100.
    const outcome = calculateTax(
      [
        tx("buy", "2024-01-10", 1, 200),
        tx("sell", "2024-06-01", 1, 150),
        tx("buy", "2025-01-10", 1, 100),
        tx("sell", "2025-06-01", 1, 200),
      ],
      null,
      20,
    );
    if (!outcome.ok) throw new Error(outcome.error);
    const [lossYear, gainYear] = outcome.report.years;
    expect(lossYear).toMatchObject({ year: 2024, tax: 0 });
    expect(lossYear.gain).toBeCloseTo(-50, 9);
    expect(gainYear.year).toBe(2025);
    expect(gainYear.gain).toBeCloseTo(100, 9);
    expect(gainYear.tax).toBeCloseTo(20, 9);
    expect(outcome.report.totals.gain).toBeCloseTo(50, 9);
    expect(outcome.report.totals.tax).toBeCloseTo(20, 9);
  });

  it("applies transactions by date whatever the order given, and reports what is still held", () => {
    const outcome = calculateTax([history[2], history[1], history[0]], null, 0);
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.report.years[0].gain).toBeCloseTo(245, 9);
    expect(outcome.report.years[0].tax).toBe(0);
    expect(outcome.report.holdings).toHaveLength(1);
    expect(outcome.report.holdings[0].amount).toBeCloseTo(0.5, 12);
    expect(outcome.report.holdings[0].costBasis).toBeCloseTo(100, 9);
  });

  it("converts dollar prices and fees at the snapshot's rate and keeps lira prices as given", () => {
    // 1 ETH bought at $10 + $1 fee at 30 TL/$ = 330 TL; sold for 400 TL: gain 70 TL.
    const outcome = calculateTax(
      [tx("buy", "2024-01-01", 1, 10, 1, "USD", "ETH"), tx("sell", "2024-05-01", 1, 400, 0, "TRY", "ETH")],
      30,
      10,
    );
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.report.years[0].cost).toBeCloseTo(330, 9);
    expect(outcome.report.years[0].gain).toBeCloseTo(70, 9);
    expect(outcome.report.years[0].tax).toBeCloseTo(7, 9);
    expect(outcome.report.convertedUsd).toBe(true);
  });

  it("needs the rate only when a dollar figure is given", () => {
    expect(calculateTax([tx("buy", "2024-01-01", 1, 10, 0, "USD")], null, 0)).toEqual({ ok: false, error: NO_RATE_MESSAGE, index: null });
    expect(calculateTax([tx("buy", "2024-01-01", 1, 10)], null, 0).ok).toBe(true);
  });

  it("refuses a sell larger than the holdings at its date, naming it", () => {
    const outcome = calculateTax(
      [tx("buy", "2024-01-01", 1, 100), tx("sell", "2023-12-31", 0.5, 100), tx("sell", "2024-02-01", 2, 100)],
      null,
      0,
    );
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    // The sell dated before the buy comes first by date, when nothing is held yet.
    expect(outcome.index).toBe(1);
    expect(outcome.error).toBe("31.12.2023 tarihli BTC satış (0,5), o tarihte eldeki miktarı (0) aşıyor.");

    const later = calculateTax([tx("buy", "2024-01-01", 1, 100), tx("sell", "2024-02-01", 1.25, 100)], null, 0);
    expect(later).toMatchObject({
      ok: false,
      index: 1,
      error: "01.02.2024 tarihli BTC satış (1,25), o tarihte eldeki miktarı (1) aşıyor.",
    });
  });

  it("counts a transfer out's fee as a loss of its year and moves the lots without gain", () => {
    const outcome = calculateTax(
      [tx("buy", "2024-01-01", 2, 100), tx("transfer_out", "2025-01-01", 1, 0, 5), tx("sell", "2025-02-01", 1, 150)],
      null,
      50,
    );
    if (!outcome.ok) throw new Error(outcome.error);
    // 2025: −5 (fee) + (150 − 100) = 45; tax 22,5.
    expect(outcome.report.years).toEqual([{ year: 2025, proceeds: 150, cost: 105, gain: 45, tax: 22.5, income: 0 }]);
  });

  it("gives no years for a history without sells", () => {
    const outcome = calculateTax([tx("buy", "2024-01-01", 1, 100)], null, 20);
    expect(outcome.ok && outcome.report.years).toEqual([]);
  });
});

describe("parseTaxRate", () => {
  it("reads a percent with a comma or a point; blank is 0", () => {
    expect(parseTaxRate(null)).toEqual({ rate: 0, error: null });
    expect(parseTaxRate(" ")).toEqual({ rate: 0, error: null });
    expect(parseTaxRate("12,5")).toEqual({ rate: 12.5, error: null });
    expect(parseTaxRate("40")).toEqual({ rate: 40, error: null });
  });
  it("refuses text, a negative rate and more than 100 in Turkish", () => {
    expect(parseTaxRate("yüzde on").error).toBe("Vergi oranı bir sayı olmalıdır (ör. 15 ya da 12,5).");
    expect(parseTaxRate("-5").error).toBe("Vergi oranı negatif olamaz.");
    expect(parseTaxRate("101").error).toBe("Vergi oranı en fazla 100 olabilir.");
  });
});

describe("readTypedRows", () => {
  const query = (rows: Record<string, string>[]) => {
    const params = new URLSearchParams();
    for (const row of rows)
      for (const name of ["date", "type", "symbol", "amount", "price", "currency", "fee"]) params.append(name, row[name] ?? "");
    return params;
  };

  it("skips blank rows and reads the filled ones with their row numbers", () => {
    const typed = readTypedRows(
      query([
        { date: "2024-01-01", type: "buy", symbol: "btc", amount: "0,5", price: "100", currency: "TRY" },
        { type: "buy", currency: "TRY" },
        { date: "2024-02-01", type: "sell", symbol: "BTC", amount: "0.25", price: "200", currency: "TRY", fee: "1" },
      ]),
    );
    expect(typed.errors).toEqual({});
    expect(typed.rows).toHaveLength(3);
    expect(typed.transactions.map(({ row, transaction }) => [row, transaction.symbol, transaction.amount, transaction.fee])).toEqual([
      [1, "BTC", 0.5, 0],
      [3, "BTC", 0.25, 1],
    ]);
  });

  it("gives each bad field its Turkish message under its row", () => {
    const typed = readTypedRows(
      query([
        { date: "2024-01-01", type: "buy", symbol: "BTC", amount: "1", price: "100", currency: "TRY" },
        { date: "2024-13-01", type: "buy", symbol: "BTC", amount: "iki", price: "10", currency: "TRY", fee: "-1" },
        { date: "2024-01-02", type: "sell", symbol: "BTC", amount: "1", price: "", currency: "TRY" },
      ]),
    );
    expect(typed.transactions).toHaveLength(1);
    expect(typed.errors).toEqual({
      2: { date: ["Böyle bir tarih yok."], amount: ["Miktar bir sayı olmalıdır (ör. 0,25)."], fee: ["Ücret negatif olamaz."] },
      3: { price: ["Birim fiyat gereklidir."] },
    });
  });

  it("reads at most the row limit", () => {
    const rows = Array.from({ length: MAX_ROWS + 5 }, () => ({ type: "buy", currency: "TRY" }));
    expect(readTypedRows(query(rows)).rows).toHaveLength(MAX_ROWS);
  });

  it("round-trips transactions through rowsQuery, tiny amounts included", () => {
    const transactions = [
      {
        type: "buy" as const,
        symbol: "BTC",
        amount: 0.00000012,
        price: 2_000_000,
        currency: "TRY" as const,
        fee: 0.5,
        date: "2024-01-01",
        note: "",
      },
      {
        type: "transfer_out" as const,
        symbol: "BTC",
        amount: 0.0000001,
        price: 0,
        currency: "USD" as const,
        fee: 0,
        date: "2024-02-01",
        note: "",
      },
    ];
    const params = rowsQuery(transactions, 12.5);
    expect(params.get("taxRate")).toBe("12,5");
    expect(readTypedRows(params).transactions.map(({ transaction }) => transaction)).toEqual(transactions);
  });
});
