import type { SourceCause } from "~/lib/outside/source-cause";
import { z } from "~/lib/zod";

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

// Absent and null mean the same here: CoinGecko leaves keys out as readily as it nulls them.
const optionalNumber = z
  .number()
  .nullish()
  .transform((value) => value ?? null);
// CoinGecko writes a market cap or supply it does not know as 0 (with a null rank): unknown, not zero.
const optionalAmount = z
  .number()
  .nonnegative()
  .nullish()
  .transform((value) => value || null);

/**
 * One row of `/coins/markets` as CoinGecko sends it (with `price_change_percentage=1h,24h,7d`).
 * A row without an id or symbol, or with a figure that is not a number, fails and is dropped
 * by the caller (`parseRows`); nulls pass.
 */
export const coinMarketRowSchema = z
  .object({
    id: z.string().min(1),
    // Matched to our pairs only, never shown: any non-empty text (CoinGecko has "usdc.e" and "币安人生").
    symbol: z.string().trim().min(1).max(60),
    name: z.string().trim().min(1).max(200),
    market_cap_rank: z.number().int().positive().nullish(),
    market_cap: optionalAmount,
    circulating_supply: optionalAmount,
    max_supply: optionalAmount,
    price_change_percentage_1h_in_currency: optionalNumber,
    price_change_percentage_7d_in_currency: optionalNumber,
  })
  .transform((row): CoinCap => ({
    id: row.id,
    symbol: row.symbol.toUpperCase(),
    name: row.name,
    rank: row.market_cap_rank ?? null,
    marketCap: row.market_cap,
    circulatingSupply: row.circulating_supply,
    maxSupply: row.max_supply,
    change1h: row.price_change_percentage_1h_in_currency,
    change7d: row.price_change_percentage_7d_in_currency,
  }));

/** The stored answer, checked when read back after a restart. */
export const coinCapsSchema = z.array(
  z.object({
    id: z.string(),
    symbol: z.string(),
    name: z.string(),
    rank: z.number().nullable(),
    marketCap: z.number().nullable(),
    circulatingSupply: z.number().nullable(),
    maxSupply: z.number().nullable(),
    change1h: z.number().nullable(),
    change7d: z.number().nullable(),
  }),
);

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
