import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  formatCompact,
  formatDate,
  formatDecimals,
  formatFileSize,
  formatFixed,
  formatMoney,
  formatMoneySignificant,
  formatPercentUpTo,
  formatPlain,
  formatSignificant,
} from "~/lib/format";

// Written by hand as a Turkish reader expects them. Intl puts a no-break space (U+00A0)
// between a compact figure and its unit.
describe("the formatters the pages share", () => {
  it("pads, bounds or trims decimals as asked", () => {
    expect(formatFixed(2.4, 2)).toBe("2,40");
    expect(formatFixed(1234, 2)).toBe("1.234,00");
    expect(formatDecimals(0.5, 2, 8)).toBe("0,50");
    expect(formatDecimals(0.123456789, 2, 8)).toBe("0,12345679");
    expect(formatSignificant(64250.51, 6)).toBe("64.250,5");
    expect(formatSignificant(0.000123456, 3)).toBe("0,000123");
    expect(formatPlain(1234.5)).toBe("1234,5");
  });

  it("shortens large figures with Turkish units", () => {
    expect(formatCompact(1_850_000_000)).toBe("1,85\u00a0Mr");
    expect(formatCompact(950)).toBe("950");
  });

  it("writes money with fixed or significant digits", () => {
    expect(formatMoney(34.25, "TRY")).toBe("₺34,25");
    expect(formatMoney(34.25125, "TRY", 2, 4)).toBe("₺34,2513");
    expect(formatMoney(1250, "USD")).toBe("$1.250,00");
    expect(formatMoneySignificant(64250.5, "USD")).toBe("$64.250,5");
  });

  it("writes percents with the sign first and no padding", () => {
    expect(formatPercentUpTo(7.25, 2)).toBe("%7,25");
    expect(formatPercentUpTo(7, 2)).toBe("%7");
    expect(formatPercentUpTo(-3.5, 1)).toBe("-%3,5");
  });

  it("writes file sizes with a decimal comma, in steps of 1024 up to GB, and a dash for none", () => {
    expect(formatFileSize(1536)).toBe("1,5 KB");
    expect([null, undefined, 0, 1023, 1024, 1024 ** 2, 5 * 1024 ** 3, 2 * 1024 ** 4].map(formatFileSize)).toEqual([
      "—",
      "—",
      "0 Bytes",
      "1023 Bytes",
      "1,0 KB",
      "1,0 MB",
      "5,0 GB",
      "2.048,0 GB",
    ]);
  });

  it("writes each date shape in Istanbul time, or in UTC for a bare day", () => {
    const moment = new Date("2026-11-22T21:05:09Z"); // 23 November, 00:05:09 in Istanbul
    expect(formatDate(moment, "long")).toBe("23 Kasım 2026");
    expect(formatDate(moment, "long", "UTC")).toBe("22 Kasım 2026");
    expect(formatDate(moment, "longWeekday")).toBe("23 Kasım 2026 Pazartesi");
    expect(formatDate(moment, "dayShortMonth")).toBe("23 Kas");
    expect(formatDate(moment, "numeric")).toBe("23.11.2026");
    expect(formatDate(moment, "time")).toBe("00:05");
    expect(formatDate(moment, "numericSeconds")).toBe("23.11.2026 00:05:09");
    expect(formatDate(moment, "mediumDateTime")).toBe("23 Kas 2026 00:05");
    expect(formatDate(moment, "monthYear", "UTC")).toBe("Kas 26");
  });
});

/** Every source file under app/, for the check below. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) ? [full] : [];
  });
}

describe("one way to write numbers and dates", () => {
  it("no module but app/lib/format.ts builds a Turkish number or date format of its own", () => {
    // The lint rule says the same while editing; this holds it for a tree that skipped lint.
    const own = /\.toLocale(?:Date|Time)?String\(|new Intl\.(?:NumberFormat|DateTimeFormat)\(\s*["']tr/;
    // stat-value.ts is the home page's count-up, kept off the formatting module for the page's JS budget.
    const formatters = ["format.ts", path.join("home", "stat-value.ts")].map((name) => path.join("app", "lib", name));
    const offenders = sourceFiles(path.resolve("app"))
      .filter((file) => !formatters.some((formatter) => file.endsWith(formatter)))
      .filter((file) => own.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(process.cwd(), file));
    expect(offenders).toEqual([]);
  });
});
