import { z } from "~/lib/zod";
import { env } from "~/server/env.server";
import {
  cachedChainCall,
  ChainSourceError,
  fetchLimited,
  parseJson,
  SHORT_TTL_MS,
  ttlForBlockTime,
  type Sourced,
} from "~/services/chain-source.server";

/** The Ethereum chain source: any node speaking the standard JSON-RPC 2.0 API. */

const SOURCE = "Ethereum düğümü";
const MAX_BYTES = 2 * 1024 * 1024;
/** A new block comes every 12 seconds; the tip is what confirmations are counted from. */
const TIP_TTL_MS = 12_000;
/** A mined transaction's fields no longer change; only its confirmations grow. */
const MINED_TTL_MS = 60 * 60_000;

/** A JSON-RPC quantity: hex without leading zeros, at most 256 bits. */
const Quantity = z.string().regex(/^0x(0|[1-9a-f][0-9a-f]{0,63})$/i);
const Hash = z.string().regex(/^0x[0-9a-f]{64}$/i);
const Address = z.string().regex(/^0x[0-9a-f]{40}$/i);

export const EthTx = z.object({
  hash: Hash,
  blockHash: Hash.nullable(),
  blockNumber: Quantity.nullable(),
  transactionIndex: Quantity.nullable(),
  from: Address,
  // The execution-API spec leaves `to` out of a contract creation (Alloy-based clients do); null and absent are alike.
  to: Address.nullish().transform((to) => to ?? null),
  value: Quantity,
  gas: Quantity,
  gasPrice: Quantity.optional(),
  maxFeePerGas: Quantity.optional(),
  maxPriorityFeePerGas: Quantity.optional(),
  nonce: Quantity,
  // Call data can be tens of kilobytes; its size and first four bytes are what is shown.
  input: z.string().regex(/^0x([0-9a-f]{2})*$/i),
  type: Quantity.optional(),
});
export type EthTx = z.infer<typeof EthTx>;

export const EthReceipt = z.object({
  status: Quantity.optional(),
  gasUsed: Quantity,
  effectiveGasPrice: Quantity.optional(),
  contractAddress: Address.nullable().optional(),
  blockNumber: Quantity,
  // Token transfers are read from these (app/lib/chain/erc20.ts).
  logs: z.array(z.object({ address: Address, topics: z.array(z.string()), data: z.string() })),
});
export type EthReceipt = z.infer<typeof EthReceipt>;

export const EthBlock = z.object({
  number: Quantity,
  hash: Hash,
  parentHash: Hash,
  timestamp: Quantity,
  miner: Address,
  gasUsed: Quantity,
  gasLimit: Quantity,
  baseFeePerGas: Quantity.optional(),
  size: Quantity,
  transactions: z.array(Hash),
});
export type EthBlock = z.infer<typeof EthBlock>;

const ErrorEnvelope = z.object({ jsonrpc: z.literal("2.0"), error: z.object({ code: z.number(), message: z.string() }) });
const ResultEnvelope = z.object({ jsonrpc: z.literal("2.0"), result: z.unknown() });

let nextId = 1;

/** One JSON-RPC call; a `null` result is 'not found' with the given Turkish message. */
async function rpc(method: string, params: unknown[], notFound: string): Promise<unknown> {
  const url = env().ETH_RPC_URL;
  if (!url) throw new ChainSourceError("unconfigured", `${SOURCE} ayarlanmamış (ETH_RPC_URL).`);
  const { status, text } = await fetchLimited(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: nextId++, method, params }),
    sourceName: SOURCE,
    maxBytes: MAX_BYTES,
  });
  if (status !== 200) throw new ChainSourceError("unreachable", `${SOURCE} hata verdi (HTTP ${status}).`);
  const answer = parseJson(text, SOURCE);
  const failure = ErrorEnvelope.safeParse(answer);
  if (failure.success) {
    throw new ChainSourceError("rejected", `${SOURCE} sorguyu reddetti: ${failure.data.error.message.slice(0, 200)}`);
  }
  const envelope = ResultEnvelope.safeParse(answer);
  if (!envelope.success || envelope.data.result === undefined) {
    throw new ChainSourceError("garbage", `${SOURCE} anlaşılmayan bir yanıt verdi; bu yanıt gösterilmedi.`);
  }
  if (envelope.data.result === null) throw new ChainSourceError("not-found", notFound);
  return envelope.data.result;
}

const toQuantity = (n: number) => `0x${n.toString(16)}`;

export function getEthBalance(address: string): Promise<Sourced<string>> {
  const lower = address.toLowerCase();
  return cachedChainCall({
    key: `eth:balance:${lower}`,
    schema: Quantity,
    sourceName: SOURCE,
    fetch: () => rpc("eth_getBalance", [lower, "latest"], "Adres bulunamadı."),
    ttl: () => SHORT_TTL_MS,
  });
}

/** How many transactions the address has sent (its nonce). */
export function getEthTransactionCount(address: string): Promise<Sourced<string>> {
  const lower = address.toLowerCase();
  return cachedChainCall({
    key: `eth:nonce:${lower}`,
    schema: Quantity,
    sourceName: SOURCE,
    fetch: () => rpc("eth_getTransactionCount", [lower, "latest"], "Adres bulunamadı."),
    ttl: () => SHORT_TTL_MS,
  });
}

export function getEthTx(hash: string): Promise<Sourced<EthTx>> {
  const lower = hash.toLowerCase();
  return cachedChainCall({
    key: `eth:tx:${lower}`,
    schema: EthTx,
    sourceName: SOURCE,
    fetch: () => rpc("eth_getTransactionByHash", [lower], "Bu karmada bir Ethereum işlemi bulunamadı."),
    ttl: (tx) => (tx.blockNumber ? MINED_TTL_MS : SHORT_TTL_MS),
  });
}

export function getEthReceipt(hash: string): Promise<Sourced<EthReceipt>> {
  const lower = hash.toLowerCase();
  return cachedChainCall({
    key: `eth:receipt:${lower}`,
    schema: EthReceipt,
    sourceName: SOURCE,
    fetch: () => rpc("eth_getTransactionReceipt", [lower], "İşlemin makbuzu henüz yok (işlem bloğa girmemiş)."),
    ttl: () => MINED_TTL_MS,
  });
}

const blockTtl = (block: EthBlock) => ttlForBlockTime(Number(BigInt(block.timestamp)) * 1000);

export function getEthBlockByNumber(number: number): Promise<Sourced<EthBlock>> {
  return cachedChainCall({
    key: `eth:block:${number}`,
    schema: EthBlock,
    sourceName: SOURCE,
    fetch: () => rpc("eth_getBlockByNumber", [toQuantity(number), false], `${number} numaralı bir Ethereum bloğu bulunamadı.`),
    ttl: blockTtl,
  });
}

export function getEthBlockByHash(hash: string): Promise<Sourced<EthBlock>> {
  const lower = hash.toLowerCase();
  return cachedChainCall({
    key: `eth:block-hash:${lower}`,
    schema: EthBlock,
    sourceName: SOURCE,
    fetch: () => rpc("eth_getBlockByHash", [lower, false], "Bu karmada bir Ethereum bloğu bulunamadı."),
    ttl: blockTtl,
  });
}

export function getEthBlockNumber(): Promise<Sourced<string>> {
  return cachedChainCall({
    key: "eth:block-number",
    schema: Quantity,
    sourceName: SOURCE,
    fetch: () => rpc("eth_blockNumber", [], "Zincirin son bloğu bulunamadı."),
    ttl: () => TIP_TTL_MS,
  });
}
