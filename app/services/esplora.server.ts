import { z } from "~/lib/zod";
import { env } from "~/server/env.server";
import type { BtcFeeEstimates } from "~/lib/chain/fees";
import { chainSource, ChainSourceError, SHORT_TTL_MS, ttlForBlockTime, type Sourced } from "~/services/chain-source.server";
import type { SourceResult } from "~/services/outside/cached-source.server";

/** The Bitcoin chain source: an Esplora REST API (Blockstream's, mempool.space's or one's own). */

const SOURCE = "Bitcoin zincir kaynağı";
const btc = chainSource(SOURCE);
// A busy address's page (up to 50 mempool and 25 confirmed transactions, some with thousands of
// inputs, each input carrying its previous output) passes 5 MB; 32 MB still refuses an endless body.
const MAX_BYTES = 32 * 1024 * 1024;

const Hex64 = z.string().regex(/^[0-9a-f]{64}$/);
const Count = z.number().int().nonnegative();
const Sats = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

const Status = z.object({
  confirmed: z.boolean(),
  block_height: Count.optional(),
  block_hash: Hex64.optional(),
  block_time: Count.optional(),
});

const Output = z.object({
  scriptpubkey_type: z.string().max(40),
  scriptpubkey_address: z.string().max(100).optional(),
  value: Sats,
});

const Input = z.object({
  txid: Hex64,
  vout: Count,
  is_coinbase: z.boolean(),
  prevout: Output.nullable(),
});

export const EsploraTx = z.object({
  txid: Hex64,
  version: z.number().int(),
  locktime: Count,
  size: Count,
  weight: Count,
  fee: Sats,
  vin: z.array(Input),
  vout: z.array(Output),
  status: Status,
});
export type EsploraTx = z.infer<typeof EsploraTx>;

const AddressStats = z.object({
  funded_txo_count: Count,
  funded_txo_sum: Sats,
  spent_txo_count: Count,
  spent_txo_sum: Sats,
  tx_count: Count,
});

export const EsploraAddress = z.object({
  address: z.string().max(100),
  chain_stats: AddressStats,
  mempool_stats: AddressStats,
});
export type EsploraAddress = z.infer<typeof EsploraAddress>;

export const EsploraBlock = z.object({
  id: Hex64,
  height: Count,
  version: z.number().int(),
  timestamp: Count,
  tx_count: Count,
  size: Count,
  weight: Count,
  merkle_root: Hex64,
  previousblockhash: Hex64.nullable().optional(),
  mediantime: Count.optional(),
  nonce: Count,
  bits: Count,
  difficulty: z.number().nonnegative(),
});
export type EsploraBlock = z.infer<typeof EsploraBlock>;

const TxList = z.array(EsploraTx).max(100);

/** `GET /fee-estimates`: confirmation target in blocks → sat/vB (targets 1–25, 144, 504 and 1008). */
const FeeEstimates = z
  .record(z.string().regex(/^\d{1,4}$/), z.number().nonnegative().max(1_000_000))
  .refine((estimates) => Object.keys(estimates).length <= 100, "too many targets");
/** Fee rates move with every block (~10 minutes) and every mempool change; a minute is fresh enough. */
const FEE_FRESH_MS = 60_000;
const Height = Count;
const BlockHash = Hex64;

function baseUrl(): string {
  const url = env().BTC_EXPLORER_URL;
  if (!url) throw new ChainSourceError("unconfigured", `${SOURCE} ayarlanmamış (BTC_EXPLORER_URL).`);
  return url.replace(/\/+$/, "");
}

