import { describe, expect, it } from "vitest";
import type { Flow } from "~/lib/portfolio/history";
import { gramGoldTry, yardstick, yardstickSeries } from "~/lib/portfolio/yardsticks";

const DAYS = ["2026-01-01", "2026-01-02", "2026-01-03", "2026-01-04"];
const USD_TRY: Record<string, number> = { "2026-01-01": 30, "2026-01-02": 31, "2026-01-03": 32, "2026-01-04": 33 };
const rate = (day: string) => USD_TRY[day] ?? null;
const flow = (day: string, lira: number): Flow => ({ day, usd: null, try: lira });

// ₺3,000 put in on the 1st at 30 buys $100; ₺1,000 on the 3rd at 32 buys $31.25: $131.25 in all.
const FLOWS = [flow("2026-01-01", 3000), flow("2026-01-03", 1000)];

describe("the dollar yardstick", () => {
  it("buys dollars with each lira flow at its day's rate and values them at each day's rate", () => {
    expect(yardstickSeries(FLOWS, DAYS, rate).map((point) => point.try)).toEqual([
      3000, // 100 × 30
      3100, // 100 × 31
      4200, // 131.25 × 32
      4331.25, // 131.25 × 33
    ]);
  });

  it("earns by modified Dietz over the same flows", () => {
    // All time from the end of 31 December over 4 days: the first flow weighs 4/4, the second
    // (3 days in) (4 − 3 + 1)/4 = 1/2. Gain 4,331.25 − 4,000 = 331.25 over 3,000 + 500 = 3,500.
    const dollar = yardstick({ key: "usd", label: "Dolar" }, FLOWS, DAYS, rate, rate, "2026-01-01");
    const all = dollar.returns.find((period) => period.key === "all");
    // Its values for the chart, day by day on the same days, in lira and in dollars.
    expect(dollar.values[2]).toEqual({ usd: 131.25, try: 4200 });
    expect(all?.try.gain).toBeCloseTo(331.25, 10);
    expect(all?.try.rate).toBeCloseTo(331.25 / 3500, 12);
  });

  it("gives its values in dollars too, at each day's rate, for the chart in dollars", () => {
    // The dollar yardstick in dollars is the dollars held: 100, 100, 131.25, 131.25.
    expect(yardstickSeries(FLOWS, DAYS, rate, rate).map((point) => point.usd)).toEqual([100, 100, 131.25, 131.25]);
  });

  it("leaves the days after a flow whose day has no rate empty, never guessed", () => {
    const gap = (day: string) => (day === "2026-01-03" ? null : rate(day));
    expect(yardstickSeries(FLOWS, DAYS, gap).map((point) => point.try)).toEqual([3000, 3100, null, null]);
  });

  it("sells dollars with money taken out", () => {
    // ₺3,000 in at 30 ($100), ₺1,550 out at 31 ($50): $50 left, worth ₺1,650 at 33.
    const series = yardstickSeries([flow("2026-01-01", 3000), flow("2026-01-02", -1550)], DAYS, rate);
    expect(series.at(-1)?.try).toBe(1650);
  });
});

describe("gram gold in lira", () => {
  it("is PAXG's dollar close times USD/TRY over 31.1035 grams", () => {
    expect(gramGoldTry(3110.35, 10)).toBeCloseTo(1000, 10);
    expect(gramGoldTry(null, 10)).toBeNull();
    expect(gramGoldTry(2000, null)).toBeNull();
  });
});
