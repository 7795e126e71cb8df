/**
 * How a signal is born and judged. A signal opens when a coin's recommendation moves to another
 * band between two market snapshots; it closes when the band moves again. Pure and browser-safe.
 */
export const BANDS = ["Uzak Dur", "Dikkatli Ol", "Bekle", "Al", "Güçlü Al"] as const;
export type Band = (typeof BANDS)[number];

export type SignalDirection = "buy" | "sell";

/** A coin may open at most one signal an hour: a band that flickers inside that hour makes one signal. */
export const SIGNAL_QUIET_MS = 60 * 60 * 1000;

export function isBand(value: string): value is Band {
  return (BANDS as readonly string[]).includes(value);
}

/** Moving to a higher band is a buy signal, to a lower one a sell signal. */
export function directionOf(from: Band, to: Band): SignalDirection {
  // Stryker disable next-line EqualityOperator: only a change of band reaches here (decideBandChange), never the same band.
  return BANDS.indexOf(to) > BANDS.indexOf(from) ? "buy" : "sell";
}

export interface BandState {
  band: Band;
  /** When the coin's latest signal opened (ISO time), or null before its first. */
  lastSignalAt: string | null;
}

export type BandDecision =
  /** First sight of the coin: its band is noted, no signal. */
  | { kind: "baseline" }
  /** Same band as before. */
  | { kind: "unchanged" }
  /** A new band within the quiet hour of the coin's last signal: ignored, the noted band stays. */
  | { kind: "quiet" }
  | { kind: "signal"; direction: SignalDirection; fromBand: Band; toBand: Band };

export function decideBandChange(state: BandState | undefined, band: Band, now: Date): BandDecision {
  if (!state) return { kind: "baseline" };
  if (state.band === band) return { kind: "unchanged" };
  if (state.lastSignalAt && now.getTime() - Date.parse(state.lastSignalAt) < SIGNAL_QUIET_MS) return { kind: "quiet" };
  return { kind: "signal", direction: directionOf(state.band, band), fromBand: state.band, toBand: band };
}

/** Price change from the signal's opening to its close (or to now while open), in percent. */
export function resultPercent(openPrice: number, price: number): number {
  if (!(openPrice > 0) || !Number.isFinite(price)) return 0;
  return ((price - openPrice) / openPrice) * 100;
}

/** The result seen from the signal's side: a sell signal gains when the price falls. */
export function signedResult(direction: SignalDirection, result: number): number {
  return direction === "buy" ? result : -result;
}

/** A closed signal hit when the price moved the way it said. */
export function isHit(direction: SignalDirection, result: number): boolean {
  return signedResult(direction, result) > 0;
}

export interface ClosedResult {
  direction: SignalDirection;
  resultPercent: number;
}

export interface TrackRecord {
  closed: number;
  hits: number;
  /** Share of closed signals that hit, 0-100; null with none closed. */
  hitRate: number | null;
  /** Mean of the results seen from each signal's side, in percent; null with none closed. */
  averageResult: number | null;
}

export function trackRecord(results: readonly ClosedResult[]): TrackRecord {
  if (results.length === 0) return { closed: 0, hits: 0, hitRate: null, averageResult: null };
  const hits = results.filter((r) => isHit(r.direction, r.resultPercent)).length;
  const total = results.reduce((sum, r) => sum + signedResult(r.direction, r.resultPercent), 0);
  return { closed: results.length, hits, hitRate: (hits / results.length) * 100, averageResult: total / results.length };
}

export const directionLabels: Record<SignalDirection, string> = { buy: "Al", sell: "Sat" };

/** The data every signal view and the JSON API share. */
export interface SignalView {
  id: number;
  symbol: string;
  direction: SignalDirection;
  fromBand: string;
  toBand: string;
  score: number;
  openPrice: number;
  openedAt: string;
  closedAt: string | null;
  closePrice: number | null;
  /** The price now (open signals) or at close; null when the coin is not in the current snapshot. */
  currentPrice: number | null;
  resultPercent: number | null;
  followers: number;
  reasons: string[];
}

/** Current prices by pair, to value open signals. */
export function priceBook(coins: readonly { symbol: string; lastPrice: number }[]): Map<string, number> {
  return new Map(coins.map((coin) => [coin.symbol, coin.lastPrice]));
}

/** A signal as the JSON API gives it. */
export function apiSignal(signal: SignalView) {
  const { currentPrice: _currentPrice, ...fields } = signal;
  return fields;
}
