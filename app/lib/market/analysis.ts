import { coinName } from "./coin-names";
import { rangePosition } from "./range-position";
import { formatFixed } from "~/lib/format";

/** One ticker row with its numbers parsed. */
export interface TickerNumbers {
  symbol: string;
  lastPrice: number;
  priceChangePercent: number;
  highPrice: number;
  lowPrice: number;
  volume: number;
  quoteVolume: number;
}

/** Where the figures come from: the exchange now, the last good answer, or fixed sample data. */
export type MarketSource = "live" | "stale" | "demo";

export type Trend = "bullish" | "bearish" | "neutral";

export interface Analysis {
  score: number;
  trend: Trend;
  recommendation: string;
  timeframe: string;
  reasons: string[];
}

export interface Coin extends TickerNumbers {
  name: string;
  analysis?: Analysis;
}

/** A coin as a list of movers shows it (the overview's top lists, the daily report's). */
export type CoinHeadline = Pick<Coin, "symbol" | "name" | "lastPrice" | "priceChangePercent" | "quoteVolume">;

export function coinHeadline(coin: Coin): CoinHeadline {
  return {
    symbol: coin.symbol,
    name: coin.name,
    lastPrice: coin.lastPrice,
    priceChangePercent: coin.priceChangePercent,
    quoteVolume: coin.quoteVolume,
  };
}

export const MIN_QUOTE_VOLUME = 100_000;
export const ANALYSED_COINS = 100;
export const MAX_REASONS = 4;

/** Long-standing projects get a small bonus on their score. Polygon trades as MATIC and, since its migration, as POL. */
export const COIN_BONUS: Readonly<Record<string, number>> = {
  BTCUSDT: 5,
  ETHUSDT: 5,
  BNBUSDT: 3,
  SOLUSDT: 4,
  ADAUSDT: 2,
  MATICUSDT: 3,
  POLUSDT: 3,
  LINKUSDT: 4,
};

const percent = (value: number) => `%${formatFixed(Math.abs(value), 2)}`;

export function trendFor(score: number): Trend {
  if (score >= 70) return "bullish";
  if (score <= 40) return "bearish";
  return "neutral";
}

export function recommendationFor(score: number): string {
  if (score >= 80) return "Güçlü Al";
  if (score >= 65) return "Al";
  if (score >= 45) return "Bekle";
  if (score >= 30) return "Dikkatli Ol";
  return "Uzak Dur";
}

export function timeframeFor(trend: Trend): string {
  if (trend === "bullish") return "1-4 hafta";
  if (trend === "bearish") return "2-6 hafta";
  return "1-3 hafta";
}

/** Scores a coin from 50 by the rules below, applied in order; the reasons keep that order and the first four are shown. */
export function analyse(row: TickerNumbers): Analysis {
  let score = 50;
  const reasons: string[] = [];
  const change = row.priceChangePercent;

  if (change > 5) {
    score += 20;
    reasons.push(`Güçlü yükseliş: son 24 saatte ${percent(change)} artış`);
  } else if (change > 2) {
    score += 10;
    reasons.push(`Olumlu momentum: son 24 saatte ${percent(change)} artış`);
  } else if (change < -5) {
    score -= 20;
    reasons.push(`Sert düşüş: son 24 saatte ${percent(change)} kayıp`);
  } else if (change < -2) {
    score -= 10;
    reasons.push(`Olumsuz momentum: son 24 saatte ${percent(change)} kayıp`);
  }

  if (row.lastPrice > 0) {
    const range = ((row.highPrice - row.lowPrice) / row.lastPrice) * 100;
    if (range > 8) {
      score -= 5;
      reasons.push(`Yüksek oynaklık: günlük aralık ${percent(range)}`);
    } else if (range < 3) {
      score += 5;
      reasons.push(`Düşük oynaklık: günlük aralık ${percent(range)}`);
    }
  }

  if (row.quoteVolume > 100_000_000) {
    score += 20;
    reasons.push("Çok yüksek işlem hacmi (100 milyon USDT üzeri)");
  } else if (row.quoteVolume > 50_000_000) {
    score += 15;
    reasons.push("Yüksek işlem hacmi (50 milyon USDT üzeri)");
  } else {
    score += 10;
    reasons.push("Yeterli işlem hacmi");
  }

  const position = rangePosition(row);
  if (position) {
    score += position.points;
    reasons.push(position.reason);
  }

  const bonus = COIN_BONUS[row.symbol];
  if (bonus) {
    score += bonus;
    reasons.push(`${coinName(row.symbol)}: köklü proje (+${bonus} puan)`);
  }

  score = Math.min(100, Math.max(0, score));
  const trend = trendFor(score);
  return {
    score,
    trend,
    recommendation: recommendationFor(score),
    timeframe: timeframeFor(trend),
    reasons: reasons.slice(0, MAX_REASONS),
  };
}

/** Only USDT-quoted pairs above the volume floor, by quote volume; the top 100 carry their analysis. */
export function buildCoins(rows: readonly TickerNumbers[]): Coin[] {
  return rows
    .filter((row) => row.symbol.endsWith("USDT") && row.symbol !== "USDT" && row.quoteVolume > MIN_QUOTE_VOLUME)
    .sort((a, b) => b.quoteVolume - a.quoteVolume || a.symbol.localeCompare(b.symbol))
    .map((row, index) => ({
      ...row,
      name: coinName(row.symbol),
      ...(index < ANALYSED_COINS ? { analysis: analyse(row) } : {}),
    }));
}

/**
 * A pair's symbol as the exchange writes it: letters and digits of any script, since Binance lists
 * pairs such as "币安人生USDT" (2025-12). Anything else (markup, spaces) is not a symbol.
 */
export const EXCHANGE_SYMBOL = /^[\p{L}\p{N}]{2,40}$/u;

/**
 * Parses the exchange's wire rows (numbers as strings), dropping any row that is not well formed;
 * `skipped` learns how many were dropped.
 */
export function parseTickerRows(payload: unknown, skipped?: (count: number) => void): TickerNumbers[] {
  if (!Array.isArray(payload)) throw new Error("ticker payload is not a list");
  const rows: TickerNumbers[] = [];
  for (const item of payload) {
    if (!item || typeof item !== "object") continue;
    const raw = item as Record<string, unknown>;
    if (typeof raw.symbol !== "string" || !EXCHANGE_SYMBOL.test(raw.symbol)) continue;
    const numbers = (["lastPrice", "priceChangePercent", "highPrice", "lowPrice", "volume", "quoteVolume"] as const).map((key) =>
      Number(raw[key]),
    );
    if (numbers.some((n) => !Number.isFinite(n))) continue;
    const [lastPrice, priceChangePercent, highPrice, lowPrice, volume, quoteVolume] = numbers as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    rows.push({ symbol: raw.symbol, lastPrice, priceChangePercent, highPrice, lowPrice, volume, quoteVolume });
  }
  if (rows.length < payload.length) skipped?.(payload.length - rows.length);
  return rows;
}
