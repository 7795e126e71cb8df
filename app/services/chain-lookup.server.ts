import { toChecksumAddress, type ValidAddress } from "~/lib/chain/address";
import { btcFromSats, ethFromWei, formatBtc, formatEth, formatGwei, formatInteger, hexToBigInt, hexToNumber } from "~/lib/chain/amounts";
import type { ExplorerTarget } from "~/lib/chain/query";
import { decodeTransfers, formatTokenAmount, tokenHoldings } from "~/lib/chain/erc20";
import type {
  AddressView,
  BtcAddressView,
  BtcBlockView,
  BtcTxRow,
  BtcTxView,
  EthAddressView,
  EthBlockView,
  EthTxView,
  ExplorerResult,
  Freshness,
  Money,
  PriceInfo,
} from "~/lib/chain/views";
import { formatTry, formatUsd } from "~/lib/market/format";
import { ChainSourceError, type Sourced } from "~/services/chain-source.server";
import * as esplora from "~/services/esplora.server";
import type { EsploraTx } from "~/services/esplora.server";
import * as eth from "~/services/eth-rpc.server";
import { getMarket } from "~/services/market.server";
import { formatNumber } from "~/lib/format";

/**
 * Turns the chain sources' answers into what the wallet analyzer and the explorer show:
 * amounts with their dollar and lira value, confirmations counted from the tip, and one
 * freshness label for the whole answer.
 */

export type Outcome<T> = { ok: true; value: T; freshness: Freshness } | { ok: false; status: 400 | 404 | 503; message: string };

/** Prices from the market snapshot; none when it only has sample prices, so no made-up value is shown. */
export async function chainPrices(): Promise<PriceInfo | null> {
  const market = await getMarket().catch(() => null);
  if (!market || market.source === "demo") return null;
  const price = (symbol: string) => market.coins.find((coin) => coin.symbol === symbol)?.lastPrice ?? null;
  return { source: market.source, updatedAt: market.updatedAt, btcUsd: price("BTCUSDT"), ethUsd: price("ETHUSDT"), usdTry: market.usdTry };
}

/** Collects the freshness of every answer a view is made of: stale if any part is, as old as the oldest. */
class Tracker {
  private parts: Freshness[] = [];
  take<T>(sourced: Sourced<T>): T {
    this.parts.push({ source: sourced.source, fetchedAt: sourced.fetchedAt });
    return sourced.data;
  }
  /** An optional part (the tip, for confirmations): its failure leaves the value unknown. */
  async optional<T>(promise: Promise<Sourced<T>>): Promise<T | null> {
    return promise.then((sourced) => this.take(sourced)).catch(() => null);
  }
  freshness(): Freshness {
    if (this.parts.length === 0) return { source: "live", fetchedAt: new Date().toISOString() };
    const oldest = this.parts.reduce((a, b) => (a.fetchedAt <= b.fetchedAt ? a : b));
    return { source: this.parts.some((p) => p.source === "stale") ? "stale" : "live", fetchedAt: oldest.fetchedAt };
  }
}

function valued(amount: string, coins: number, usdPrice: number | null | undefined, prices: PriceInfo | null): Money {
  // Nothing is worth nothing: "0 BTC" needs no "$0,00000000" beside it.
  if (!prices || !usdPrice || coins === 0) return { amount, usd: null, try: null };
  const usd = coins * usdPrice;
  return { amount, usd: formatUsd(usd), try: prices.usdTry ? formatTry(usd, prices.usdTry) : null };
}

const btcMoney = (sats: number, prices: PriceInfo | null, signed = false) =>
  valued(`${signed && sats > 0 ? "+" : ""}${formatBtc(sats)}`, btcFromSats(sats), prices?.btcUsd, prices);

const ethMoney = (wei: bigint, prices: PriceInfo | null) => valued(formatEth(wei), ethFromWei(wei), prices?.ethUsd, prices);

/** A node writes addresses in lower case; people read and compare them in their EIP-55 form. */
const checksummed = (address: string) => toChecksumAddress(address.slice(2));

