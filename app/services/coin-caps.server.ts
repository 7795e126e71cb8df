import { COIN_CAPS_PER_PAGE, type CoinCap, type CoinCapsLabel } from "~/lib/market/coin-caps";
import { coinCapsSchema, coinMarketRowSchema } from "~/lib/market/coin-caps-schema";
import { env } from "~/server/env.server";
import { defineSource, parseRows, sourceCause } from "~/services/outside/cached-source.server";
import { readOutsideJson } from "~/services/outside/read.server";

/**
 * CoinGecko's keyless `/coins/markets` at COINGECKO_API_URL (the base the keyless NFT reader
 * uses; empty turns both off): the 250 biggest coins by market cap in one call, kept for
 * COINGECKO_MARKETS_REFRESH_MS (5 min) for every visitor, the last good answer in
 * `source_snapshots`. CoinGecko refreshes this list about every 45 s for everyone; five minutes
 * is plenty for market caps and keeps our calls far below its free limit, which the NFT reader
 * shares. A 429's Retry-After is honoured by the source core.
 */

// 250 rows of about 1 kB each: some 300 kB today.
const MAX_BYTES = 2 * 1024 * 1024;

const marketsSource = defineSource<CoinCap[]>({
  name: "coingecko:markets",
  label: "CoinGecko piyasa değerleri",
  freshMs: () => env().COINGECKO_MARKETS_REFRESH_MS,
  schema: coinCapsSchema,
  // After a restart the stored caps are shown at once (labelled stale) while CoinGecko is asked.
  serveStoredWhileRefreshing: true,
  fetch: async (context) => {
    const base = env().COINGECKO_API_URL.replace(/\/+$/, "");
    const query = new URLSearchParams({
      vs_currency: "usd",
      order: "market_cap_desc",
      per_page: String(COIN_CAPS_PER_PAGE),
      page: "1",
      price_change_percentage: "1h,24h,7d",
    });
    const timeoutMs = env().CHAIN_TIMEOUT_MS;
    const raw = await readOutsideJson(`${base}/coins/markets?${query}`, {
      firstByteMs: timeoutMs,
      idleMs: timeoutMs,
      totalMs: timeoutMs,
      maxBytes: MAX_BYTES,
      signal: context.signal,
    });
    // One unreadable coin is dropped and counted (shown to the admin), never the whole list.
    return parseRows(coinMarketRowSchema, raw, context);
  },
});

export type CoinCapsView =
  Exclude<CoinCapsLabel, { fetchedAt: string }> | (Extract<CoinCapsLabel, { fetchedAt: string }> & { caps: CoinCap[] });

/**
 * CoinGecko's caps as the page shows them: live, the last good answer (stale, with its time and
 * why), or unavailable with the cause when it never answered. There is no sample: a made-up
 * market cap beside a real price would read as real.
 */
export async function getCoinCaps(): Promise<CoinCapsView> {
  if (!env().COINGECKO_API_URL) return { state: "off" };
  try {
    const result = await marketsSource.get();
    return {
      state: result.state === "live" ? "live" : "stale",
      // Only a sample has no time, and this source has none.
      fetchedAt: result.fetchedAt ?? "",
      cause: result.cause ?? null,
      skippedRows: result.skippedRows,
      caps: result.data,
    };
  } catch (error) {
    // The market table stands without CoinGecko: its columns show "—" and the label says why.
    return { state: "unavailable", cause: sourceCause(error) };
  }
}
