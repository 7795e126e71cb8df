import { signedResult, type SignalDirection } from "~/lib/signals/rules";
import { maxDrawdown } from "./metrics";

/** A closed signal as the leaderboard reads it. */
export interface ClosedSignal {
  direction: SignalDirection;
  openPrice: number;
  closePrice: number;
}

/**
 * A signal record as if one had put an equal share of a budget on each closed signal, in the
 * order they closed, without fees: the return is the mean result seen from each signal's side,
 * and the drawdown is read from the running total.
 */
export function recordAsRun(closed: readonly ClosedSignal[]): { returnPercent: number; maxDrawdown: number; trades: number } {
  if (closed.length === 0) return { returnPercent: 0, maxDrawdown: 0, trades: 0 };
  let value = 100;
  const curve = [value];
  for (const signal of closed) {
    const result = signal.openPrice > 0 ? ((signal.closePrice - signal.openPrice) / signal.openPrice) * 100 : 0;
    value += signedResult(signal.direction, result) / closed.length;
    curve.push(value);
  }
  return { returnPercent: value - 100, maxDrawdown: maxDrawdown(curve), trades: closed.length };
}

export interface LeaderRow {
  kind: "bot" | "signals" | "backtest";
  name: string;
  href: string;
  detail: string;
  owner: string | null;
  returnPercent: number;
  /** Holding the same coins over the same time instead, in percent; null when not known. */
  holdReturnPercent?: number | null;
  maxDrawdown: number;
  trades: number;
}

/** Best return first; equal returns by the smaller drawdown. */
export function rankLeaders(rows: readonly LeaderRow[]): LeaderRow[] {
  return [...rows].sort((a, b) => b.returnPercent - a.returnPercent || a.maxDrawdown - b.maxDrawdown);
}
