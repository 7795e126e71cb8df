import type { TokenHoldings } from "~/lib/chain/erc20";

/**
 * What the wallet analyzer and the blockchain explorer show: plain, already formatted values
 * made on the server from a chain source's answer, so the pages and their tests read the same text.
 */

/** An amount of coin with its value in dollars and lira, when the market snapshot has prices. */
export interface Money {
  amount: string;
  usd: string | null;
  try: string | null;
}

/** Where a page's chain data came from: fresh, or the last good answer while the source fails. */
export interface Freshness {
  source: "live" | "stale";
  fetchedAt: string;
}

/** The prices behind every Money on a page; null when only sample prices exist. */
export interface PriceInfo {
  source: "live" | "stale";
  updatedAt: string;
  btcUsd: number | null;
  ethUsd: number | null;
  usdTry: number | null;
}

export interface BtcTxRow {
  txid: string;
  time: string | null;
  confirmed: boolean;
  blockHeight: number | null;
  /** For an address: what the transaction changed its balance by (signed); otherwise the total sent. */
  amount: Money;
  fee: Money;
}

export interface BtcAddressView {
  chain: "btc";
  address: string;
  balance: Money;
  /** Unconfirmed change waiting in the mempool, signed; null when there is none. */
  pending: Money | null;
  received: Money;
  sent: Money;
  txCount: number;
  /** The latest transactions (unconfirmed first, then up to 25 confirmed). */
  txs: BtcTxRow[];
}

export interface EthAddressView {
  chain: "eth";
  address: string;
  balance: Money;
  /** Transactions sent from the address (its nonce); received ones are not counted by a node. */
  sentCount: number;
  /** Balances of the built-in token list (app/lib/chain/erc20.ts); null when the node could not be asked. */
  tokens: TokenHoldings | null;
}

export type AddressView = BtcAddressView | EthAddressView;

export interface BtcIo {
  address: string | null;
  /** Script type as Esplora names it (v0_p2wpkh, p2pkh, op_return...). */
  type: string;
  amount: Money | null;
  coinbase?: boolean;
  /** The transaction an input spends. */
  spends?: string;
}

export interface BtcTxView {
  chain: "btc";
  txid: string;
  confirmed: boolean;
  blockHeight: number | null;
  blockHash: string | null;
  time: string | null;
  confirmations: number | null;
  fee: Money;
  /** sat/vB */
  feeRate: string;
  size: number;
  vsize: number;
  totalOut: Money;
  inputs: BtcIo[];
  outputs: BtcIo[];
  /** Inputs and outputs beyond the ones listed. */
  moreInputs: number;
  moreOutputs: number;
}

export interface BtcBlockView {
  chain: "btc";
  hash: string;
  height: number;
  time: string;
  confirmations: number | null;
  txCount: number;
  size: number;
  weight: number;
  previousHash: string | null;
  merkleRoot: string;
  difficulty: string;
  /** The first page of its transactions. */
  txs: BtcTxRow[];
}

export interface EthTxView {
  chain: "eth";
  hash: string;
  pending: boolean;
  blockNumber: number | null;
  blockHash: string | null;
  time: string | null;
  confirmations: number | null;
  from: string;
  to: string | null;
  createdContract: string | null;
  value: Money;
  fee: Money | null;
  gasUsed: string | null;
  gasLimit: string;
  gasPrice: string | null;
  /** 'Başarılı' or 'Başarısız' once mined. */
  status: string | null;
  nonce: number;
  /** Call data: its size in bytes and, for a contract call, the four-byte method selector. */
  inputBytes: number;
  methodId: string | null;
  /** ERC-20 transfers of listed tokens in the receipt's logs: "1.250 USDT" from → to. */
  tokenTransfers: { symbol: string; amount: string; from: string; to: string }[];
}

export interface EthBlockView {
  chain: "eth";
  number: number;
  hash: string;
  parentHash: string;
  time: string;
  confirmations: number | null;
  miner: string;
  txCount: number;
  gasUsed: string;
  gasLimit: string;
  baseFee: string | null;
  size: number;
  /** The first transaction hashes of the block. */
  txs: string[];
}

export type ExplorerResult =
  | { type: "btc-tx"; tx: BtcTxView }
  | { type: "btc-block"; block: BtcBlockView }
  | { type: "btc-address"; address: BtcAddressView }
  | { type: "eth-tx"; tx: EthTxView }
  | { type: "eth-block"; block: EthBlockView }
  | { type: "eth-address"; address: EthAddressView };
