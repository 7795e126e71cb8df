import type { Coin } from "./analysis";

export interface CoinChoice {
  symbol: string;
  name: string;
}

/** The coins offered in a tool's coin picker: the analysed top coins by volume, plus the chosen one. */
export function coinChoices(coins: readonly Coin[], selected: string, limit = 100): CoinChoice[] {
  const top = coins.slice(0, limit);
  const chosen = top.some((c) => c.symbol === selected) ? null : coins.find((c) => c.symbol === selected);
  return [...top, ...(chosen ? [chosen] : [])].map((c) => ({ symbol: c.symbol, name: c.name }));
}