const isoFromSeconds = (seconds: number) => new Date(seconds * 1000).toISOString();

function failure(error: unknown): Outcome<never> {
  if (!(error instanceof ChainSourceError)) throw error;
  if (error.reason === "not-found") return { ok: false, status: 404, message: error.message };
  if (error.reason === "rejected") return { ok: false, status: 400, message: error.message };
  return { ok: false, status: 503, message: error.message };
}

async function attempt<T>(build: (tracker: Tracker) => Promise<T>): Promise<Outcome<T>> {
  const tracker = new Tracker();
  try {
    const value = await build(tracker);
    return { ok: true, value, freshness: tracker.freshness() };
  } catch (error) {
    return failure(error);
  }
}

// --- Bitcoin ---------------------------------------------------------------------------------

const LISTED_IO = 50;

function btcTxRow(tx: EsploraTx, prices: PriceInfo | null, forAddress?: string): BtcTxRow {
  const amount = forAddress
    ? tx.vout.filter((o) => o.scriptpubkey_address === forAddress).reduce((sum, o) => sum + o.value, 0) -
      tx.vin.filter((i) => i.prevout?.scriptpubkey_address === forAddress).reduce((sum, i) => sum + (i.prevout?.value ?? 0), 0)
    : tx.vout.reduce((sum, o) => sum + o.value, 0);
  return {
    txid: tx.txid,
    time: tx.status.block_time ? isoFromSeconds(tx.status.block_time) : null,
    confirmed: tx.status.confirmed,
    blockHeight: tx.status.block_height ?? null,
    amount: btcMoney(amount, prices, Boolean(forAddress)),
    fee: btcMoney(tx.fee, prices),
  };
}

const confirmationsAt = (height: number | null | undefined, tip: number | null) =>
  height === null || height === undefined ? 0 : tip === null ? null : Math.max(tip - height + 1, 1);

async function btcAddressView(address: string, prices: PriceInfo | null, t: Tracker): Promise<BtcAddressView> {
  const [info, txs] = await Promise.all([esplora.getBtcAddress(address), esplora.getBtcAddressTxs(address)]);
  const { chain_stats: chain, mempool_stats: mempool } = t.take(info);
  const pending = mempool.funded_txo_sum - mempool.spent_txo_sum;
  return {
    chain: "btc",
    address,
    balance: btcMoney(chain.funded_txo_sum - chain.spent_txo_sum, prices),
    pending: pending ? btcMoney(pending, prices, true) : null,
    received: btcMoney(chain.funded_txo_sum, prices),
    sent: btcMoney(chain.spent_txo_sum, prices),
    txCount: chain.tx_count + mempool.tx_count,
    txs: t.take(txs).map((tx) => btcTxRow(tx, prices, address)),
  };
}

async function btcTxView(txid: string, prices: PriceInfo | null, t: Tracker): Promise<BtcTxView> {
  const tx = t.take(await esplora.getBtcTx(txid));
  const tip = tx.status.confirmed ? await t.optional(esplora.getBtcTipHeight()) : null;
  const vsize = Math.ceil(tx.weight / 4);
  return {
    chain: "btc",
    txid: tx.txid,
    confirmed: tx.status.confirmed,
    blockHeight: tx.status.block_height ?? null,
    blockHash: tx.status.block_hash ?? null,
    time: tx.status.block_time ? isoFromSeconds(tx.status.block_time) : null,
    confirmations: confirmationsAt(tx.status.confirmed ? tx.status.block_height : null, tip),
    fee: btcMoney(tx.fee, prices),
    feeRate: `${formatNumber(tx.fee / vsize, 1)} sat/vB`,
    size: tx.size,
    vsize,
    totalOut: btcMoney(
      tx.vout.reduce((sum, o) => sum + o.value, 0),
      prices,
    ),
    inputs: tx.vin.slice(0, LISTED_IO).map((input) => ({
      address: input.prevout?.scriptpubkey_address ?? null,
      type: input.is_coinbase ? "coinbase" : (input.prevout?.scriptpubkey_type ?? "bilinmiyor"),
      amount: input.prevout ? btcMoney(input.prevout.value, prices) : null,
      coinbase: input.is_coinbase,
      spends: input.is_coinbase ? undefined : input.txid,
    })),
    outputs: tx.vout.slice(0, LISTED_IO).map((output) => ({
      address: output.scriptpubkey_address ?? null,
      type: output.scriptpubkey_type,
      amount: btcMoney(output.value, prices),
    })),
    moreInputs: Math.max(tx.vin.length - LISTED_IO, 0),
    moreOutputs: Math.max(tx.vout.length - LISTED_IO, 0),
  };
}

