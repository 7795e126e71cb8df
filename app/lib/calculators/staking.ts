import { z } from "~/lib/zod";
import { numberInput } from "~/lib/numbers";

/**
 * Staking rewards. A rate is a yearly percentage: APR (simple) or APY (with compounding).
 * Compounding adds the reward to the staked amount `n` times a year (daily 365, weekly 52,
 * monthly 12); with none, rewards accrue on the first amount only. A month is a twelfth of a
 * year, so within a year a compounding period may be counted in part: (1 + APR/n)^(n·t).
 */

export const COMPOUNDING = ["none", "daily", "weekly", "monthly"] as const;
export type Compounding = (typeof COMPOUNDING)[number];
export const COMPOUNDING_LABELS: Record<Compounding, string> = {
  none: "Yok (basit getiri)",
  daily: "Günlük",
  weekly: "Haftalık",
  monthly: "Aylık",
};
const PERIODS: Record<Exclude<Compounding, "none">, number> = { daily: 365, weekly: 52, monthly: 12 };

/** The APY an APR gives with this compounding; with none, the two are the same. Fractions, not percent. */
export function aprToApy(apr: number, compounding: Compounding): number {
  if (compounding === "none") return apr;
  const n = PERIODS[compounding];
  return (1 + apr / n) ** n - 1;
}

/** The APR that gives this APY with this compounding. Fractions, not percent. */
export function apyToApr(apy: number, compounding: Compounding): number {
  if (compounding === "none") return apy;
  const n = PERIODS[compounding];
  return n * ((1 + apy) ** (1 / n) - 1);
}

export interface StakingInput {
  amount: number;
  /** Dollar price of one coin today. */
  priceUsd: number;
  rateType: "apr" | "apy";
  /** Percent per year, e.g. 5 for 5 %. */
  ratePercent: number;
  compounding: Compounding;
  months: number;
  /** The coin's price change over the whole duration, in percent; 0 keeps today's price. */
  priceChangePercent: number;
}

export interface StakingMonth {
  month: number;
  balance: number;
  /** Reward earned in this month, in coins. */
  reward: number;
  totalReward: number;
  /** The scenario's price this month: today's price moved in equal steps to the final one. */
  priceUsd: number;
  valueUsd: number;
}

export interface StakingResult {
  apr: number;
  apy: number;
  months: StakingMonth[];
  totalReward: number;
  finalBalance: number;
  finalPriceUsd: number;
  totalRewardUsd: number;
  finalValueUsd: number;
  startValueUsd: number;
}

export function calculateStaking(input: StakingInput): StakingResult {
  const rate = input.ratePercent / 100;
  const apr = input.rateType === "apr" ? rate : apyToApr(rate, input.compounding);
  const apy = input.rateType === "apy" ? rate : aprToApy(rate, input.compounding);
  const balanceAt = (month: number) => {
    const years = month / 12;
    if (input.compounding === "none") return input.amount * (1 + apr * years);
    const n = PERIODS[input.compounding];
    return input.amount * (1 + apr / n) ** (n * years);
  };
  const finalPriceUsd = input.priceUsd * (1 + input.priceChangePercent / 100);
  const months: StakingMonth[] = [];
  for (let month = 1; month <= input.months; month++) {
    const balance = balanceAt(month);
    const priceUsd = input.priceUsd + (finalPriceUsd - input.priceUsd) * (month / input.months);
    months.push({
      month,
      balance,
      reward: balance - balanceAt(month - 1),
      totalReward: balance - input.amount,
      priceUsd,
      valueUsd: balance * priceUsd,
    });
  }
  const finalBalance = balanceAt(input.months);
  return {
    apr,
    apy,
    months,
    totalReward: finalBalance - input.amount,
    finalBalance,
    finalPriceUsd,
    totalRewardUsd: (finalBalance - input.amount) * finalPriceUsd,
    finalValueUsd: finalBalance * finalPriceUsd,
    startValueUsd: input.amount * input.priceUsd,
  };
}

const number = (name: string) =>
  z.number({ error: (issue) => (issue.input === undefined ? `${name} gereklidir.` : `${name} bir sayı olmalıdır.`) });

/** The calculator's query string: `?amount=10&coin=ETH&rateType=apr&rate=5&compounding=daily&months=12&priceChange=10`. */
export const stakingQuerySchema = z.object({
  amount: z.preprocess(numberInput, number("Miktar").positive("Miktar sıfırdan büyük olmalıdır.").max(1e12, "Miktar çok büyük.")),
  coin: z
    .string({ error: "Coin seçin." })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2,15}$/, "Geçerli bir coin seçin."),
  rateType: z.enum(["apr", "apy"], { error: "Oran türü APR veya APY olmalıdır." }),
  rate: z.preprocess(
    numberInput,
    number("Yıllık oran").min(0, "Yıllık oran negatif olamaz.").max(1000, "Yıllık oran en fazla %1000 olabilir."),
  ),
  compounding: z.enum(COMPOUNDING, { error: "Geçerli bir bileşik getiri sıklığı seçin." }),
  months: z.preprocess(
    numberInput,
    number("Süre").int("Süre tam ay olmalıdır.").min(1, "Süre en az 1 ay olmalıdır.").max(120, "Süre en fazla 120 ay olabilir."),
  ),
  priceChange: z.preprocess(
    numberInput,
    number("Fiyat değişimi")
      .min(-100, "Fiyat değişimi -%100'den küçük olamaz.")
      .max(10_000, "Fiyat değişimi en fazla %10.000 olabilir.")
      .optional(),
  ),
});
