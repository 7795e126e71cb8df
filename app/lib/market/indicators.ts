/**
 * Technical indicators as pure functions over a series of closing prices, oldest first.
 * Each returns an array as long as its input, with `null` where the indicator has too few
 * values yet, so the results line up with the candles they are drawn under.
 */
export type Series = Array<number | null>;

function assertPeriod(period: number) {
  if (!Number.isInteger(period) || period < 1) throw new RangeError(`period must be a positive integer, got ${period}`);
}

/** Simple moving average: the mean of the last `period` values. */
export function sma(values: readonly number[], period: number): Series {
  assertPeriod(period);
  const out: Series = [];
  let sum = 0;
  for (let i = 0; i < values.length; i += 1) {
    sum += values[i]!;
    if (i >= period) sum -= values[i - period]!;
    out.push(i >= period - 1 ? sum / period : null);
  }
  return out;
}

/**
 * Exponential moving average with weight 2 / (period + 1), seeded with the simple average of the
 * first `period` values (the usual charting convention), so its first value is at index period - 1.
 */
export function ema(values: readonly number[], period: number): Series {
  assertPeriod(period);
  const k = 2 / (period + 1);
  const out: Series = [];
  let previous: number | null = null;
  let sum = 0;
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i]!;
    if (previous === null) {
      sum += value;
      if (i === period - 1) previous = sum / period;
      out.push(previous);
    } else {
      previous = value * k + previous * (1 - k);
      out.push(previous);
    }
  }
  return out;
}

/**
 * Relative strength index with Wilder's smoothing: the first average gain and loss are simple means
 * of the first `period` changes, then each is (previous × (period − 1) + current) / period.
 * A stretch with no losses is 100, with no moves at all 50.
 */
export function rsi(values: readonly number[], period = 14): Series {
  assertPeriod(period);
  const out: Series = values.map(() => null);
  if (values.length <= period) return out;
  let gain = 0;
  let loss = 0;
  for (let i = 1; i <= period; i += 1) {
    const change = values[i]! - values[i - 1]!;
    if (change > 0) gain += change;
    else loss -= change;
  }
  gain /= period;
  loss /= period;
  out[period] = rsiValue(gain, loss);
  for (let i = period + 1; i < values.length; i += 1) {
    const change = values[i]! - values[i - 1]!;
    gain = (gain * (period - 1) + Math.max(change, 0)) / period;
    loss = (loss * (period - 1) + Math.max(-change, 0)) / period;
    out[i] = rsiValue(gain, loss);
  }
  return out;
}

function rsiValue(gain: number, loss: number) {
  if (loss === 0) return gain === 0 ? 50 : 100;
  return 100 - 100 / (1 + gain / loss);
}

export interface Macd {
  /** EMA(fast) − EMA(slow). */
  macd: Series;
  /** EMA(signal) of the MACD line, seeded once the MACD line has `signal` values. */
  signal: Series;
  /** MACD − signal. */
  histogram: Series;
}

/** Moving average convergence divergence, by default (12, 26, 9). */
export function macd(values: readonly number[], fast = 12, slow = 26, signalPeriod = 9): Macd {
  const fastLine = ema(values, fast);
  const slowLine = ema(values, slow);
  const line: Series = values.map((_, i) => {
    const a = fastLine[i];
    const b = slowLine[i];
    return a == null || b == null ? null : a - b;
  });
  const start = line.findIndex((value) => value !== null);
  const signal: Series = values.map(() => null);
  if (start >= 0) {
    const tail = ema(line.slice(start) as number[], signalPeriod);
    tail.forEach((value, i) => (signal[start + i] = value));
  }
  const histogram: Series = line.map((value, i) => (value == null || signal[i] == null ? null : value - signal[i]!));
  return { macd: line, signal, histogram };
}

/** ln(p[i] / p[i-1]) for each consecutive pair: one value fewer than prices. */
export function logReturns(prices: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < prices.length; i += 1) {
    const previous = prices[i - 1]!;
    const current = prices[i]!;
    if (!(previous > 0) || !(current > 0)) throw new RangeError("prices must be positive");
    out.push(Math.log(current / previous));
  }
  return out;
}

export function mean(values: readonly number[]): number {
  if (!values.length) return Number.NaN;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Sample standard deviation (divides by n − 1): the estimate from a sample of returns. */
export function standardDeviation(values: readonly number[]): number {
  if (values.length < 2) return Number.NaN;
  const m = mean(values);
  const squares = values.reduce((sum, value) => sum + (value - m) ** 2, 0);
  return Math.sqrt(squares / (values.length - 1));
}

/** The last non-null value of a series, or null. */
export function lastValue(series: Series): number | null {
  for (let i = series.length - 1; i >= 0; i -= 1) {
    if (series[i] != null) return series[i]!;
  }
  return null;
}
