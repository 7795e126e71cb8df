import type { TickerNumbers } from "./analysis";
import { formatNumber } from "~/lib/format";

export type SentimentPartKey = "breadth" | "momentum" | "position" | "trend";

export interface SentimentPart {
  key: SentimentPartKey;
  label: string;
  /** 0 (fear) to 100 (greed). */
  value: number;
  /** The figures behind the value, in Turkish. */
  detail: string;
}

export interface Sentiment {
  value: number;
  label: string;
  parts: SentimentPart[];
}

export interface SentimentInput {
  /** The coins the gauge reads, e.g. the top 100 by quote volume. */
  coins: readonly TickerNumbers[];
  /** How many of the top coins close above their 25-day simple average; null when unknown. */
  aboveAverage: { above: number; total: number } | null;
}

/** The bands of the 0-100 scale, as the common fear and greed indexes name them. */
export function sentimentLabel(value: number): string {
  if (value < 25) return "Aşırı Korku";
  if (value < 45) return "Korku";
  if (value <= 55) return "Nötr";
  if (value <= 75) return "Açgözlülük";
  return "Aşırı Açgözlülük";
}

const clamp = (value: number) => Math.min(100, Math.max(0, value));
const signed = (value: number) => `${value > 0 ? "+" : value < 0 ? "-" : ""}%${formatNumber(Math.abs(value), 2)}`;

/** A weighted 24 h change of ±10% reads as 0 or 100; a flat market as 50. */
export const MOMENTUM_FULL_SCALE = 10;

/**
 * A 0-100 fear and greed value from the market itself: the mean of
 * - breadth: the share of gainers among coins that moved;
 * - momentum: the 24 h change weighted by quote volume, ±10% mapped to 0-100;
 * - position: where prices sit in their 24 h range (0 at the low, 100 at the high), averaged;
 * - trend: the share of the top coins above their 25-day average (left out when unknown).
 * Returns null when there is nothing to read.
 */
export function computeSentiment({ coins, aboveAverage }: SentimentInput): Sentiment | null {
  if (!coins.length) return null;
  const parts: SentimentPart[] = [];

  const gainers = coins.filter((c) => c.priceChangePercent > 0).length;
  const losers = coins.filter((c) => c.priceChangePercent < 0).length;
  parts.push({
    key: "breadth",
    label: "Piyasa genişliği",
    value: gainers + losers ? (gainers / (gainers + losers)) * 100 : 50,
    detail: `${gainers} coin yükseldi, ${losers} coin düştü.`,
  });

  const volume = coins.reduce((sum, c) => sum + c.quoteVolume, 0);
  const weighted = volume > 0 ? coins.reduce((sum, c) => sum + c.priceChangePercent * c.quoteVolume, 0) / volume : 0;
  parts.push({
    key: "momentum",
    label: "Hacim ağırlıklı değişim",
    value: clamp(50 + (weighted * 50) / MOMENTUM_FULL_SCALE),
    detail: `İşlem hacmine göre ağırlıklı 24 saatlik değişim ${signed(weighted)}.`,
  });

  const ranged = coins.filter((c) => c.highPrice > c.lowPrice);
  const position = ranged.length
    ? ranged.reduce((sum, c) => sum + clamp(((c.lastPrice - c.lowPrice) / (c.highPrice - c.lowPrice)) * 100), 0) / ranged.length
    : 50;
  parts.push({
    key: "position",
    label: "24 saatlik aralıktaki konum",
    value: position,
    detail: `Fiyatlar ortalamada 24 saatlik dip ile zirve arasının %${formatNumber(position, 2)} noktasında.`,
  });

  if (aboveAverage && aboveAverage.total > 0) {
    parts.push({
      key: "trend",
      label: "25 günlük ortalamanın üzerindekiler",
      value: (aboveAverage.above / aboveAverage.total) * 100,
      detail: `İlk ${aboveAverage.total} coinin ${aboveAverage.above} tanesi 25 günlük ortalamasının üzerinde.`,
    });
  }

  const value = Math.round(parts.reduce((sum, part) => sum + part.value, 0) / parts.length);
  return { value, label: sentimentLabel(value), parts: parts.map((part) => ({ ...part, value: Math.round(part.value) })) };
}
