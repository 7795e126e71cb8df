import { describe, expect, it } from "vitest";
import type { PricedTransaction } from "~/lib/portfolio/convert";
import {
  dailyValues,
  historyDays,
  modifiedDietz,
  monthEnds,
  periodReturns,
  replayHoldings,
  transactionFlow,
} from "~/lib/portfolio/history";

const tx = (over: Partial<PricedTransaction>): PricedTransaction => ({
  type: "buy",
  symbol: "BTC",
  amount: 1,
  price: 100,
  currency: "USD",
  fee: 0,
  date: "2026-01-01",
  ...over,
});

describe("historyDays", () => {
  it("runs from the first transaction to today, both included", () => {
    expect(historyDays("2026-11-20", "2026-11-23")).toEqual(["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23"]);
  });

  it("keeps only the last maxDays days of an older portfolio", () => {
    expect(historyDays("2020-01-01", "2026-03-01", 3)).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
  });
});

describe("replayHoldings", () => {
  it("adds buys and transfers in, takes away sales and transfers out, day by day", () => {
    const holdings = replayHoldings(
      [
        tx({ amount: 2, date: "2026-01-01" }),
        tx({ type: "sell", amount: 0.5, date: "2026-01-03" }),
        tx({ type: "transfer_out", amount: 1.5, date: "2026-01-04" }),
        tx({ symbol: "ETH", type: "transfer_in", amount: 3, date: "2026-01-02" }),
      ],
      ["2026-01-01", "2026-01-02", "2026-01-03", "2026-01-04"],
    );
    expect(holdings.map((day) => Object.fromEntries(day))).toEqual([{ BTC: 2 }, { BTC: 2, ETH: 3 }, { BTC: 1.5, ETH: 3 }, { ETH: 3 }]);
  });

  it("counts transactions before the first day drawn in the opening holdings", () => {
    const holdings = replayHoldings(
      [tx({ amount: 0.1 + 0.2, date: "2024-05-01" }), tx({ type: "sell", amount: 0.3, date: "2024-06-01" })],
      ["2026-01-01"],
    );
    // 0.1 + 0.2 − 0.3 is 5.6e-17 in floating point: nothing is held.
    expect(holdings.map((day) => Object.fromEntries(day))).toEqual([{}]);
  });
});

describe("dailyValues", () => {
  it("values each day's coins at that day's close and rate, leaving a day without either empty", () => {
    const closes: Record<string, Record<string, number>> = {
      BTC: { "2026-01-01": 100, "2026-01-02": 110, "2026-01-04": 120 },
      ETH: { "2026-01-02": 10, "2026-01-03": 12, "2026-01-04": 11 },
    };
    const rates: Record<string, number> = { "2026-01-01": 30, "2026-01-02": 31, "2026-01-03": 32 };
    const values = dailyValues(
      [tx({ date: "2026-01-01" }), tx({ symbol: "ETH", amount: 2, price: 9, date: "2026-01-02" })],
      ["2026-01-01", "2026-01-02", "2026-01-03", "2026-01-04"],
      (symbol, day) => closes[symbol]?.[day] ?? null,
      (day) => rates[day] ?? null,
    );
    expect(values).toEqual([
      { day: "2026-01-01", usd: 100, try: 3000 },
      // 1 × 110 + 2 × 10 = 130 dollars, at 31 lira.
      { day: "2026-01-02", usd: 130, try: 4030 },
      // BTC has no close that day: no value, not a value without BTC.
      { day: "2026-01-03", usd: null, try: null },
      { day: "2026-01-04", usd: 142, try: null },
    ]);
  });
});

describe("transactionFlow", () => {
  it("counts a buy as the money paid, fee included, in dollars and in lira at the day's rate", () => {
    expect(transactionFlow(tx({ amount: 0.5, price: 40_000, fee: 10 }), 39_000, 30)).toEqual({
      day: "2026-01-01",
      usd: 20_010,
      try: 600_300,
    });
  });

  it("counts a sale in lira as the lira received less the fee, taken out", () => {
    const flow = transactionFlow(tx({ type: "sell", symbol: "ETH", price: 100_000, fee: 100, currency: "TRY" }), null, 32);
    expect(flow).toEqual({ day: "2026-01-01", usd: -3121.875, try: -99_900 });
  });

  it("values a transfer at the day's close, else at its recorded price, else not at all", () => {
    expect(transactionFlow(tx({ type: "transfer_in", amount: 2, price: 5 }), 50, 30)).toEqual({ day: "2026-01-01", usd: 100, try: 3000 });
    expect(transactionFlow(tx({ type: "transfer_in", amount: 2, price: 40 }), null, null)).toEqual({
      day: "2026-01-01",
      usd: 80,
      try: null,
      unknown: "01.01.2026 günü için USD/TRY kuru bilinmiyor; o günkü BTC transfer girişi çevrilemedi.",
    });
    expect(transactionFlow(tx({ type: "transfer_out", amount: 2, price: 0 }), null, 30)).toEqual({
      day: "2026-01-01",
      usd: null,
      try: null,
      unknown: "01.01.2026 tarihli BTC transfer çıkışı için o günün kapanışı da kayıtlı fiyatı da yok; değeri bilinmiyor.",
    });
  });

  it("names a buy, not a transfer, when the day's rate is what is missing (issue 49)", () => {
    const flow = transactionFlow(tx({ symbol: "ETH", amount: 1, price: 2000, fee: 0, date: "2024-01-05" }), 2000, null);
    expect(flow).toMatchObject({
      usd: 2000,
      try: null,
      unknown: "05.01.2024 günü için USD/TRY kuru bilinmiyor; o günkü ETH alışı çevrilemedi.",
    });
  });
});

