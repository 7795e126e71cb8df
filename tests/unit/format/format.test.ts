import { describe, expect, it } from "vitest";
import { formatLira, formatNumber, formatPercent, formatPrice, formatScore, formatTurkishDate } from "~/lib/format";
import { formatTry, formatUsd } from "~/lib/market/format";

// Written by hand as a Turkish reader expects them, not produced by Intl and pasted back.
describe("the one formatting module", () => {
  it("writes counts and amounts with Turkish separators", () => {
    expect(formatNumber(1234)).toBe("1.234");
    expect(formatNumber(294800.934)).toBe("294.800,93");
    expect(formatNumber(0.123456, 4)).toBe("0,1235");
  });

  it("writes a zero price as $0, never $0,00000000", () => {
    expect(formatPrice(0)).toBe("$0");
    expect(formatPrice(0, "TRY")).toBe("₺0");
    expect(formatUsd(0)).toBe("$0");
    expect(formatTry(0, 34.25)).toBe("₺0");
  });

  it("keeps cents for ordinary prices and significant digits for tiny ones", () => {
    expect(formatPrice(64250.5)).toBe("$64.250,50");
    expect([formatPrice(1), formatPrice(0.999), formatPrice(0.01), formatPrice(0.0099), formatPrice(0.0001)]).toEqual([
      "$1,00",
      "$0,9990",
      "$0,0100",
      "$0,009900",
      "$0,000100",
    ]);
    expect(formatPrice(-12.3)).toBe("-$12,30");
    expect(formatPrice(0.0487)).toBe("$0,0487");
    expect(formatPrice(0.00123456)).toBe("$0,001235");
    expect(formatPrice(0.000012345)).toBe("$0,00001235");
    expect(formatPrice(0.00000001234)).toBe("$0,00000001234");
    expect(formatTry(64250.5, 34.25)).toBe("₺2.200.579,63");
  });

  it("writes lira sums in whole lira", () => {
    expect(formatLira(3346500)).toBe("₺3.346.500");
    expect(formatLira(1250.6)).toBe("₺1.251");
  });

  it("puts the percent sign first, as Turkish does", () => {
    expect(formatPercent(7.2)).toBe("%7,2");
    expect(formatPercent(-3)).toBe("-%3,0");
    expect(formatPercent(100, 0)).toBe("%100");
  });

  it("writes scores with a decimal comma and no padding", () => {
    expect(formatScore(91.5)).toBe("91,5");
    expect(formatScore(90)).toBe("90");
    expect(formatScore(66.66)).toBe("66,7");
  });

  it("writes dates in Istanbul time", () => {
    expect(formatTurkishDate("2026-11-22 21:30:00")).toBe("23 Kasım 2026");
  });
});
