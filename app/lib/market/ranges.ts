import { logReturns, standardDeviation } from "./indicators";

export const RANGE_LOOKBACK = 90;
export const RANGE_HORIZONS = [1, 7] as const;

export interface PriceRange {
  days: number;
  /** ± one standard deviation, scaled by √days: about 68% of outcomes if returns were normal. */
  low1: number;
  high1: number;
  /** ± two standard deviations: about 95% of outcomes if returns were normal. */
  low2: number;
  high2: number;
}

export interface VolatilityRanges {
  lastClose: number;
  /** Standard deviation of daily log returns. */
  dailySigma: number;
  returnsUsed: number;
  ranges: PriceRange[];
  /** One range per day from 0 (the last close) to the longest horizon, for drawing the fan. */
  fan: PriceRange[];
}

/** The price band k standard deviations wide after `days`, with zero drift: last × e^(±k·σ·√days). */
export function priceRange(lastClose: number, dailySigma: number, days: number): PriceRange {
  const spread = dailySigma * Math.sqrt(days);
  return {
    days,
    low1: lastClose * Math.exp(-spread),
    high1: lastClose * Math.exp(spread),
    low2: lastClose * Math.exp(-2 * spread),
    high2: lastClose * Math.exp(2 * spread),
  };
}

/**
 * The ranges that the recent volatility implies: σ of the log returns of the last `lookback`
 * daily closes, scaled by √t for each horizon. Null with fewer than three closes.
 */
export function volatilityRanges(
  closes: readonly number[],
  horizons: readonly number[] = RANGE_HORIZONS,
  lookback = RANGE_LOOKBACK,
): VolatilityRanges | null {
  const window = closes.slice(-lookback);
  if (window.length < 3) return null;
  const returns = logReturns(window);
  const dailySigma = standardDeviation(returns);
  const lastClose = window.at(-1)!;
  const longest = Math.max(...horizons);
  return {
    lastClose,
    dailySigma,
    returnsUsed: returns.length,
    ranges: horizons.map((days) => priceRange(lastClose, dailySigma, days)),
    fan: Array.from({ length: longest + 1 }, (_, day) => priceRange(lastClose, dailySigma, day)),
  };
}
