import type { CoinCapsLabel } from "~/lib/market/coin-caps";
import { mergeMarketData, type MarketDataRow } from "~/lib/market/market-data";
import { listResearchPaths } from "~/models/research.server";
import { getCoinCaps } from "~/services/coin-caps.server";
import { getMarket, type Market } from "~/services/market.server";

export interface MarketTable {
  market: Market;
  /** CoinGecko's state for the page's label, without the caps themselves. */
  caps: CoinCapsLabel;
  /** Every pair with CoinGecko's figures and its research link, unsorted. */
  rows: MarketDataRow[];
}

/** The /market-data table and its CSV: the exchange's pairs joined with CoinGecko's caps by symbol. */
export async function getMarketTable(): Promise<MarketTable> {
  const [market, caps, research] = await Promise.all([getMarket(), getCoinCaps(), listResearchPaths()]);
  const rows = mergeMarketData(market.coins, "caps" in caps ? caps.caps : null, new Set(research.map((entry) => entry.symbol)));
  if (!("caps" in caps)) return { market, caps, rows };
  const { state, fetchedAt, cause, skippedRows } = caps;
  return { market, caps: { state, fetchedAt, cause, skippedRows }, rows };
}