async function btcBlockView(hash: string, prices: PriceInfo | null, t: Tracker): Promise<BtcBlockView> {
  const block = t.take(await esplora.getBtcBlock(hash));
  const [txs, tip] = await Promise.all([esplora.getBtcBlockTxs(hash), t.optional(esplora.getBtcTipHeight())]);
  return {
    chain: "btc",
    hash: block.id,
    height: block.height,
    time: isoFromSeconds(block.timestamp),
    confirmations: confirmationsAt(block.height, tip),
    txCount: block.tx_count,
    size: block.size,
    weight: block.weight,
    previousHash: block.previousblockhash ?? null,
    merkleRoot: block.merkle_root,
    difficulty: formatInteger(Math.round(block.difficulty)),
    txs: t.take(txs).map((tx) => btcTxRow(tx, prices)),
  };
}

// --- Ethereum --------------------------------------------------------------------------------

async function ethAddressView(address: string, prices: PriceInfo | null, t: Tracker): Promise<EthAddressView> {
  // Token balances are a third call (one batch); when it fails the page says so and keeps the rest.
  const [balance, nonce, tokens] = await Promise.all([
    eth.getEthBalance(address),
    eth.getEthTransactionCount(address),
    t.optional(eth.getEthTokenBalances(address)),
  ]);
  return {
    chain: "eth",
    address,
    balance: ethMoney(hexToBigInt(t.take(balance)), prices),
    sentCount: hexToNumber(t.take(nonce)),
    tokens: tokens ? tokenHoldings(tokens) : null,
  };
}

async function ethTxView(hash: string, prices: PriceInfo | null, t: Tracker): Promise<EthTxView> {
  const tx = t.take(await eth.getEthTx(hash));
  const mined = tx.blockNumber !== null && tx.blockHash !== null;
  const [receipt, block, tip] = mined
    ? await Promise.all([
        t.optional(eth.getEthReceipt(hash)),
        t.optional(eth.getEthBlockByHash(tx.blockHash!)),
        t.optional(eth.getEthBlockNumber()),
      ])
    : [null, null, null];
  const gasPrice = receipt?.effectiveGasPrice ?? tx.gasPrice;
  const blockNumber = tx.blockNumber ? hexToNumber(tx.blockNumber) : null;
  return {
    chain: "eth",
    hash: tx.hash,
    pending: !mined,
    blockNumber,
    blockHash: tx.blockHash,
    time: block ? isoFromSeconds(hexToNumber(block.timestamp)) : null,
    confirmations: confirmationsAt(blockNumber, tip ? hexToNumber(tip) : null),
    from: checksummed(tx.from),
    to: tx.to ? checksummed(tx.to) : null,
    createdContract: receipt?.contractAddress ? checksummed(receipt.contractAddress) : null,
    value: ethMoney(hexToBigInt(tx.value), prices),
    fee: receipt && gasPrice ? ethMoney(hexToBigInt(receipt.gasUsed) * hexToBigInt(gasPrice), prices) : null,
    gasUsed: receipt ? formatInteger(hexToBigInt(receipt.gasUsed)) : null,
    gasLimit: formatInteger(hexToBigInt(tx.gas)),
    gasPrice: gasPrice ? formatGwei(hexToBigInt(gasPrice)) : null,
    status: receipt?.status ? (receipt.status === "0x1" ? "Başarılı" : "Başarısız") : null,
    nonce: hexToNumber(tx.nonce),
    inputBytes: (tx.input.length - 2) / 2,
    methodId: tx.input.length >= 10 ? tx.input.slice(0, 10) : null,
    tokenTransfers: decodeTransfers(receipt?.logs ?? []).map((transfer) => ({
      symbol: transfer.token.symbol,
      amount: formatTokenAmount(transfer.amount),
      from: checksummed(transfer.from),
      to: checksummed(transfer.to),
    })),
  };
}

