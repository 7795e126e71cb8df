import { describe, expect, it } from "vitest";
import { addMonths, cpiCoverage, cpiMissingNote, cpiPrice, formatMonth, monthsNeeded, referenceIndex } from "~/lib/portfolio/cpi";
import type { Flow } from "~/lib/portfolio/history";
import { yardstick, yardstickSeries } from "~/lib/portfolio/yardsticks";

// Made-up index values chosen for easy sums; the site itself never holds a figure it did not read.
const INDEX = new Map([
  ["2026-06", 100],
  ["2026-07", 103],
  ["2026-08", 109],
  ["2026-09", 112],
]);

describe("months", () => {
  it("steps over year ends both ways", () => {
    expect(addMonths("2026-11", -3)).toBe("2026-08");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("2025-12", 2)).toBe("2026-02");
  });

  it("names a month in Turkish", () => {
    expect(formatMonth("2026-09")).toBe("Eylül 2026");
  });
});

describe("the TÜFE reference index", () => {
  it("is the TÜFE of three months before on a month's first day", () => {
    // September 1 uses June (M−3) and July (M−2).
    expect(referenceIndex("2026-09-01", INDEX)).toBe(100);
  });

  it("climbs evenly towards the TÜFE of two months before", () => {
    // September has 30 days: on the 16th, 15/30 of the step from 100 to 103.
    expect(referenceIndex("2026-09-16", INDEX)).toBeCloseTo(101.5, 12);
    // October 1 is July's 103; October 31 is 103 + 30/31 × (109 − 103).
    expect(referenceIndex("2026-10-01", INDEX)).toBe(103);
    expect(referenceIndex("2026-10-31", INDEX)).toBeCloseTo(103 + (30 / 31) * 6, 12);
  });

  it("is unknown when either month is missing", () => {
    expect(referenceIndex("2026-08-10", INDEX)).toBeNull(); // needs May
    expect(referenceIndex("2026-12-01", INDEX)).toBeNull(); // needs October
  });
});

describe("the TÜFE yardstick", () => {
  const flow = (day: string, lira: number): Flow => ({ day, usd: null, try: lira });
  const DAYS = ["2026-09-01", "2026-09-16", "2026-10-01", "2026-11-01"];

  it("grows the lira put in with the index", () => {
    // ₺1,000 on 1 September at 100 is 10 units; ₺1,030 on 1 October at 103 is 10 more.
    // 1 November is August's 109: 20 units × 109 = ₺2,180.
    const flows = [flow("2026-09-01", 1000), flow("2026-10-01", 1030)];
    expect(yardstickSeries(flows, DAYS, cpiPrice(INDEX)).map((point) => point.try)).toEqual([1000, 1015, 2060, 2180]);
  });

  it("earns by modified Dietz over the same flows", () => {
    // All time from the end of 31 August to 1 November, 62 days. The first flow (1 day in) weighs
    // (62 − 1 + 1)/62 = 1, the second (31 days in) (62 − 31 + 1)/62 = 32/62. Gain 2,180 − 2,030 = 150.
    const flows = [flow("2026-09-01", 1000), flow("2026-10-01", 1030)];
    const cpi = yardstick({ key: "cpi", label: "TÜFE'ye göre" }, flows, DAYS, cpiPrice(INDEX), () => null, "2026-09-01");
    const all = cpi.returns.find((period) => period.key === "all");
    expect(all?.try.gain).toBeCloseTo(150, 9);
    expect(all?.try.rate).toBeCloseTo(150 / (1000 + (1030 * 32) / 62), 12);
  });
});

describe("whether the index covers the days", () => {
  it("needs from three months before the first day to two months before the last", () => {
    expect(monthsNeeded("2026-09-20", "2026-11-28")).toEqual(["2026-06", "2026-07", "2026-08", "2026-09"]);
  });

  it("covers when every needed month is entered", () => {
    expect(cpiCoverage([...INDEX.keys()], "2026-09-20", "2026-11-28")).toEqual({ covered: true });
  });

  it("says the index is not entered when it is empty", () => {
    const coverage = cpiCoverage([], "2026-11-01", "2026-11-28");
    expect(coverage).toEqual({ covered: false, last: null, missing: ["2026-08", "2026-09"] });
    if (coverage.covered) throw new Error("covered");
    expect(cpiMissingNote(coverage)).toBe("TÜFE endeksi henüz girilmedi; TÜFE'ye göre kıyas gösterilmiyor.");
  });

  it("says it is not up to date, with the last month entered, when a recent month is missing", () => {
    const coverage = cpiCoverage(["2026-06", "2026-07", "2026-08"], "2026-09-20", "2026-12-05");
    if (coverage.covered) throw new Error("covered");
    expect(coverage.missing).toEqual(["2026-09", "2026-10"]);
    expect(cpiMissingNote(coverage)).toBe(
      "TÜFE endeksi güncel değil (girilen son ay: Ağustos 2026); TÜFE'ye göre kıyas için eksik aylar: Eylül 2026, Ekim 2026.",
    );
  });

  it("takes the latest month entered whatever the order, and is out of date when any missing month is later", () => {
    // Needed: June to September; July entered, so June (older) and August, September (newer) are missing.
    const coverage = cpiCoverage(["2026-07", "2026-05"], "2026-09-20", "2026-11-28");
    expect(coverage).toEqual({ covered: false, last: "2026-07", missing: ["2026-06", "2026-08", "2026-09"] });
    if (coverage.covered) throw new Error("covered");
    // Exactly three missing: all named, no "ve 0 ay daha".
    expect(cpiMissingNote(coverage)).toBe(
      "TÜFE endeksi güncel değil (girilen son ay: Temmuz 2026); TÜFE'ye göre kıyas için eksik aylar: Haziran 2026, Ağustos 2026, Eylül 2026.",
    );
  });

  it("says it does not reach back far enough when older months are missing", () => {
    const coverage = cpiCoverage(["2026-09"], "2026-01-15", "2026-11-02");
    if (coverage.covered) throw new Error("covered");
    expect(cpiMissingNote(coverage)).toBe(
      "TÜFE endeksi bu dönemin tamamını kapsamıyor (girilen son ay: Eylül 2026); TÜFE'ye göre kıyas için eksik aylar: Ekim 2025, Kasım 2025, Aralık 2025 ve 8 ay daha.",
    );
  });
});
