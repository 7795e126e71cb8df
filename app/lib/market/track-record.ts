import { candleAsTicker } from "~/lib/bots/backtest";
import { analyse } from "./analysis";
import type { Candle } from "./candles";
import { rateCoin, GRADES, type Grade } from "./rating";
import { volatilityRanges } from "./ranges";

/**
 * The site's own calls, replayed and measured. Each past day of each covered coin is scored by
 * the live rule (`analyse`, on that day's candle read as a 24-hour ticker row) and graded by the
 * live rating (`rateCoin`); what followed is read from the later daily closes. Pure: the caller
 * brings the candles and stores the result. Returns and rates are fractions (0.012 is 1.2 %).
 */

export const RECORD_BANDS = ["strong_buy", "buy", "wait", "careful", "avoid"] as const;
export type RecordBand = (typeof RECORD_BANDS)[number];

/** The spec's Turkish recommendation of each band, as `analyse` writes it. */
export const BAND_LABELS: Record<RecordBand, string> = {
  strong_buy: "Güçlü Al",
  buy: "Al",
  wait: "Bekle",
  careful: "Dikkatli Ol",
  avoid: "Uzak Dur",
};

/** Buys are judged by beating the market, sells and "stay away" by trailing it; waiting says no direction. */
const BAND_SIDE: Record<RecordBand, "up" | "down" | null> = { strong_buy: "up", buy: "up", wait: null, careful: "down", avoid: "down" };
/** The same for grades: A and B read as favourable, D and E as unfavourable, C as neither. */
const GRADE_SIDE: Record<Grade, "up" | "down" | null> = { A: "up", B: "up", C: null, D: "down", E: "down" };

export function bandOf(recommendation: string): RecordBand | null {
  return RECORD_BANDS.find((band) => BAND_LABELS[band] === recommendation) ?? null;
}

/** The days looked back on, and the horizons measured after each call. */
export const RECORD_DAYS = 365;
export const SHORT_HORIZON = 7;
export const LONG_HORIZON = 30;
const DAY_MS = 86_400_000;

export interface CoinHistory {
  symbol: string;
  /** Daily candles, oldest first. */
  candles: readonly Candle[];
}

/** One call as the site would have made it at a day's close. */
export interface Call {
  symbol: string;
  /** The UTC day (YYYY-MM-DD) whose close the call was made at. */
  day: string;
  band: RecordBand;
  grade: Grade;
  score: number;
  price: number;
}

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const addDays = (day: string, days: number) => dayOf(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);

/**
 * Every call of the last `days` finished daily candles of each coin. A candle still open at `now`
 * is not a day's call: its figures would change before the day ends.
 */
export function replayCalls(histories: readonly CoinHistory[], now: number, days = RECORD_DAYS): Call[] {
  const calls: Call[] = [];
  for (const { symbol, candles } of histories) {
    const finished = candles.filter((candle) => candle.closeTime < now).slice(-days);
    for (const candle of finished) {
      const ticker = candleAsTicker(symbol, candle);
      const analysis = analyse(ticker);
      const band = bandOf(analysis.recommendation);
      const rating = rateCoin({ ...ticker, name: symbol, analysis });
      if (!band || !rating || !(candle.close > 0)) continue;
      calls.push({ symbol, day: dayOf(candle.openTime), band, grade: rating.grade, score: analysis.score, price: candle.close });
    }
  }
  return calls;
}

/** Each coin's daily close by UTC day, the measure every call is read against. */
export type CloseBook = Map<string, Map<string, number>>;

export function closeBook(histories: readonly CoinHistory[], now: number): CloseBook {
  return new Map(
    histories.map(({ symbol, candles }) => [
      symbol,
      new Map(candles.filter((c) => c.closeTime < now && c.close > 0).map((c) => [dayOf(c.openTime), c.close])),
    ]),
  );
}

/** A coin's return from a price on `day` to its close `days` later; null when that close is not known yet. */
function coinReturn(book: CloseBook, symbol: string, day: string, price: number, days: number): number | null {
  const later = book.get(symbol)?.get(addDays(day, days));
  return later === undefined ? null : later / price - 1;
}

/**
 * The market over the same days: every covered coin with a close on both days, equal weight.
 * Kept per (day, horizon), since every call of a day shares it.
 */
