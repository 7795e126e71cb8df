import { describe, expect, it } from "vitest";
import { formatCoinAmount, formatDay, formatMoney, formatTryOrDash } from "~/lib/portfolio/format";

// The portfolio's figures as Turks write them, pure.
describe("portfolio figures", () => {
  it("writes coin amounts to the satoshi and money in its own currency", () => {
    expect(formatCoinAmount(0.00012345)).toBe("0,00012345");
    expect(formatCoinAmount(1250)).toBe("1.250");
    expect(formatMoney(40_000, "USD")).toBe("$40.000,00");
    expect(formatMoney(1_500_000, "TRY")).toBe("₺1.500.000,00");
    expect(formatTryOrDash(12.5)).toBe("₺12,50");
    expect(formatTryOrDash(null)).toBe("—");
    expect(formatTryOrDash(0)).toBe("₺0");
  });

  it("writes a bare day on its own day", () => {
    expect(formatDay("2024-03-05")).toBe("05.03.2024");
    expect(formatDay("2024-12-31")).toBe("31.12.2024");
  });
});
