import { formatBtc, formatInteger } from "~/lib/chain/amounts";
import type { Money, PriceInfo } from "~/lib/chain/views";
import { formatNumber } from "~/lib/format";
import { formatTry, formatUsd } from "~/lib/market/format";
import type { SourceCause } from "~/lib/outside/source-cause";

/**
 * What sending costs now: Bitcoin's fee rates by confirmation target (Esplora's `/fee-estimates`)
 * and Ethereum's gas (`eth_feeHistory`, `eth_gasPrice`), priced for one typical transaction.
 * The sizes are assumptions the page states, since a fee is a rate times a size.
 */

/**
 * A 1-input 2-output native SegWit (P2WPKH) transaction: 10.5 vB of header, 68 vB for the input
 * (41 bytes + its 107-byte witness at a quarter weight), 31 vB per output: 140.5, rounded up.
 */
export const BTC_TYPICAL_VBYTES = 141;
/** A plain ETH transfer always uses exactly this much gas. */
export const ETH_TRANSFER_GAS = 21_000;
/** An ERC-20 `transfer` to an address that already holds the token uses 35,000–65,000 gas; the upper end is assumed. */
export const ETH_TOKEN_TRANSFER_GAS = 65_000;
/** How many recent blocks the priority fees are read from. */
export const ETH_FEE_BLOCKS = 20;
/** The priority-fee percentiles asked of each block, slow to fast. */
export const ETH_FEE_PERCENTILES = [10, 50, 90] as const;

const ETH_LEVEL_LABELS = ["Yavaş", "Normal", "Hızlı"] as const;

/** Esplora's confirmation targets shown, with what a reader expects of them (a block every ~10 minutes). */
export const BTC_FEE_TARGETS = [
  { blocks: 1, label: "Sonraki blok (~10 dakika)" },
  { blocks: 3, label: "~30 dakika (3 blok)" },
  { blocks: 6, label: "~1 saat (6 blok)" },
  { blocks: 144, label: "~1 gün (144 blok)" },
] as const;

/** Esplora's answer: confirmation target in blocks ("1".."25", "144", "504", "1008") → sat/vB. */
export type BtcFeeEstimates = Record<string, number>;

/** The part of `eth_feeHistory`'s answer used here, quantities as the node writes them (hex). */
export interface EthFeeHistory {
  oldestBlock: string;
  /** One longer than the blocks: its last entry is the next block's base fee. */
  baseFeePerGas: string[];
  /** Per block, the priority fee at each asked percentile. */
  reward?: string[][];
}

export interface BtcFeeRow {
  label: string;
  blocks: number;
  /** "12 sat/vB" */
  rate: string;
  /** "1.692 sat" */
  sats: string;
  fee: Money;
}

export interface EthFeeLevel {
  label: string;
  /** The median priority fee of the recent blocks at this level's percentile: "2 Gwei". */
  tip: string;
  /** Next block's base fee plus the tip: what one unit of gas is expected to cost. */
  perGas: string;
  transfer: Money;
  tokenTransfer: Money;
}

export interface BtcFees {
  vbytes: number;
  rows: BtcFeeRow[];
}

export interface EthFees {
  blocks: number;
  transferGas: number;
  tokenTransferGas: number;
  /** The next block's base fee. */
  baseFee: string;
  /** The node's own suggestion (`eth_gasPrice`), when it gave one. */
  gasPrice: string | null;
  levels: EthFeeLevel[];
}

/**
 * Where an estimate came from, as the page labels it. There is no sample: a made-up fee would
 * be acted on, so with nothing stored the page says the estimate is unavailable and why.
 */
export interface FeeSourceLabel {
  state: "live" | "stale";
  fetchedAt: string | null;
  /** Why it is not live. */
  cause: SourceCause | null;
}

/** One chain's estimate, or why there is none (the source never answered and nothing is stored). */
export type FeeEstimate<T> = { ok: true; label: FeeSourceLabel; fees: T } | { ok: false; message: string };

/** The explorer's fee panel: both chains, and the prices their dollar and lira figures use. */
export interface FeeView {
  btc: FeeEstimate<BtcFees>;
  eth: FeeEstimate<EthFees>;
  prices: PriceInfo | null;
}

