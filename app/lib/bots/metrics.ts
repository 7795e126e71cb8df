import type { Trade } from "./engine";

/** The figures a bot's page and the leaderboard show, from its equity curve and trades alone. */

export function returnPercent(equity: number, budget: number): number {
  return budget > 0 ? ((equity - budget) / budget) * 100 : 0;
}

/** The largest fall from a peak to a later low, in percent of the peak (0 for a curve that never falls). */
export function maxDrawdown(values: readonly number[]): number {
  let peak = -Infinity;
  let worst = 0;
  for (const value of values) {
    if (value > peak) peak = value;
    else if (peak > 0) worst = Math.max(worst, ((peak - value) / peak) * 100);
  }
  return worst;
}

export function feesPaid(trades: readonly Pick<Trade, "fee">[]): number {
  return trades.reduce((sum, trade) => sum + trade.fee, 0);
}

/**
 * Share of closed positions (each sell) that brought back more than their buys cost, fees
 * included, in percent; null before the first sell. Trades are taken oldest first.
 */
export function winRate(trades: readonly Omit<Trade, "reason">[]): number | null {
  const cost = new Map<string, number>();
  let sells = 0;
  let wins = 0;
  for (const trade of trades) {
    const value = trade.price * trade.amount;
    if (trade.side === "buy") {
      cost.set(trade.symbol, (cost.get(trade.symbol) ?? 0) + value + trade.fee);
    } else {
      sells += 1;
      if (value - trade.fee > (cost.get(trade.symbol) ?? 0)) wins += 1;
      cost.delete(trade.symbol);
    }
  }
  return sells === 0 ? null : (wins / sells) * 100;
}
