import { describe, expect, it } from "vitest";
import { rankLeaders, recordAsRun, type LeaderRow } from "~/lib/bots/leaderboard";

// The leaderboard's rules, pure (the /leaderboard route's test builds its rows from a database).
describe("a signal record as a run", () => {
  it("is nothing without a closed signal", () => {
    expect(recordAsRun([])).toEqual({ returnPercent: 0, maxDrawdown: 0, trades: 0 });
  });

  it("puts an equal share on each signal, seen from its side, in the order they closed", () => {
    // +10 % buy, −20 % buy, a sell into a 10 % fall (+10 %), a third each: 100 → 103,33 → 96,67 → 100.
    const run = recordAsRun([
      { direction: "buy", openPrice: 100, closePrice: 110 },
      { direction: "buy", openPrice: 50, closePrice: 40 },
      { direction: "sell", openPrice: 20, closePrice: 18 },
    ]);
    expect(run.trades).toBe(3);
    expect(run.returnPercent).toBeCloseTo(0, 10);
    // From the peak of 103.33 to 96.67: 6.45 %.
    expect(run.maxDrawdown).toBeCloseTo(((310 / 3 - 290 / 3) / (310 / 3)) * 100, 10);
  });

  it("measures the drawdown from the budget put in, so a first loss counts", () => {
    expect(recordAsRun([{ direction: "buy", openPrice: 100, closePrice: 90 }])).toEqual({ returnPercent: -10, maxDrawdown: 10, trades: 1 });
  });

  it("counts a signal without an opening price as no result", () => {
    expect(
      recordAsRun([
        { direction: "buy", openPrice: 0, closePrice: 10 },
        { direction: "sell", openPrice: 10, closePrice: 5 },
      ]),
    ).toEqual({
      returnPercent: 25,
      maxDrawdown: 0,
      trades: 2,
    });
  });
});

describe("ranking the leaders", () => {
  const row = (name: string, returnPercent: number, maxDrawdown: number): LeaderRow => ({
    kind: "bot",
    name,
    href: `/bots/${name}`,
    detail: "",
    owner: null,
    returnPercent,
    maxDrawdown,
    trades: 1,
  });

  it("puts the best return first and, at equal returns, the smaller drawdown", () => {
    const rows = [row("a", 5, 10), row("b", 12, 30), row("c", 5, 2), row("d", -3, 0)];
    expect(rankLeaders(rows).map((r) => r.name)).toEqual(["b", "c", "a", "d"]);
    expect(rows.map((r) => r.name)).toEqual(["a", "b", "c", "d"]);
  });
});