/** A fee rate's cost for `vbytes`, in whole satoshis, rounded up as wallets do (a fee cannot be a fraction of a satoshi). */
export function btcFeeSats(satPerVb: number, vbytes = BTC_TYPICAL_VBYTES): number {
  // 2.1 × 141 is 296.10000000000002 in floating point; rounding to a thousandth first keeps that 297, not 298.
  return Math.ceil(Math.round(satPerVb * vbytes * 1000) / 1000);
}

/** The rate for a target: its own, else the nearest shorter target's (which pays a little more, never less). */
export function rateForTarget(estimates: BtcFeeEstimates, blocks: number): number | null {
  const shorter = Object.keys(estimates)
    .map(Number)
    .filter((target) => Number.isInteger(target) && target >= 1 && target <= blocks)
    .sort((a, b) => b - a);
  return shorter.length ? estimates[String(shorter[0])] : null;
}

function money(amount: string, coins: number, usdPrice: number | null | undefined, prices: PriceInfo | null): Money {
  if (!prices || !usdPrice) return { amount, usd: null, try: null };
  const usd = coins * usdPrice;
  return { amount, usd: formatUsd(usd), try: prices.usdTry ? formatTry(usd, prices.usdTry) : null };
}

/** Rows for the shown targets that the estimates cover. */
export function btcFeeRows(estimates: BtcFeeEstimates, prices: PriceInfo | null, vbytes = BTC_TYPICAL_VBYTES): BtcFeeRow[] {
  const rows: BtcFeeRow[] = [];
  for (const target of BTC_FEE_TARGETS) {
    const rate = rateForTarget(estimates, target.blocks);
    if (rate === null) continue;
    const sats = btcFeeSats(rate, vbytes);
    rows.push({
      label: target.label,
      blocks: target.blocks,
      rate: `${formatNumber(rate, 2)} sat/vB`,
      sats: `${formatInteger(sats)} sat`,
      fee: money(formatBtc(sats), sats / 100_000_000, prices?.btcUsd, prices),
    });
  }
  return rows;
}

/** The median of integers; of an even count, the mean of the middle two, rounded down. */
export function medianBigInt(values: readonly bigint[]): bigint | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2n;
}

const WEI_PER_GWEI = 1_000_000_000n;

/** Gas prices in gwei, short: "22 Gwei", "0,5123 Gwei" (below one gwei, four decimals so a cheap hour is not "0"). */
export function formatGasPrice(wei: bigint): string {
  const gwei = Number(wei) / Number(WEI_PER_GWEI);
  return `${formatNumber(gwei, gwei < 1 ? 4 : 2)} Gwei`;
}

/** An ETH fee to eight decimals: "0,000462 ETH" (every wei of a fee estimate would be false precision). */
function ethFee(wei: bigint, prices: PriceInfo | null): Money {
  const eth = Number(wei) / 1e18;
  return money(`${formatNumber(eth, 8)} ETH`, eth, prices?.ethUsd, prices);
}

/**
 * Slow, normal and fast: the next block's base fee plus the median, over the recent blocks, of
 * the priority fee paid at the 10th, 50th and 90th percentile. The median keeps one block of a
 * bidding war from setting the price. Null when the node gave no base fee.
 */
export function ethFeeLevels(history: EthFeeHistory, gasPrice: string | null, prices: PriceInfo | null): EthFees | null {
  const next = history.baseFeePerGas.at(-1);
  if (next === undefined) return null;
  const baseFee = BigInt(next);
  const rewards = history.reward ?? [];
  const levels: EthFeeLevel[] = [];
  ETH_FEE_PERCENTILES.forEach((_, index) => {
    const tip = medianBigInt(rewards.filter((block) => block[index] !== undefined).map((block) => BigInt(block[index])));
    if (tip === null) return;
    const perGas = baseFee + tip;
    levels.push({
      label: ETH_LEVEL_LABELS[index],
      tip: formatGasPrice(tip),
      perGas: formatGasPrice(perGas),
      transfer: ethFee(perGas * BigInt(ETH_TRANSFER_GAS), prices),
      tokenTransfer: ethFee(perGas * BigInt(ETH_TOKEN_TRANSFER_GAS), prices),
    });
  });
  return {
    blocks: history.baseFeePerGas.length - 1,
    transferGas: ETH_TRANSFER_GAS,
    tokenTransferGas: ETH_TOKEN_TRANSFER_GAS,
    baseFee: formatGasPrice(baseFee),
    gasPrice: gasPrice ? formatGasPrice(BigInt(gasPrice)) : null,
    levels,
  };
}
