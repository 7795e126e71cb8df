import { BTC_TYPICAL_VBYTES, btcFeeRows, ethFeeLevels, type FeeSourceLabel, type FeeView } from "~/lib/chain/fees";
import type { PriceInfo } from "~/lib/chain/views";
import { sourceCauseText } from "~/lib/outside/source-cause";
import { ChainSourceError } from "~/services/chain-source.server";
import { getBtcFeeEstimates } from "~/services/esplora.server";
import { getEthFees } from "~/services/eth-rpc.server";
import { sourceCause, type SourceResult } from "~/services/outside/cached-source.server";

/**
 * The explorer's fee estimates, shown before any search: Bitcoin's fee rates and Ethereum's gas,
 * each priced for a typical transaction in dollars and lira at the market snapshot's prices.
 * Each chain stands alone: one source failing leaves the other's estimate on the page.
 */

const labelOf = (result: SourceResult<unknown>): FeeSourceLabel => ({
  // The fee sources define no sample, so anything not live is the stored last good answer.
  state: result.state === "live" ? "live" : "stale",
  fetchedAt: result.fetchedAt,
  cause: result.cause ?? null,
});

/** Why there is no estimate, in Turkish: the source's own message when it gave one, else the cause. */
function unavailable(error: unknown): { ok: false; message: string } {
  if (error instanceof ChainSourceError) return { ok: false, message: error.message };
  return { ok: false, message: sourceCauseText(sourceCause(error)) };
}

export async function btcEstimate(prices: PriceInfo | null): Promise<FeeView["btc"]> {
  try {
    const result = await getBtcFeeEstimates();
    const rows = btcFeeRows(result.data, prices);
    if (rows.length === 0) return { ok: false, message: "Bitcoin zincir kaynağı gösterilen hedefler için ücret tahmini vermedi." };
    return { ok: true, label: labelOf(result), fees: { vbytes: BTC_TYPICAL_VBYTES, rows } };
  } catch (error) {
    return unavailable(error);
  }
}

export async function ethEstimate(prices: PriceInfo | null): Promise<FeeView["eth"]> {
  try {
    const result = await getEthFees();
    const fees = ethFeeLevels(result.data.history, result.data.gasPrice, prices);
    if (!fees) return { ok: false, message: "Ethereum düğümü taban ücreti vermedi." };
    return { ok: true, label: labelOf(result), fees };
  } catch (error) {
    return unavailable(error);
  }
}

export async function feeEstimates(prices: PriceInfo | null): Promise<FeeView> {
  const [btc, eth] = await Promise.all([btcEstimate(prices), ethEstimate(prices)]);
  return { btc, eth, prices };
}
