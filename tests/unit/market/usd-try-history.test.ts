import { describe, expect, it } from "vitest";
import { describeRates, lastClosedDay, rateForDay, yearsToAsk } from "~/lib/market/usd-try-history";

// Daily USDT/TRY closes around a weekend: 2024-03-15 was a Friday, 16-17 March the weekend.
const closes = new Map([
  ["2024-03-14", 32.11],
  ["2024-03-15", 32.2],
  ["2024-03-16", 32.25],
  ["2024-03-17", 32.31],
  ["2024-03-18", 32.4],
  // 19 to 21 March missing (a gap in the history)
  ["2024-03-22", 32.5],
]);
const TODAY = "2026-11-25";

describe("rateForDay", () => {
  it("uses the close of the transaction's own day", () => {
    expect(rateForDay(closes, "2024-03-15", TODAY, 42)).toEqual({ day: "2024-03-15", rate: 32.2, kind: "exact", usedDay: "2024-03-15" });
  });

  it("finds a Saturday's own close: the exchange trades every day", () => {
    expect(rateForDay(closes, "2024-03-16", TODAY, 42)).toMatchObject({ rate: 32.25, kind: "exact" });
  });

  it("falls back to the nearest earlier close inside a missing range, and says which", () => {
    expect(rateForDay(closes, "2024-03-21", TODAY, 42)).toEqual({ day: "2024-03-21", rate: 32.4, kind: "earlier", usedDay: "2024-03-18" });
  });

  it("uses today's rate when no close lies within a week before, and none without one", () => {
    expect(rateForDay(closes, "2024-04-10", TODAY, 42)).toEqual({ day: "2024-04-10", rate: 42, kind: "current", usedDay: null });
    expect(rateForDay(closes, "2018-01-05", TODAY, null)).toMatchObject({ rate: null, kind: "none" });
  });

  it("values a transaction of today at the live rate", () => {
    expect(rateForDay(closes, TODAY, TODAY, 42)).toMatchObject({ rate: 42, kind: "today" });
  });
});

describe("yearsToAsk", () => {
  it("asks each past day's year once, and never for today", () => {
    expect(yearsToAsk(["2024-03-15", "2024-06-01", TODAY], TODAY)).toEqual([2024]);
    expect(yearsToAsk([TODAY], TODAY)).toEqual([]);
  });

  it("adds the year before when the fallback week reaches into it", () => {
    // 2024-01-05 minus 7 days is 2023-12-29; 2024-01-08 minus 7 is 2024-01-01.
    expect(yearsToAsk(["2024-01-05"], TODAY)).toEqual([2023, 2024]);
    expect(yearsToAsk(["2024-01-08"], TODAY)).toEqual([2024]);
    expect(yearsToAsk(["2026-11-24", "2020-07-01"], TODAY)).toEqual([2020, 2026]);
  });
});

describe("lastClosedDay", () => {
  it("is the year's end once it is over, else yesterday (UTC)", () => {
    const now = Date.parse("2026-11-25T10:00:00Z");
    expect(lastClosedDay(2025, now)).toBe("2025-12-31");
    expect(lastClosedDay(2026, now)).toBe("2026-11-24");
    // Just after New Year: the old year's last candle has closed, the new year has none yet.
    expect(lastClosedDay(2026, Date.parse("2027-01-01T00:05:00Z"))).toBe("2026-12-31");
  });
});

describe("describeRates", () => {
  it("counts own-day rates once per day and lists each fallback", () => {
    const rates = ["2024-03-15", "2024-03-15", "2024-03-21", "2024-04-10"].map((day) => rateForDay(closes, day, TODAY, 42));
    const described = describeRates(rates);
    expect(described.exact).toBe(1);
    expect(described.listed.map((rate) => rate.rate)).toEqual([32.2]);
    expect(described.fallbacks.map((rate) => [rate.day, rate.kind])).toEqual([
      ["2024-03-21", "earlier"],
      ["2024-04-10", "current"],
    ]);
  });
});
