import { balanceOfData, readBalance, TOKENS } from "~/lib/chain/erc20";
import { ETH_FEE_BLOCKS, ETH_FEE_PERCENTILES } from "~/lib/chain/fees";
import { z } from "~/lib/zod";
import { env } from "~/server/env.server";
import { chainSource, ChainSourceError, SHORT_TTL_MS, ttlForBlockTime, type Sourced } from "~/services/chain-source.server";
import type { SourceResult } from "~/services/outside/cached-source.server";

/** The Ethereum chain source: any node speaking the standard JSON-RPC 2.0 API. */

const SOURCE = "Ethereum düğümü";
const eth = chainSource(SOURCE);
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

/** POSTs a JSON-RPC request (one call or a batch) and reads the answer as JSON. */
async function post(body: unknown): Promise<unknown> {
  const url = env().ETH_RPC_URL;
  if (!url) throw new ChainSourceError("unconfigured", `${SOURCE} ayarlanmamış (ETH_RPC_URL).`);
  const { status, text } = await eth.fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
    maxBytes: MAX_BYTES,
  });
  if (status !== 200) throw eth.statusError(status);
  return eth.json(text);
}

/** One JSON-RPC call; a `null` result is 'not found' with the given Turkish message. */
async function rpc(method: string, params: unknown[], notFound: string): Promise<unknown> {
  const answer = await post({ jsonrpc: "2.0", id: nextId++, method, params });
  const failure = ErrorEnvelope.safeParse(answer);
  if (failure.success) {
    throw new ChainSourceError("rejected", `${SOURCE} sorguyu reddetti: ${failure.data.error.message.slice(0, 200)}`);
  }
  const envelope = ResultEnvelope.safeParse(answer);
  if (!envelope.success || envelope.data.result === undefined) {
    throw eth.garbage();
  }
  if (envelope.data.result === null) throw new ChainSourceError("not-found", notFound);
  return envelope.data.result;
}

const BatchItem = z.object({
  jsonrpc: z.literal("2.0"),
  id: z.number(),
  result: z.unknown().optional(),
  error: z.object({ code: z.number(), message: z.string() }).optional(),
});

/**
 * Several calls in one JSON-RPC 2.0 batch: one HTTP request, so one call of the source's budget.
 * The answers come back in any order and are matched by id; a call the node refused or left
 * unanswered is `undefined` in its place. A node that refuses batches answers one error object.
 */
async function rpcBatch(calls: ReadonlyArray<{ method: string; params: unknown[] }>): Promise<unknown[]> {
  const first = nextId;
  nextId += calls.length;
  const answer = await post(calls.map((call, index) => ({ jsonrpc: "2.0", id: first + index, method: call.method, params: call.params })));
  const refused = ErrorEnvelope.safeParse(answer);
  if (refused.success) {
    throw new ChainSourceError("rejected", `${SOURCE} toplu sorguyu reddetti: ${refused.data.error.message.slice(0, 200)}`);
  }
  const items = z.array(BatchItem).max(calls.length).safeParse(answer);
  if (!items.success) throw eth.garbage();
  const byId = new Map(items.data.map((item) => [item.id, item]));
  return calls.map((_, index) => {
    const item = byId.get(first + index);
    return item && !item.error && item.result !== null ? item.result : undefined;
  });
}

const toQuantity = (n: number) => `0x${n.toString(16)}`;

/** One quantity of an address at the latest block, kept a minute: `what` names it in the stored key. */
function addressQuantity(address: string, what: string, method: string): Promise<Sourced<string>> {
  const lower = address.toLowerCase();
  return eth.cached({
    key: `eth:${what}:${lower}`,
    schema: Quantity,
    fetch: () => rpc(method, [lower, "latest"], "Adres bulunamadı."),
    ttl: () => SHORT_TTL_MS,
  });
}

export function getEthBalance(address: string): Promise<Sourced<string>> {
  return addressQuantity(address, "balance", "eth_getBalance");
}

/** How many transactions the address has sent (its nonce). */
export function getEthTransactionCount(address: string): Promise<Sourced<string>> {
  return addressQuantity(address, "nonce", "eth_getTransactionCount");
}

export function getEthTx(hash: string): Promise<Sourced<EthTx>> {
  const lower = hash.toLowerCase();
  return eth.cached({
    key: `eth:tx:${lower}`,
    schema: EthTx,
    fetch: () => rpc("eth_getTransactionByHash", [lower], "Bu karmada bir Ethereum işlemi bulunamadı."),
    ttl: (tx) => (tx.blockNumber ? MINED_TTL_MS : SHORT_TTL_MS),
  });
}

