/**
 * The paper trading rules: one step of a bot on one market snapshot. Pure, so every strategy
 * is tested against hand-computed trades; the model feeds it the live snapshot and stores
 * what it returns.
 */

/** The exchange's default spot taker fee (0.1 %); a simulated order always takes liquidity. */
export const TAKER_FEE = 0.001;

/**
 * The smallest order value: Binance's spot USDT pairs carry a NOTIONAL filter of 5 USDT in
 * their exchange information, so a smaller simulated order is not placed.
 */
export const MIN_NOTIONAL_USDT = 5;

export const DAY_MS = 86_400_000;

export type BotStrategy = "signals" | "dca" | "score";
export type DcaEvery = "day" | "week";

export type BotParams =
  | { strategy: "signals"; params: Record<string, never> }
  | { strategy: "dca"; params: { amount: number; every: DcaEvery } }
  | { strategy: "score"; params: { buyAbove: number; sellBelow: number } };

/** What a bot sees of one pair in a snapshot. */
export interface Quote {
  last: number;
  /** The best bid and ask when the book is live; otherwise both are the last price. */
  bid: number;
  ask: number;
  /** The site's analysis score (0-100), for the analysed coins. */
  score: number | null;
  /** The pair's open buy signal, if any. */
  buySignal: { id: number; openedAt: string } | null;
}

export interface Position {
  amount: number;
  /** For a signals bot: the buy signal the position follows. */
  signalId?: number;
}

export type Holdings = Record<string, Position>;

export interface BotState {
  symbols: readonly string[];
  cash: number;
  holdings: Holdings;
  lastDcaAt: string | null;
  /** When the current run began: a signals bot follows only the signals opened since. */
  runStartedAt: string;
}

export interface Trade {
  side: "buy" | "sell";
  symbol: string;
  price: number;
  amount: number;
  /** In USDT. */
  fee: number;
  reason: string;
}

export interface StepResult {
  cash: number;
  holdings: Holdings;
  lastDcaAt: string | null;
  trades: Trade[];
}

/** Spends `spend` USDT (fee included) at the ask; null below the minimum notional. */
export function buyOrder(symbol: string, spend: number, quote: Quote, reason: string): Trade | null {
  if (!(spend >= MIN_NOTIONAL_USDT) || !(quote.ask > 0)) return null;
  const fee = spend * TAKER_FEE;
  return { side: "buy", symbol, price: quote.ask, amount: (spend - fee) / quote.ask, fee, reason };
}

/** Sells the whole amount at the bid; null below the minimum notional (the dust stays held). */
export function sellOrder(symbol: string, amount: number, quote: Quote, reason: string): Trade | null {
  const gross = amount * quote.bid;
  if (!(gross >= MIN_NOTIONAL_USDT)) return null;
  return { side: "sell", symbol, price: quote.bid, amount, fee: gross * TAKER_FEE, reason };
}

/** USDT that leaves (buy) or enters (sell) the cash for a trade. */
export function cashFlow(trade: Trade): number {
  const value = trade.price * trade.amount;
  return trade.side === "buy" ? -(value + trade.fee) : value - trade.fee;
}

const formatScore = (value: number) => String(Math.round(value * 10) / 10);

/**
 * One step: what the bot does on this snapshot. Positions are long only and paid in full
 * (no leverage, no shorting); a buy never spends more than the cash there is.
 */
export function stepBot(bot: BotParams, state: BotState, quotes: ReadonlyMap<string, Quote>, now: Date): StepResult {
  let cash = state.cash;
  const holdings: Holdings = { ...state.holdings };
  const trades: Trade[] = [];
  let lastDcaAt = state.lastDcaAt;

  const apply = (trade: Trade | null, signalId?: number) => {
    if (!trade) return false;
    trades.push(trade);
    cash += cashFlow(trade);
    if (trade.side === "sell") delete holdings[trade.symbol];
    else {
      const held = holdings[trade.symbol]?.amount ?? 0;
      holdings[trade.symbol] = { amount: held + trade.amount, ...(signalId === undefined ? {} : { signalId }) };
    }
    return true;
  };
  // Cash is shared equally among the pairs the bot does not hold yet.
  const share = () => cash / Math.max(1, state.symbols.filter((s) => !holdings[s]).length);

  if (bot.strategy === "dca") {
    const period = bot.params.every === "week" ? 7 * DAY_MS : DAY_MS;
    const due = lastDcaAt === null || now.getTime() - Date.parse(lastDcaAt) >= period;
    const priced = state.symbols.filter((symbol) => quotes.has(symbol));
    if (due && priced.length > 0) {
      lastDcaAt = now.toISOString();
      const part = Math.min(bot.params.amount, cash) / priced.length;
      const label = bot.params.every === "week" ? "Haftalık" : "Günlük";
      for (const symbol of priced) apply(buyOrder(symbol, part, quotes.get(symbol)!, `${label} düzenli alım`));
    }
    return { cash, holdings, lastDcaAt, trades };
  }

  for (const symbol of state.symbols) {
    const quote = quotes.get(symbol);
    if (!quote) continue;
    const held = holdings[symbol];
    if (bot.strategy === "signals") {
      const signal = quote.buySignal && quote.buySignal.openedAt >= state.runStartedAt ? quote.buySignal : null;
      if (held && held.signalId !== signal?.id) apply(sellOrder(symbol, held.amount, quote, "Al sinyali kapandı"));
      if (signal && !holdings[symbol]) apply(buyOrder(symbol, share(), quote, `Al sinyali #${signal.id}`), signal.id);
    } else if (quote.score !== null) {
      const { buyAbove, sellBelow } = bot.params;
      if (held && quote.score < sellBelow) {
        apply(sellOrder(symbol, held.amount, quote, `Puan ${formatScore(quote.score)} < ${sellBelow}`));
      } else if (!held && quote.score >= buyAbove) {
        apply(buyOrder(symbol, share(), quote, `Puan ${formatScore(quote.score)} ≥ ${buyAbove}`));
      }
    }
  }
  return { cash, holdings, lastDcaAt, trades };
}

/** Cash plus every position at its last price. */
export function equityOf(cash: number, holdings: Holdings, lastPrice: (symbol: string) => number | undefined): number {
  let value = cash;
  for (const [symbol, position] of Object.entries(holdings)) value += position.amount * (lastPrice(symbol) ?? 0);
  return value;
}

/**
 * What buying the same coins with the whole budget at the run's first step would hold:
 * an equal share per pair, bought at the ask with the same fee.
 */
export function holdBasis(symbols: readonly string[], budget: number, quotes: ReadonlyMap<string, Quote>): Record<string, number> {
  const priced = symbols.filter((symbol) => (quotes.get(symbol)?.ask ?? 0) > 0);
  const basis: Record<string, number> = {};
  for (const symbol of priced) basis[symbol] = ((budget / priced.length) * (1 - TAKER_FEE)) / quotes.get(symbol)!.ask;
  return basis;
}

export function holdValue(basis: Record<string, number>, lastPrice: (symbol: string) => number | undefined): number {
  return Object.entries(basis).reduce((sum, [symbol, amount]) => sum + amount * (lastPrice(symbol) ?? 0), 0);
}