/** GET one Esplora path; `notFound` is the Turkish message for a 404. Plain-text answers are read as JSON numbers or strings. */
async function get(path: string, notFound: string, text = false): Promise<unknown> {
  const { status, text: body } = await btc.fetch(`${baseUrl()}${path}`, {
    headers: { Accept: text ? "text/plain" : "application/json" },
    maxBytes: MAX_BYTES,
  });
  if (status === 404) throw new ChainSourceError("not-found", notFound);
  if (status === 400) throw new ChainSourceError("rejected", `${SOURCE} bu sorguyu kabul etmedi (başka bir ağa ait olabilir).`);
  if (status !== 200) throw btc.statusError(status);
  if (!text) return btc.json(body);
  const trimmed = body.trim();
  return /^\d{1,10}$/.test(trimmed) ? Number(trimmed) : trimmed;
}

const blockTimeMs = (status: z.infer<typeof Status>) => (status.confirmed && status.block_time ? status.block_time * 1000 : null);

export function getBtcAddress(address: string): Promise<Sourced<EsploraAddress>> {
  return btc.cached({
    key: `btc:address:${address}`,
    schema: EsploraAddress,
    fetch: () => get(`/address/${encodeURIComponent(address)}`, "Adres bulunamadı."),
    ttl: () => SHORT_TTL_MS,
  });
}

/** The address's latest transactions: unconfirmed ones first, then up to 25 confirmed. */
export function getBtcAddressTxs(address: string): Promise<Sourced<EsploraTx[]>> {
  return btc.cached({
    key: `btc:address-txs:${address}`,
    schema: TxList,
    fetch: () => get(`/address/${encodeURIComponent(address)}/txs`, "Adres bulunamadı."),
    ttl: () => SHORT_TTL_MS,
  });
}

export function getBtcTx(txid: string): Promise<Sourced<EsploraTx>> {
  return btc.cached({
    key: `btc:tx:${txid}`,
    schema: EsploraTx,
    fetch: () => get(`/tx/${txid}`, "Bu kimlikte bir Bitcoin işlemi bulunamadı."),
    ttl: (tx) => ttlForBlockTime(blockTimeMs(tx.status)),
  });
}

export function getBtcBlock(hash: string): Promise<Sourced<EsploraBlock>> {
  return btc.cached({
    key: `btc:block:${hash}`,
    schema: EsploraBlock,
    fetch: () => get(`/block/${hash}`, "Bu karmada bir Bitcoin bloğu bulunamadı."),
    ttl: (block) => ttlForBlockTime(block.timestamp * 1000),
  });
}

/** The first page (25) of a block's transactions. */
export function getBtcBlockTxs(hash: string): Promise<Sourced<EsploraTx[]>> {
  return btc.cached({
    key: `btc:block-txs:${hash}`,
    schema: TxList,
    fetch: () => get(`/block/${hash}/txs`, "Bu karmada bir Bitcoin bloğu bulunamadı."),
    ttl: (txs) => ttlForBlockTime(txs[0] ? blockTimeMs(txs[0].status) : null),
  });
}

export function getBtcBlockHash(height: number): Promise<Sourced<string>> {
  return btc.cached({
    key: `btc:block-height:${height}`,
    schema: BlockHash,
    fetch: () => get(`/block-height/${height}`, `${height} yüksekliğinde bir Bitcoin bloğu bulunamadı.`, true),
    ttl: () => SHORT_TTL_MS,
  });
}

export function getBtcTipHeight(): Promise<Sourced<number>> {
  return btc.cached({
    key: "btc:tip-height",
    schema: Height,
    fetch: () => get("/blocks/tip/height", "Zincirin son bloğu bulunamadı.", true),
    ttl: () => SHORT_TTL_MS,
  });
}

/** Fee rates by confirmation target, labelled live or stale with the cause. */
export function getBtcFeeEstimates(): Promise<SourceResult<BtcFeeEstimates>> {
  return btc.labelled({
    key: "btc:fee-estimates",
    schema: FeeEstimates,
    label: "Bitcoin ücret tahmini",
    fetch: () => get("/fee-estimates", "Ücret tahmini bulunamadı."),
    freshMs: FEE_FRESH_MS,
  });
}