describe("modifiedDietz", () => {
  it("gives the simple change for one purchase held to the end", () => {
    // Bought for 100 at the start of the first day, worth 120 ten days later.
    expect(modifiedDietz("2023-12-31", 0, "2024-01-11", 120, [{ day: "2024-01-01", amount: 100 }])).toBeCloseTo(0.2, 12);
  });

  it("weights money put in by the share of the period it was invested", () => {
    // T = 10 days; 500 put in on day 6 counts (10 − 6 + 1) / 10 = 0.5: 150 / (1000 + 250) = 12 %.
    expect(modifiedDietz("2024-01-01", 1000, "2024-01-11", 1650, [{ day: "2024-01-07", amount: 500 }])).toBeCloseTo(0.12, 12);
  });

  it("weights money taken out the same way", () => {
    // 600 taken out on day 5 of 10 counts 0.6: (500 − 1000 + 600) / (1000 − 360) = 100 / 640.
    expect(modifiedDietz("2024-01-01", 1000, "2024-01-11", 500, [{ day: "2024-01-06", amount: -600 }])).toBeCloseTo(0.15625, 12);
  });

  it("has no return when nothing was invested", () => {
    expect(modifiedDietz("2024-01-01", 0, "2024-01-11", 0, [])).toBeNull();
  });
});

describe("periodReturns", () => {
  // One BTC bought on 1 January at 100 dollars; it closes at 100 until the 23rd, 110 from the
  // 24th and 121 today, the 31st. The dollar is 30 lira every day and 33 today.
  const close = (_symbol: string, day: string) => (day === "2026-01-31" ? 121 : day >= "2026-01-24" ? 110 : 100);
  const rate = (day: string) => (day === "2026-01-31" ? 33 : 30);
  const days = historyDays("2026-01-01", "2026-01-31");

  it("gives a week, a month and all time in dollars and lira, and no year for a month-old portfolio", () => {
    const transactions = [tx({ date: "2026-01-01" })];
    const series = dailyValues(transactions, days, close, rate);
    const flows = transactions.map((t) => transactionFlow(t, close(t.symbol, t.date), rate(t.date)));
    const returns = periodReturns(series, flows, "2026-01-01");
    const byKey = Object.fromEntries(returns.map((r) => [r.key, r]));

    expect(byKey["1w"].startDay).toBe("2026-01-24");
    expect(byKey["1w"].usd.rate).toBeCloseTo(0.1, 12);
    expect(byKey["1w"].usd.gain).toBeCloseTo(11, 9);
    // 110 × 30 = 3300 lira to 121 × 33 = 3993 lira: 21 %.
    expect(byKey["1w"].try.rate).toBeCloseTo(0.21, 12);
    expect(byKey["1m"].startDay).toBe("2026-01-01");
    expect(byKey["1m"].usd.rate).toBeCloseTo(0.21, 12);
    expect(byKey["1m"].try.rate).toBeCloseTo(993 / 3000, 12);
    expect(byKey["1y"].usd).toEqual({ rate: null, gain: null, reason: "Portföy bu dönemden yeni; tüm zamanlar satırına bakın." });
    expect(byKey.all.startDay).toBe("2025-12-31");
    expect(byKey.all.usd.rate).toBeCloseTo(0.21, 12);
    expect(byKey.all.try.gain).toBeCloseTo(993, 9);
  });

  it("weights a purchase made during the period", () => {
    // A second BTC bought on the 28th at 110 with a fee of 1: 111 dollars put in; 242 today.
    const transactions = [tx({ date: "2026-01-01" }), tx({ price: 110, fee: 1, date: "2026-01-28" })];
    const series = dailyValues(transactions, days, close, rate);
    const flows = transactions.map((t) => transactionFlow(t, close(t.symbol, t.date), rate(t.date)));
    const byKey = Object.fromEntries(periodReturns(series, flows, "2026-01-01").map((r) => [r.key, r]));
    // Week: T = 7, the 28th is day 4, weight 4/7: 21 / (110 + 444/7) = 147 / 1214.
    expect(byKey["1w"].usd.rate).toBeCloseTo(147 / 1214, 12);
    // Month: T = 30, the 28th is day 27, weight 4/30: 31 / (100 + 14.8).
    expect(byKey["1m"].usd.rate).toBeCloseTo(31 / 114.8, 12);
    // All time: T = 31 from the 31st of December; 100 weighs 1, 111 weighs 4/31: 961 / 3544.
    expect(byKey.all.usd.rate).toBeCloseTo(961 / 3544, 12);
    expect(byKey.all.usd.gain).toBeCloseTo(31, 9);
  });

  it("says which start day has no value instead of guessing one", () => {
    const transactions = [tx({ date: "2026-01-01" })];
    const gap = (symbol: string, day: string) => (day === "2026-01-24" ? null : close(symbol, day));
    const series = dailyValues(transactions, days, gap, rate);
    const returns = periodReturns(series, [transactionFlow(transactions[0], 100, 30)], "2026-01-01");
    expect(returns[0].usd).toEqual({ rate: null, gain: null, reason: "24.01.2026 günü için kapanış fiyatı ya da kur yok." });
  });
});

describe("monthEnds", () => {
  it("keeps the last day of each month and the last day drawn", () => {
    const series = ["2026-01-30", "2026-01-31", "2026-02-01", "2026-02-02"].map((day) => ({ day, usd: 1, try: 30 }));
    expect(monthEnds(series).map((point) => point.day)).toEqual(["2026-01-31", "2026-02-02"]);
  });
});
