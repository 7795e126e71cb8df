import type { SourceCause } from "~/lib/outside/source-cause";

/**
 * Market cap, rank and supply of the biggest coins, from CoinGecko's `/coins/markets`
 * (docs.coingecko.com/v3.0.1/reference/coins-markets). Our prices and 24 h figures stay the
 * exchange's; CoinGecko adds only what an exchange cannot know (supply, and with it market cap and
 * rank) and the 1 h and 7 d changes, matched to our pairs by symbol.
 */

/** One coin's figures; null where CoinGecko has none (shown as "—", never as 0). */
export interface CoinCap {
  /** CoinGecko's id ("bitcoin"): symbols are not unique there, ids are. */
  id: string;
  /** Upper case, as our pairs write it: "BTC". */
  symbol: string;
  name: string;
  rank: number | null;
  marketCap: number | null;
  circulatingSupply: number | null;
  maxSupply: number | null;
  change1h: number | null;
  change7d: number | null;
}

/** What CoinGecko adds to a pair of ours: everything but the coin's identity. */
export type CapFigures = Omit<CoinCap, "id" | "symbol" | "name">;

/** How many coins one call asks for: CoinGecko's largest page. */
export const COIN_CAPS_PER_PAGE = 250;

/**
 * One coin per symbol. Several CoinGecko coins can share a symbol (a bridged copy, a small
 * namesake); the one an exchange lists under it is almost always the biggest, so a ranked coin
 * beats an unranked one and the better rank wins; between equals the first in the answer stays.
 */
export function capsBySymbol(caps: readonly CoinCap[]): Map<string, CoinCap> {
  const bySymbol = new Map<string, CoinCap>();
  for (const cap of caps) {
    const held = bySymbol.get(cap.symbol);
    if (!held || (cap.rank !== null && (held.rank === null || cap.rank < held.rank))) bySymbol.set(cap.symbol, cap);
  }
  return bySymbol;
}

/** What the page says about CoinGecko's figures: their state, time and, when not live, why. */
export type CoinCapsLabel =
  | { state: "off" }
  | { state: "unavailable"; cause: SourceCause }
  | { state: "live" | "stale"; fetchedAt: string; cause: SourceCause | null; skippedRows: number };
