import type { MarketSource } from "~/lib/market/analysis";
import { env } from "~/server/env.server";
import type { SourceResult } from "~/services/outside/cached-source.server";
import { OutsideError, readOutsideJson } from "~/services/outside/read.server";

/**
 * Reading Binance's public market endpoints (24 h ticker, book ticker, klines) at the origin of
 * MARKET_TICKER_URL. When that host refuses our location (HTTP 451, Binance's "restricted
 * location"), the same path is asked of Binance's documented market-data-only host,
 * https://data-api.binance.vision, which serves these public endpoints.
 */

const BINANCE_API_HOST = "api.binance.com";
export const BINANCE_MARKET_DATA_ORIGIN = "https://data-api.binance.vision";
/** An answer later than this is out of date by the next refresh anyway. */
const MAX_FETCH_MS = 8_000;

/** Where to ask after a 451: MARKET_FALLBACK_URL's origin, or Binance's data host while the market URL is Binance's. */
export function marketFallbackOrigin(): string | null {
  const { MARKET_FALLBACK_URL, MARKET_TICKER_URL } = env();
  if (MARKET_FALLBACK_URL) return new URL(MARKET_FALLBACK_URL).origin;
  return new URL(MARKET_TICKER_URL).hostname === BINANCE_API_HOST ? BINANCE_MARKET_DATA_ORIGIN : null;
}

/** GETs a JSON market endpoint under the capped reader; a 451 is asked again of the fallback host. */
export async function readMarketJson(url: string, maxBytes: number, signal?: AbortSignal): Promise<unknown> {
  const timeoutMs = Math.min(MAX_FETCH_MS, env().MARKET_REFRESH_MS);
  const read = (address: string) =>
    readOutsideJson(address, { firstByteMs: timeoutMs, idleMs: timeoutMs, maxBytes, signal, redirects: "none" });
  try {
    return await read(url);
  } catch (error) {
    const fallback = marketFallbackOrigin();
    if (!(error instanceof OutsideError) || error.kind !== "refused-location" || !fallback) throw error;
    const moved = new URL(url);
    const target = new URL(moved.pathname + moved.search, fallback);
    console.warn(`Piyasa kaynağı bölgemizi reddetti (HTTP 451); ${target.origin} deneniyor.`);
    return await read(target.toString()).catch((second: unknown) => {
      // The page says why: the main host refused us, whatever the fallback did.
      throw new OutsideError("refused-location", "HTTP 451, and the fallback host failed too", 451, undefined, { cause: second });
    });
  }
}

/** The market pages' word for a core result: the core's `sample` is their `demo`. */
export function marketSourceOf(result: SourceResult<unknown>): MarketSource {
  return result.state === "sample" ? "demo" : result.state;
}
