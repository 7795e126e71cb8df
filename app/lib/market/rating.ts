import type { Coin } from "./analysis";
import { formatCompact, formatFixed } from "~/lib/format";

/**
 * A grade from A (best) to E for a coin with an analysis, from three parts on a 0-100 scale:
 * - the analysis score itself (weight 50 %),
 * - liquidity: the 24 h quote volume on a log scale, 1 million USDT or less = 0, 1 billion or more = 100 (30 %),
 * - calm: the 24 h range (high - low) as a share of the price, 3 % or less = 100, 20 % or more = 0 (20 %).
 * The weighted total gives the grade: A from 75, B from 60, C from 45, D from 30, E below.
 */
export const GRADES = ["A", "B", "C", "D", "E"] as const;
export type Grade = (typeof GRADES)[number];

export const RATING_WEIGHTS = { score: 0.5, liquidity: 0.3, calm: 0.2 } as const;
export const GRADE_FLOORS: Record<Exclude<Grade, "E">, number> = { A: 75, B: 60, C: 45, D: 30 };
export const LIQUIDITY_RANGE = { low: 1_000_000, high: 1_000_000_000 } as const;
export const CALM_RANGE = { calm: 3, wild: 20 } as const;

export const GRADE_LABELS: Record<Grade, string> = {
  A: "Çok güçlü",
  B: "Güçlü",
  C: "Orta",
  D: "Zayıf",
  E: "Çok zayıf",
};

export interface Rating {
  symbol: string;
  name: string;
  grade: Grade;
  /** The weighted total, 0-100, one decimal. */
  total: number;
  parts: { score: number; liquidity: number; calm: number };
  /** The 24 h range as a percentage of the last price. */
  rangePercent: number;
  quoteVolume: number;
  priceChangePercent: number;
  reasons: string[];
}

const clamp = (value: number) => Math.min(100, Math.max(0, value));
const round1 = (value: number) => Math.round(value * 10) / 10;

export function liquidityPoints(quoteVolume: number): number {
  if (!(quoteVolume > 0)) return 0;
  const { low, high } = LIQUIDITY_RANGE;
  return clamp(((Math.log10(quoteVolume) - Math.log10(low)) / (Math.log10(high) - Math.log10(low))) * 100);
}

export function rangePercent(coin: Pick<Coin, "highPrice" | "lowPrice" | "lastPrice">): number {
  return coin.lastPrice > 0 ? ((coin.highPrice - coin.lowPrice) / coin.lastPrice) * 100 : 0;
}

export function calmPoints(range: number): number {
  const { calm, wild } = CALM_RANGE;
  return clamp(((wild - range) / (wild - calm)) * 100);
}

export function gradeFor(total: number): Grade {
  if (total >= GRADE_FLOORS.A) return "A";
  if (total >= GRADE_FLOORS.B) return "B";
  if (total >= GRADE_FLOORS.C) return "C";
  if (total >= GRADE_FLOORS.D) return "D";
  return "E";
}

function scoreReason(score: number): string {
  const word = score >= 65 ? "olumlu" : score >= 45 ? "nötr" : "olumsuz";
  return `Analiz puanı ${score}/100 (${word})`;
}

function liquidityReason(quoteVolume: number, points: number): string {
  const word = points >= 80 ? "yüksek likidite" : points >= 50 ? "orta likidite" : "düşük likidite";
  return `24 saatlik hacim ${formatCompact(quoteVolume)} USDT (${word})`;
}

function calmReason(range: number, points: number): string {
  const word = points >= 80 ? "sakin" : points >= 40 ? "orta oynaklık" : "yüksek oynaklık";
  return `Günlük fiyat aralığı %${formatFixed(range, 2)} (${word})`;
}

/** The rating of one analysed coin; a coin without an analysis is not rated. */
export function rateCoin(coin: Coin): Rating | null {
  if (!coin.analysis) return null;
  const score = clamp(coin.analysis.score);
  const liquidity = liquidityPoints(coin.quoteVolume);
  const range = rangePercent(coin);
  const calm = calmPoints(range);
  const total = round1(score * RATING_WEIGHTS.score + liquidity * RATING_WEIGHTS.liquidity + calm * RATING_WEIGHTS.calm);
  return {
    symbol: coin.symbol,
    name: coin.name,
    grade: gradeFor(total),
    total,
    parts: { score, liquidity: round1(liquidity), calm: round1(calm) },
    rangePercent: range,
    quoteVolume: coin.quoteVolume,
    priceChangePercent: coin.priceChangePercent,
    reasons: [scoreReason(score), liquidityReason(coin.quoteVolume, liquidity), calmReason(range, calm)],
  };
}

/** Every analysed coin rated, in the market's order (quote volume). */
export function rateCoins(coins: readonly Coin[]): Rating[] {
  return coins.map(rateCoin).filter((rating): rating is Rating => rating !== null);
}

/** Grades from a URL (`?grade=A&grade=B`); unknown letters are dropped and reported. */
export function parseGradeFilter(values: readonly string[]): { grades: Grade[]; invalid: boolean } {
  const wanted = new Set<Grade>();
  let invalid = false;
  for (const value of values) {
    const letter = value.trim().toUpperCase();
    if ((GRADES as readonly string[]).includes(letter)) wanted.add(letter as Grade);
    else if (value !== "") invalid = true;
  }
  return { grades: GRADES.filter((grade) => wanted.has(grade)), invalid };
}

export function gradeCounts(ratings: readonly Rating[]): Record<Grade, number> {
  const counts: Record<Grade, number> = { A: 0, B: 0, C: 0, D: 0, E: 0 };
  for (const rating of ratings) counts[rating.grade] += 1;
  return counts;
}