function marketReturns(book: CloseBook) {
  const cache = new Map<string, number | null>();
  return (day: string, days: number): number | null => {
    const key = `${day}:${days}`;
    if (!cache.has(key)) {
      const end = addDays(day, days);
      const returns: number[] = [];
      for (const closes of book.values()) {
        const first = closes.get(day);
        const last = closes.get(end);
        if (first !== undefined && last !== undefined) returns.push(last / first - 1);
      }
      cache.set(key, returns.length ? mean(returns) : null);
    }
    return cache.get(key)!;
  };
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** A call with what followed it; only calls whose 30 days are over are measured. */
export interface MeasuredCall extends Call {
  return7d: number;
  return30d: number;
  market30d: number;
}

export function measureCalls(calls: readonly Call[], book: CloseBook): MeasuredCall[] {
  const market = marketReturns(book);
  const measured: MeasuredCall[] = [];
  for (const call of calls) {
    const return7d = coinReturn(book, call.symbol, call.day, call.price, SHORT_HORIZON);
    const return30d = coinReturn(book, call.symbol, call.day, call.price, LONG_HORIZON);
    const market30d = market(call.day, LONG_HORIZON);
    if (return7d === null || return30d === null || market30d === null) continue;
    measured.push({ ...call, return7d, return30d, market30d });
  }
  return measured;
}

export interface GroupRecord {
  calls: number;
  avgReturn7d: number | null;
  avgReturn30d: number | null;
  marketReturn30d: number | null;
  /** Share of calls that beat the market (favourable calls) or trailed it (unfavourable); null for calls without a side. */
  hitRate30d: number | null;
}

function groupRecord(calls: readonly MeasuredCall[], side: "up" | "down" | null): GroupRecord {
  if (calls.length === 0) return { calls: 0, avgReturn7d: null, avgReturn30d: null, marketReturn30d: null, hitRate30d: null };
  const hits = calls.filter((c) => (side === "up" ? c.return30d > c.market30d : c.return30d < c.market30d)).length;
  return {
    calls: calls.length,
    avgReturn7d: mean(calls.map((c) => c.return7d)),
    avgReturn30d: mean(calls.map((c) => c.return30d)),
    marketReturn30d: mean(calls.map((c) => c.market30d)),
    hitRate30d: side ? hits / calls.length : null,
  };
}

export interface BandRecord extends GroupRecord {
  band: RecordBand;
  label: string;
}

export interface GradeRecord extends Omit<GroupRecord, "avgReturn7d"> {
  grade: Grade;
}

export function bandRecords(calls: readonly MeasuredCall[]): BandRecord[] {
  return RECORD_BANDS.map((band) => ({
    band,
    label: BAND_LABELS[band],
    ...groupRecord(
      calls.filter((c) => c.band === band),
      BAND_SIDE[band],
    ),
  }));
}

export function gradeRecords(calls: readonly MeasuredCall[]): GradeRecord[] {
  return GRADES.map((grade) => {
    const { avgReturn7d: _short, ...record } = groupRecord(
      calls.filter((c) => c.grade === grade),
      GRADE_SIDE[grade],
    );
    return { grade, ...record };
  });
}

// ---------------------------------------------------------------------------
// Calibration of the volatility ranges that /market-predictions draws.

export interface Calibration {
  /** Past (coin, day) pairs checked. */
  days: number;
  /** Share of them whose close `horizon` days later fell inside the ±1σ band, and the ±2σ band. */
  inside1Sigma: number | null;
  inside2Sigma: number | null;
}

/**
 * Draws the page's range (`volatilityRanges`, the very function the page uses) from the closes
 * up to each past day, and checks where the close `horizon` days later fell. A day needs the
 * range's full look-back before it, so the first checks start that far into the history.
 */
export function calibrateRanges(closeSeries: readonly (readonly number[])[], horizon: number, lookback: number): Calibration {
  let days = 0;
  let inside1 = 0;
  let inside2 = 0;
  for (const closes of closeSeries) {
    for (let at = lookback - 1; at + horizon < closes.length; at += 1) {
      const ranges = volatilityRanges(closes.slice(0, at + 1), [horizon], lookback);
      const range = ranges?.ranges[0];
      if (!range) continue;
      const outcome = closes[at + horizon]!;
      days += 1;
      if (outcome >= range.low1 && outcome <= range.high1) inside1 += 1;
      if (outcome >= range.low2 && outcome <= range.high2) inside2 += 1;
    }
  }
  return days === 0
    ? { days, inside1Sigma: null, inside2Sigma: null }
    : { days, inside1Sigma: inside1 / days, inside2Sigma: inside2 / days };
}

// ---------------------------------------------------------------------------
// Signals against buy-and-hold of the same coin over the same time.

export interface SignalBaseline {
  closed: number;
  /** Share of closed signals whose result beat holding the coin over the same time. */
  hitRate: number | null;
  /** Mean result seen from each signal's side. */
  avgReturn: number | null;
  /** Mean return of holding the coin from each signal's opening to its close. */
  holdReturn: number | null;
}

/** A signal's result from its side (a sell gains when the price falls) and holding's result over the same time. */
export function signalAgainstHold(signal: { direction: "buy" | "sell"; openPrice: number; closePrice: number }) {
  const hold = signal.openPrice > 0 ? signal.closePrice / signal.openPrice - 1 : 0;
  const result = signal.direction === "buy" ? hold : -hold;
  return { result, hold, beatHold: result > hold };
}

export function signalBaseline(
  signals: readonly { direction: "buy" | "sell"; openPrice: number; closePrice: number | null }[],
): SignalBaseline {
  const measured = signals.flatMap((s) => (s.closePrice === null ? [] : [signalAgainstHold({ ...s, closePrice: s.closePrice })]));
  if (measured.length === 0) return { closed: 0, hitRate: null, avgReturn: null, holdReturn: null };
  return {
    closed: measured.length,
    hitRate: measured.filter((m) => m.beatHold).length / measured.length,
    avgReturn: mean(measured.map((m) => m.result)),
    holdReturn: mean(measured.map((m) => m.hold)),
  };
}

// ---------------------------------------------------------------------------
// The record as a whole, and the one line each call carries.

export interface TrackRecordSummary {
  generatedAt: string;
  /** The first and last day of the calls measured (YYYY-MM-DD); null with none. */
  from: string | null;
  to: string | null;
  bands: BandRecord[];
  grades: GradeRecord[];
  predictions: Calibration;
  signals: SignalBaseline;
}

export function recordSpan(calls: readonly MeasuredCall[]): { from: string | null; to: string | null } {
  if (calls.length === 0) return { from: null, to: null };
  const days = calls.map((c) => c.day).sort();
  return { from: days[0]!, to: days.at(-1)! };
}
