import { alertSnapshotOf } from "~/lib/alerts/format";
import type { AlertSnapshot } from "~/lib/alerts/rules";
import { getLiraTicker, type LiraTickerResult } from "~/services/btcturk.server";
import { getMarket, type Market } from "~/services/market.server";

/** BtcTurk's lira prices by coin while its answer is live; null otherwise (an alert on them then waits). */
function liveBtcTurkPrices(btcturk: LiraTickerResult): Map<string, number> | null {
  if (!btcturk.configured || !btcturk.ok || btcturk.source !== "live") return null;
  return new Map(btcturk.data.quotes.map((quote) => [quote.base, quote.last]));
}

/** What the alert rules judge: the market snapshot the pages show (or `market`), with BtcTurk's live lira prices. */
export async function currentAlertSnapshot(market?: Market): Promise<AlertSnapshot> {
  const [current, btcturk] = await Promise.all([market ?? getMarket(), getLiraTicker()]);
  return alertSnapshotOf(current, liveBtcTurkPrices(btcturk));
}
