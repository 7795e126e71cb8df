import { z } from "~/lib/zod";
import { LIMIT_MESSAGES, MAX_WATCHLIST_COINS, NAME_MAX } from "./limits";

/**
 * The rules for watchlists. Browser-safe: the page's forms (through Conform), their actions
 * and the JSON API all use these, so they refuse the same input with the same Turkish words.
 */

export const watchlistName = z
  .string({ error: "Liste adı gereklidir." })
  .trim()
  .min(1, "Liste adı gereklidir.")
  .max(NAME_MAX, `Liste adı en fazla ${NAME_MAX} karakter olabilir.`)
  // Control characters would make a name that reads the same as another, or none at all.
  .regex(/^[^\p{Cc}\p{Cf}]+$/u, "Liste adı görünmeyen karakterler içeremez.");

/** A market symbol as the exchange writes it (BTCUSDT); any case is accepted and made upper. */
export const coinSymbol = z
  .string({ error: "Bir coin seçin." })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,30}$/, "Geçersiz coin sembolü.");

export const createWatchlistSchema = z.object({ name: watchlistName });

export const renameWatchlistSchema = z.object({ name: watchlistName });

export const addCoinSchema = z.object({ symbol: coinSymbol });

/** PUT /api/watchlists/{id}: a new name, the whole new list of coins, or both. */
export const updateWatchlistSchema = z
  .object({
    name: watchlistName.optional(),
    symbols: z
      .array(coinSymbol, { error: "symbols bir sembol listesi olmalıdır." })
      .max(MAX_WATCHLIST_COINS, LIMIT_MESSAGES.coins)
      .optional(),
  })
  .refine((input) => input.name !== undefined || input.symbols !== undefined, "name veya symbols gönderin.");

export type WatchlistUpdate = z.output<typeof updateWatchlistSchema>;
