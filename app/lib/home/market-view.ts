/**
 * The home page's market section: the top coins by volume with their prices in
 * USD and TRY, the day's biggest movers and the site's fear and greed reading,
 * all drawn from the market the server already holds.
 */
import type { Coin, MarketSource } from "../market/analysis";
import type { CloseSeries } from "../market/candle-views";
import { formatChange, formatTry, formatUsd } from "../market/format";

export const DEFAULT_TOP_COINS = 5;
export const DEFAULT_MOVERS = 3;
const MAX_TOP_COINS = 10;
const MAX_MOVERS = 5;
/** Movers are picked among the coins with the most volume, so a thin pair's spike is not "the market". */
const MOVER_POOL = 100;

export interface MarketRow {
  symbol: string;
  name: string;
  href: string;
  priceUsd: string;
  /** Null when the source has no USDTTRY pair. */
  priceTry: string | null;
  change: number;
  changeText: string;
  /** The last seven daily closes; null when only sample candles exist. */
  spark: number[] | null;
  /** The sparkline's SVG path in a 96 x 28 box, drawn here so the page ships no chart code. */
  sparkPath: string | null;
}

export interface HomeMarketView {
  source: MarketSource;
  updatedAt: string;
  top: MarketRow[];
  gainers: MarketRow[];
  losers: MarketRow[];
  sentiment: { value: number; label: string } | null;
}

/** How many rows of each list a section's content asks for, within bounds. */
export function marketSectionSizes(content: Record<string, unknown>): { top: number; movers: number } {
  const size = (value: unknown, fallback: number, max: number) => {
    const n = Number(value);
    return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
  };
  return { top: size(content.count, DEFAULT_TOP_COINS, MAX_TOP_COINS), movers: size(content.movers, DEFAULT_MOVERS, MAX_MOVERS) };
}

function sparkPath(values: number[] | null): string | null {
  if (!values || values.length < 2) return null;
  const min = Math.min(...values);
  const span = Math.max(...values) - min || 1;
  const x = (i: number) => 1 + (i * 94) / (values.length - 1);
  const y = (v: number) => 26 - ((v - min) * 24) / span;
  return values.map((v, i) => `${i ? "L" : "M"}${x(i).toFixed(1)} ${y(v).toFixed(1)}`).join(" ");
}

export function homeMarketView(input: {
  coins: readonly Coin[];
  usdTry: number | null;
  source: MarketSource;
  updatedAt: string;
  sparks: ReadonlyMap<string, CloseSeries | null>;
  sentiment: { value: number; label: string } | null;
  sizes: { top: number; movers: number };
}): HomeMarketView {
  const row = (coin: Coin): MarketRow => ({
    symbol: coin.symbol,
    name: coin.name,
    href: `/crypto-analysis?q=${encodeURIComponent(coin.symbol.replace(/USDT$/, ""))}`,
    priceUsd: formatUsd(coin.lastPrice),
    priceTry: input.usdTry ? formatTry(coin.lastPrice, input.usdTry) : null,
    change: coin.priceChangePercent,
    changeText: formatChange(coin.priceChangePercent),
    spark: input.sparks.get(coin.symbol)?.closes ?? null,
    sparkPath: sparkPath(input.sparks.get(coin.symbol)?.closes ?? null),
  });
  // `coins` comes sorted by quote volume, highest first.
  const pool = input.coins.slice(0, MOVER_POOL);
  const byChange = [...pool].sort((a, b) => b.priceChangePercent - a.priceChangePercent || a.symbol.localeCompare(b.symbol));
  return {
    source: input.source,
    updatedAt: input.updatedAt,
    top: input.coins.slice(0, input.sizes.top).map(row),
    gainers: byChange
      .filter((coin) => coin.priceChangePercent > 0)
      .slice(0, input.sizes.movers)
      .map(row),
    losers: byChange
      .filter((coin) => coin.priceChangePercent < 0)
      .reverse()
      .slice(0, input.sizes.movers)
      .map(row),
    sentiment: input.sentiment,
  };
}
