import { z } from "~/lib/zod";
import type { CoinCap } from "./coin-caps";

// CoinGecko's answer as the reader checks it, apart from the figures' type and rules so that the
// market table's script, which needs those, does not carry zod into the browser.

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