const LISTED_BLOCK_TXS = 25;

async function ethBlockView(sourced: Promise<Sourced<eth.EthBlock>>, t: Tracker): Promise<EthBlockView> {
  const block = t.take(await sourced);
  const tip = await t.optional(eth.getEthBlockNumber());
  const number = hexToNumber(block.number);
  return {
    chain: "eth",
    number,
    hash: block.hash,
    parentHash: block.parentHash,
    time: isoFromSeconds(hexToNumber(block.timestamp)),
    confirmations: confirmationsAt(number, tip ? hexToNumber(tip) : null),
    miner: checksummed(block.miner),
    txCount: block.transactions.length,
    gasUsed: formatInteger(hexToBigInt(block.gasUsed)),
    gasLimit: formatInteger(hexToBigInt(block.gasLimit)),
    baseFee: block.baseFeePerGas ? formatGwei(hexToBigInt(block.baseFeePerGas)) : null,
    size: hexToNumber(block.size),
    txs: block.transactions.slice(0, LISTED_BLOCK_TXS),
  };
}

// --- What the pages ask ----------------------------------------------------------------------

/** The wallet analyzer's chain data for a valid address. */
export function analyzeAddress(address: ValidAddress & { chain: "btc" | "eth" }, prices: PriceInfo | null): Promise<Outcome<AddressView>> {
  return attempt<AddressView>((t) =>
    address.chain === "btc" ? btcAddressView(address.address, prices, t) : ethAddressView(address.address, prices, t),
  );
}

const isNotFound = (error: unknown) => error instanceof ChainSourceError && error.reason === "not-found";

/** The explorer's lookup of a classified query. */
export function lookUp(
  target: Exclude<ExplorerTarget, { kind: "empty" | "invalid" | "ambiguous-number" }>,
  prices: PriceInfo | null,
): Promise<Outcome<ExplorerResult>> {
  return attempt(async (t): Promise<ExplorerResult> => {
    switch (target.kind) {
      case "btc-address":
        return { type: "btc-address", address: await btcAddressView(target.address, prices, t) };
      case "btc-height": {
        const hash = t.take(await esplora.getBtcBlockHash(target.height));
        return { type: "btc-block", block: await btcBlockView(hash, prices, t) };
      }
      case "btc-hash":
        // A transaction id and a block hash look alike; the transaction is the likelier search.
        try {
          return { type: "btc-tx", tx: await btcTxView(target.hash, prices, t) };
        } catch (error) {
          if (!isNotFound(error)) throw error;
          return { type: "btc-block", block: await btcBlockView(target.hash, prices, t).catch(notFoundEither) };
        }
      case "eth-address":
        return { type: "eth-address", address: await ethAddressView(target.address, prices, t) };
      case "eth-block":
        return { type: "eth-block", block: await ethBlockView(eth.getEthBlockByNumber(target.number), t) };
      case "eth-hash":
        try {
          return { type: "eth-tx", tx: await ethTxView(target.hash, prices, t) };
        } catch (error) {
          if (!isNotFound(error)) throw error;
          return { type: "eth-block", block: await ethBlockView(eth.getEthBlockByHash(target.hash), t).catch(notFoundEither) };
        }
    }
  });
}

function notFoundEither(error: unknown): never {
  if (isNotFound(error)) throw new ChainSourceError("not-found", "Bu karmayla ne bir işlem ne de bir blok bulunamadı.");
  throw error;
}
