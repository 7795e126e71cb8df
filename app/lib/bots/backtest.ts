import { analyse, type TickerNumbers } from "~/lib/market/analysis";
import type { Candle } from "~/lib/market/candles";
import {
  decideBandChange,
  isBand,
  resultPercent,
  signedResult,
  trackRecord,
  type BandState,
  type SignalDirection,
  type SignalView,
  type TrackRecord,
} from "~/lib/signals/rules";

/**
 * The live signal rule replayed over the past. Each step is one market snapshot; the band
 * decision is `decideBandChange`, the very function the live signals use, and the state it
 * keeps is the one `recordSignals` keeps in `signal_bands`.
 */

export interface Observation {
  symbol: string;
  band: string;
  score: number;
  price: number;
}

/** A signal the replay opened: what a live signal records, before it has an id, followers or a current price. */
export type ReplayedSignal = Pick<
  SignalView,
  "symbol" | "direction" | "fromBand" | "toBand" | "score" | "openPrice" | "openedAt" | "closePrice" | "closedAt"
>;

export function replaySignals(steps: readonly { at: Date; observations: readonly Observation[] }[]): ReplayedSignal[] {
  const states = new Map<string, BandState>();
  const open = new Map<string, ReplayedSignal>();
  const signals: ReplayedSignal[] = [];
  for (const { at, observations } of steps) {
    const time = at.toISOString();
    for (const seen of observations) {
      if (!isBand(seen.band) || !(seen.price > 0)) continue;
      const decision = decideBandChange(states.get(seen.symbol), seen.band, at);
      if (decision.kind === "baseline") states.set(seen.symbol, { band: seen.band, lastSignalAt: null });
      if (decision.kind !== "signal") continue;
      const previous = open.get(seen.symbol);
      if (previous) {
        previous.closePrice = seen.price;
        previous.closedAt = time;
      }
      const signal: ReplayedSignal = {
        symbol: seen.symbol,
        direction: decision.direction,
        fromBand: decision.fromBand,
        toBand: decision.toBand,
        score: Math.round(seen.score),
        openPrice: seen.price,
        openedAt: time,
        closePrice: null,
        closedAt: null,
      };
      signals.push(signal);
      open.set(seen.symbol, signal);
      states.set(seen.symbol, { band: decision.toBand, lastSignalAt: time });
    }
  }
  return signals;
}

/**
 * A daily candle as the 24-hour ticker row the live rule scores: its close is the price, its
 * open-to-close change the day's change, its quote volume the day's turnover (estimated as
 * volume × close when the exchange did not send it).
 */
export function candleAsTicker(symbol: string, candle: Candle): TickerNumbers {
  return {
    symbol,
    lastPrice: candle.close,
    priceChangePercent: candle.open > 0 ? ((candle.close - candle.open) / candle.open) * 100 : 0,
    highPrice: candle.high,
    lowPrice: candle.low,
    volume: candle.volume,
    quoteVolume: candle.quoteVolume ?? candle.volume * candle.close,
  };
}

/** One coin's daily candles as the snapshots the live rule would have seen at each day's close. */
export function dailySteps(symbol: string, candles: readonly Candle[]) {
  return candles.map((candle) => {
    const analysis = analyse(candleAsTicker(symbol, candle));
    return {
      at: new Date(candle.closeTime),
      observations: [{ symbol, band: analysis.recommendation, score: analysis.score, price: candle.close }],
    };
  });
}

export interface BacktestRecord extends TrackRecord {
  /** The worst result seen from a signal's side, in percent; null with none closed. */
  worstLoss: number | null;
}

export function backtestRecord(
  signals: readonly { direction: SignalDirection; openPrice: number; closePrice: number | null }[],
): BacktestRecord {
  const closed = signals.flatMap((s) =>
    s.closePrice === null ? [] : [{ direction: s.direction, resultPercent: resultPercent(s.openPrice, s.closePrice) }],
  );
  const record = trackRecord(closed);
  const worst = closed.reduce<number | null>((min, s) => {
    const value = signedResult(s.direction, s.resultPercent);
    return min === null || value < min ? value : min;
  }, null);
  return { ...record, worstLoss: worst };
}

/** What `/signals` shows of the backtest. */
export interface BacktestView {
  runAt: string;
  from: string;
  symbols: string[];
  opened: number;
  record: BacktestRecord;
}
