import { describe, expect, it } from "vitest";
import { aprToApy, apyToApr, calculateStaking, stakingQuerySchema } from "~/lib/calculators/staking";

describe("APR and APY", () => {
  it("converts with the compounding's periods a year", () => {
    expect(aprToApy(0.12, "monthly")).toBeCloseTo(0.12682503013196977, 14); // 1,01^12 − 1
    expect(aprToApy(0.1, "daily")).toBeCloseTo(0.1051557816162644, 12); // (1 + 0,1/365)^365 − 1
    expect(aprToApy(0.052, "weekly")).toBeCloseTo(0.0533483733444, 12); // 1,001^52 − 1
    expect(aprToApy(0.12, "none")).toBe(0.12);
    expect(apyToApr(0.12682503013196977, "monthly")).toBeCloseTo(0.12, 14);
  });
});

describe("calculateStaking", () => {
  const base = {
    amount: 100,
    priceUsd: 10,
    rateType: "apr" as const,
    ratePercent: 12,
    compounding: "monthly" as const,
    months: 3,
    priceChangePercent: 0,
  };

  it("compounds monthly: 100 coins at 12 % APR earn 1, 1,01 and 1,0201 in three months", () => {
    const result = calculateStaking(base);
    expect(result.months.map((month) => month.reward)).toEqual([
      expect.closeTo(1, 12),
      expect.closeTo(1.01, 12),
      expect.closeTo(1.0201, 12),
    ]);
    expect(result.finalBalance).toBeCloseTo(103.0301, 10);
    expect(result.totalReward).toBeCloseTo(3.0301, 10);
    expect(result.totalRewardUsd).toBeCloseTo(30.301, 9);
  });

  it("without compounding, earns on the first amount only, and moves the price in equal steps", () => {
    const result = calculateStaking({ ...base, amount: 10, priceUsd: 100, compounding: "none", months: 2, priceChangePercent: 20 });
    expect(result.months.map(({ balance, priceUsd, valueUsd }) => [balance, priceUsd, valueUsd])).toEqual([
      [expect.closeTo(10.1, 12), 110, expect.closeTo(1_111, 9)],
      [expect.closeTo(10.2, 12), 120, expect.closeTo(1_224, 9)],
    ]);
    expect(result.totalRewardUsd).toBeCloseTo(24, 9);
    expect(result.startValueUsd).toBe(1_000);
    expect(result.apy).toBe(0.12);
  });

  it("takes an APY as the yearly outcome: after twelve months the balance has grown by exactly it", () => {
    const result = calculateStaking({ ...base, rateType: "apy", ratePercent: 8, compounding: "daily", months: 12 });
    expect(result.finalBalance).toBeCloseTo(108, 10);
    expect(result.apr).toBeCloseTo(365 * (1.08 ** (1 / 365) - 1), 14);
  });
});

describe("stakingQuerySchema", () => {
  it("gives a Turkish message per bad field", () => {
    const parsed = stakingQuerySchema.safeParse({
      amount: "on",
      coin: "ETH",
      rateType: "apr",
      rate: "-1",
      compounding: "yearly",
      months: "0",
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["amount", "Miktar bir sayı olmalıdır."],
      ["rate", "Yıllık oran negatif olamaz."],
      ["compounding", "Geçerli bir bileşik getiri sıklığı seçin."],
      ["months", "Süre en az 1 ay olmalıdır."],
    ]);
  });
});