export function getEthReceipt(hash: string): Promise<Sourced<EthReceipt>> {
  const lower = hash.toLowerCase();
  return eth.cached({
    key: `eth:receipt:${lower}`,
    schema: EthReceipt,
    fetch: () => rpc("eth_getTransactionReceipt", [lower], "İşlemin makbuzu henüz yok (işlem bloğa girmemiş)."),
    ttl: () => MINED_TTL_MS,
  });
}

const blockTtl = (block: EthBlock) => ttlForBlockTime(Number(BigInt(block.timestamp)) * 1000);

export function getEthBlockByNumber(number: number): Promise<Sourced<EthBlock>> {
  return eth.cached({
    key: `eth:block:${number}`,
    schema: EthBlock,
    fetch: () => rpc("eth_getBlockByNumber", [toQuantity(number), false], `${number} numaralı bir Ethereum bloğu bulunamadı.`),
    ttl: blockTtl,
  });
}

export function getEthBlockByHash(hash: string): Promise<Sourced<EthBlock>> {
  const lower = hash.toLowerCase();
  return eth.cached({
    key: `eth:block-hash:${lower}`,
    schema: EthBlock,
    fetch: () => rpc("eth_getBlockByHash", [lower, false], "Bu karmada bir Ethereum bloğu bulunamadı."),
    ttl: blockTtl,
  });
}

export function getEthBlockNumber(): Promise<Sourced<string>> {
  return eth.cached({
    key: "eth:block-number",
    schema: Quantity,
    fetch: () => rpc("eth_blockNumber", [], "Zincirin son bloğu bulunamadı."),
    ttl: () => TIP_TTL_MS,
  });
}

const Word = z.string().regex(/^0x[0-9a-f]{64}$/i);

/** An address's `balanceOf` answer per listed token (by contract address); null where the node did not answer one. */
export const TokenBalances = z.array(z.object({ token: Address, balance: Word.nullable() })).max(TOKENS.length);
export type TokenBalances = z.infer<typeof TokenBalances>;

/**
 * The address's balance of each token of the built-in list: one batch of `eth_call`s of
 * `balanceOf`, kept for a minute per address like the ETH balance.
 */
export function getEthTokenBalances(address: string): Promise<Sourced<TokenBalances>> {
  const lower = address.toLowerCase();
  return eth.cached({
    key: `eth:tokens:${lower}`,
    schema: TokenBalances,
    fetch: async () => {
      const results = await rpcBatch(
        TOKENS.map((token) => ({ method: "eth_call", params: [{ to: token.address, data: balanceOfData(lower) }, "latest"] })),
      );
      return TOKENS.map((token, index) => {
        const result = results[index];
        const balance = typeof result === "string" ? readBalance(result) : null;
        return { token: token.address, balance: balance === null ? null : `0x${balance.toString(16).padStart(64, "0")}` };
      });
    },
    ttl: () => SHORT_TTL_MS,
  });
}

/** `eth_feeHistory`'s answer: quantities in hex; `baseFeePerGas` one longer than the blocks (the next block's). */
const FeeHistory = z.object({
  oldestBlock: Quantity,
  baseFeePerGas: z.array(Quantity).min(1).max(1025),
  gasUsedRatio: z.array(z.number()).max(1024),
  reward: z.array(z.array(Quantity).max(ETH_FEE_PERCENTILES.length)).max(1024).optional(),
});

export const EthFeeData = z.object({ history: FeeHistory, gasPrice: Quantity.nullable() });
export type EthFeeData = z.infer<typeof EthFeeData>;

/** A new block every 12 seconds moves the base fee by at most 12.5 %; a minute is fresh enough for an estimate. */
const FEE_FRESH_MS = 60_000;

/** The recent blocks' base fees and priority fees, and the node's suggested gas price, in one batch. */
export function getEthFees(): Promise<SourceResult<EthFeeData>> {
  return eth.labelled({
    key: "eth:fees",
    schema: EthFeeData,
    label: "Ethereum ücret tahmini",
    fetch: async () => {
      const feeHistory = { method: "eth_feeHistory", params: [toQuantity(ETH_FEE_BLOCKS), "latest", [...ETH_FEE_PERCENTILES]] };
      const [history, gasPrice] = await rpcBatch([feeHistory, { method: "eth_gasPrice", params: [] }]).catch((error: unknown) => {
        // A node without batches still gives the history in a plain call; the suggested gas price is then left out.
        if (!(error instanceof ChainSourceError && error.reason === "rejected")) throw error;
        return Promise.all([rpc(feeHistory.method, feeHistory.params, `${SOURCE} ücret geçmişini vermedi.`), undefined]);
      });
      if (history === undefined) throw new ChainSourceError("rejected", `${SOURCE} ücret geçmişini (eth_feeHistory) vermedi.`);
      return { history, gasPrice: gasPrice ?? null };
    },
    freshMs: FEE_FRESH_MS,
  });
}
