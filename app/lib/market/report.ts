import { coinHeadline, type Coin, type CoinHeadline, type MarketSource } from "./analysis";
import { GRADES, gradeCounts, rateCoins, type Grade } from "./rating";
import { formatFixed } from "~/lib/format";

/** A coin as a report lists it. */
export type ReportCoin = CoinHeadline;

export interface RatingChange {
  symbol: string;
  name: string;
  from: Grade;
  to: Grade;
}

export interface Breadth {
  coins: number;
  gainers: number;
  losers: number;
  unchanged: number;
  averageChange: number;
  medianChange: number;
  /** The change weighted by quote volume: what the money, rather than the number of coins, did. */
  volumeWeightedChange: number;
  totalQuoteVolume: number;
}

/** One day's market report, stored whole as JSON. */
export interface MarketReport {
  /** YYYY-MM-DD in Turkey's time zone. */
  date: string;
  /** When the snapshot the report was written from was taken. */
  snapshotAt: string;
  source: Exclude<MarketSource, "demo">;
  usdTry: number | null;
  summary: string;
  breadth: Breadth;
  topGainers: ReportCoin[];
  topLosers: ReportCoin[];
  volumeLeaders: ReportCoin[];
  gradeCounts: Record<Grade, number>;
  /** Every rated coin's grade, for the next day's comparison. */
  grades: Record<string, Grade>;
  /** The day the changes are measured against; null for the first report. */
  previousDate: string | null;
  ratingChanges: RatingChange[];
  /** The market sentiment gauge's value for the day, when that tool has one. */
  sentiment: { value: number; label: string } | null;
  /** A short summary written by the AI provider, shown marked as such; null without one. */
  aiSummary: string | null;
}

export const REPORT_LIST_SIZE = 5;
export const MAX_RATING_CHANGES = 10;

export function signedPercent(value: number): string {
  const sign = value > 0 ? "+" : value < 0 ? "-" : "";
  return `${sign}%${formatFixed(Math.abs(value), 2)}`;
}

function median(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function marketBreadth(coins: readonly Coin[]): Breadth {
  const changes = coins.map((coin) => coin.priceChangePercent);
  const totalQuoteVolume = coins.reduce((sum, coin) => sum + coin.quoteVolume, 0);
  return {
    coins: coins.length,
    gainers: changes.filter((change) => change > 0).length,
    losers: changes.filter((change) => change < 0).length,
    unchanged: changes.filter((change) => change === 0).length,
    averageChange: changes.length ? changes.reduce((sum, change) => sum + change, 0) / changes.length : 0,
    medianChange: median(changes),
    volumeWeightedChange: totalQuoteVolume
      ? coins.reduce((sum, coin) => sum + coin.priceChangePercent * coin.quoteVolume, 0) / totalQuoteVolume
      : 0,
    totalQuoteVolume,
  };
}

/** Coins whose grade moved since the previous report, the biggest moves first, then by volume. */
export function ratingChanges(
  previous: Record<string, Grade>,
  current: readonly { symbol: string; name: string; grade: Grade; quoteVolume: number }[],
): RatingChange[] {
  const rank = (grade: Grade) => GRADES.indexOf(grade);
  return current
    .filter((rating) => previous[rating.symbol] && previous[rating.symbol] !== rating.grade)
    .sort(
      (a, b) =>
        Math.abs(rank(b.grade) - rank(previous[b.symbol])) - Math.abs(rank(a.grade) - rank(previous[a.symbol])) ||
        b.quoteVolume - a.quoteVolume,
    )
    .slice(0, MAX_RATING_CHANGES)
    .map((rating) => ({ symbol: rating.symbol, name: rating.name, from: previous[rating.symbol], to: rating.grade }));
}

function summarise(breadth: Breadth, gainers: ReportCoin[], losers: ReportCoin[]): string {
  const parts = [
    `${breadth.coins} USDT paritesinden ${breadth.gainers} tanesi yükseldi, ${breadth.losers} tanesi düştü; ortalama 24 saatlik değişim ${signedPercent(breadth.averageChange)}, hacim ağırlıklı değişim ${signedPercent(breadth.volumeWeightedChange)}.`,
  ];
  if (gainers[0]) parts.push(`Günün en çok yükseleni ${gainers[0].name} (${signedPercent(gainers[0].priceChangePercent)}).`);
  if (losers[0]) parts.push(`En çok düşen ${losers[0].name} (${signedPercent(losers[0].priceChangePercent)}).`);
  return parts.join(" ");
}

export interface ReportInput {
  date: string;
  snapshotAt: string;
  source: Exclude<MarketSource, "demo">;
  coins: readonly Coin[];
  usdTry: number | null;
  previous: MarketReport | undefined;
  sentiment: MarketReport["sentiment"];
}

/** The day's report from one market snapshot and the previous report. */
export function buildReport({ date, snapshotAt, source, coins, usdTry, previous, sentiment }: ReportInput): MarketReport {
  const breadth = marketBreadth(coins);
  const byChange = [...coins].sort((a, b) => b.priceChangePercent - a.priceChangePercent);
  const topGainers = byChange
    .filter((coin) => coin.priceChangePercent > 0)
    .slice(0, REPORT_LIST_SIZE)
    .map(coinHeadline);
  const topLosers = byChange
    .filter((coin) => coin.priceChangePercent < 0)
    .reverse()
    .slice(0, REPORT_LIST_SIZE)
    .map(coinHeadline);
  const volumeLeaders = [...coins]
    .sort((a, b) => b.quoteVolume - a.quoteVolume)
    .slice(0, REPORT_LIST_SIZE)
    .map(coinHeadline);
  const ratings = rateCoins(coins);
  return {
    date,
    snapshotAt,
    source,
    usdTry,
    summary: summarise(breadth, topGainers, topLosers),
    breadth,
    topGainers,
    topLosers,
    volumeLeaders,
    gradeCounts: gradeCounts(ratings),
    grades: Object.fromEntries(ratings.map((rating) => [rating.symbol, rating.grade])),
    previousDate: previous?.date ?? null,
    ratingChanges: previous ? ratingChanges(previous.grades, ratings) : [],
    sentiment,
    aiSummary: null,
  };
}
