import { describe, expect, it } from "vitest";
import { describeStrategy, formatPrice, formatQuantity, formatUsdt } from "~/lib/bots/format";
import { amountFieldValue, formatCoinAmount, formatLira, formatUnitAmount } from "~/lib/lira/format";
import { formatAxisPrice, formatCandleTime, formatIndicator } from "~/lib/market/chart-format";

// Amounts as the lira page, the converter, the charts and the bots write them, pure.
describe("amounts as the pages write them", () => {
  it("writes lira with more decimals below one lira and below a kuruş, so a cheap coin never reads ₺0,00", () => {
    expect([
      formatLira(1234.5),
      formatLira(1),
      formatLira(0),
      formatLira(0.5),
      formatLira(0.01),
      formatLira(0.0012345),
      formatLira(-0.5),
    ]).toEqual(["₺1.234,50", "₺1,00", "₺0,00", "₺0,5000", "₺0,0100", "₺0,001235", "-₺0,5000"]);
  });

  it("writes a coin amount with eight significant digits, two decimals from a thousand up", () => {
    expect(formatCoinAmount(0.000454412345, "BTC")).toBe("0,00045441235 BTC");
    expect(formatCoinAmount(999.123456789, "ETH")).toBe("999,12346 ETH");
    expect(formatCoinAmount(1000, "DOGE")).toBe("1.000 DOGE");
    expect(formatCoinAmount(-12345.678, "DOGE")).toBe("-12.345,68 DOGE");
    expect([formatUnitAmount(2, "TRY"), formatUnitAmount(2, "USD"), formatUnitAmount(2, "SOL")]).toEqual(["₺2,00", "$2,00", "2 SOL"]);
    expect(amountFieldValue(1234.5)).toBe("1234,5");
  });

  it("labels a price axis with as many decimals as the price needs, and candles by day or hour in Istanbul", () => {
    expect([64_250.4, 1000.4, 999.987, 1.23456, 0.45213, 0.012345, 0.0012345].map(formatAxisPrice)).toEqual([
      "64.250",
      "1.000",
      "999,99",
      "1,23",
      "0,4521",
      "0,0123",
      "0,001235",
    ]);
    expect(formatIndicator(-0.123)).toBe("-0,12");
    const time = Date.parse("2026-11-22T11:00:00Z");
    expect(formatCandleTime(time, "1d")).toBe("22 Kas");
    expect(formatCandleTime(time, "1h")).toBe("22 Kas 14:00");
  });

  it("writes a bot's amounts and says in one line what it does", () => {
    expect(formatUsdt(1234.5)).toBe("1.234,50 USDT");
    expect(formatQuantity(0.123456789)).toBe("0,12345679");
    expect(formatPrice(64_250)).toBe("64.250,00");
    expect(describeStrategy("dca", { amount: 50, every: "day" })).toBe("Düzenli alım (DCA): her gün 50,00 USDT");
    expect(describeStrategy("dca", { amount: 50, every: "week" })).toBe("Düzenli alım (DCA): her hafta 50,00 USDT");
    expect(describeStrategy("dca", { amount: 50, every: "month" })).toBe("Düzenli alım (DCA)");
    expect(describeStrategy("dca", { amount: "50", every: "day" })).toBe("Düzenli alım (DCA)");
    expect(describeStrategy("score", { buyAbove: 70, sellBelow: 40 })).toBe("Puan bandı: puan 70 ve üstünde al, 40 altında sat");
    expect(describeStrategy("score", { buyAbove: 70 })).toBe("Puan bandı");
    expect(describeStrategy("signals", {})).toBe("Sitenin sinyallerini izle");
  });
});
