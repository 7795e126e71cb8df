import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for an Esplora REST API (Blockstream's `/api`) on 127.0.0.1, with a small fixed
 * chain: two blocks, three transactions and one address that received two payments.
 * Answers carry the real shapes, including fields the site does not read.
 */

export type FakeMode = "ok" | "garbage" | "html" | "timeout" | "error";

export const BTC_TIP_HEIGHT = 870_000;
/** BIP-173's P2WPKH example, lower case. */
export const BTC_ADDRESS = "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4";
export const BTC_SENDER = "bc1qvyq0cc6rahyvsazfdje0twl7ez82ndmuac2lhv";
/** A valid address the fake chain has never seen. */
export const BTC_EMPTY_ADDRESS = "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0";

const hex64 = (seed: string) => seed.repeat(64).slice(0, 64);

export const BTC_BLOCK = {
  id: `00000000000000000001${hex64("a1b2c3").slice(20)}`,
  height: 869_990,
  timestamp: 1_763_800_000,
};
export const BTC_OLD_BLOCK = {
  id: `00000000000000000002${hex64("d4e5f6").slice(20)}`,
  height: 869_000,
  timestamp: 1_763_200_000,
};
export const BTC_TXID = hex64("7e1");
export const BTC_OLD_TXID = hex64("0dd");
export const BTC_COINBASE_TXID = hex64("c0b");

function output(address: string, value: number, type = "v0_p2wpkh") {
  return {
    scriptpubkey: `0014${"ab".repeat(20)}`,
    scriptpubkey_asm: `OP_0 OP_PUSHBYTES_20 ${"ab".repeat(20)}`,
    scriptpubkey_type: type,
    scriptpubkey_address: address,
    value,
  };
}

function status(block: { id: string; height: number; timestamp: number }) {
  return { confirmed: true, block_height: block.height, block_hash: block.id, block_time: block.timestamp };
}

function tx(txid: string, vin: unknown[], vout: unknown[], fee: number, block: typeof BTC_BLOCK) {
  return { txid, version: 2, locktime: 0, vin, vout, size: 222, weight: 561, sigops: 1, fee, status: status(block) };
}

function input(txid: string, vout: number, prevout: unknown) {
  return { txid, vout, prevout, scriptsig: "", scriptsig_asm: "", witness: ["30440220", "02ab"], is_coinbase: false, sequence: 4294967293 };
}

export const btcTxs: Record<string, ReturnType<typeof tx>> = {
  [BTC_TXID]: tx(
    BTC_TXID,
    [input(hex64("9a"), 1, output(BTC_SENDER, 60_001_410))],
    [output(BTC_ADDRESS, 50_000_000), output(BTC_SENDER, 10_000_000)],
    1_410,
    BTC_BLOCK,
  ),
  [BTC_OLD_TXID]: tx(
    BTC_OLD_TXID,
    [input(hex64("8b"), 0, output(BTC_SENDER, 25_002_000))],
    [output(BTC_ADDRESS, 25_000_000)],
    2_000,
    BTC_OLD_BLOCK,
  ),
  [BTC_COINBASE_TXID]: tx(
    BTC_COINBASE_TXID,
    [
      {
        txid: "0".repeat(64),
        vout: 4294967295,
        prevout: null,
        scriptsig: "03",
        scriptsig_asm: "",
        is_coinbase: true,
        sequence: 4294967295,
      },
    ],
    [output(BTC_SENDER, 312_500_000)],
    0,
    BTC_BLOCK,
  ),
};

function block(b: typeof BTC_BLOCK, previous: string, txCount: number) {
  return {
    id: b.id,
    height: b.height,
    version: 536_870_912,
    timestamp: b.timestamp,
    tx_count: txCount,
    size: 1_500_000,
    weight: 3_990_000,
    merkle_root: hex64("3e"),
    previousblockhash: previous,
    mediantime: b.timestamp - 600,
    nonce: 123_456,
    bits: 386_043_996,
    difficulty: 102_289_407_543_323.8,
  };
}

export const btcBlocks: Record<string, { block: ReturnType<typeof block>; txids: string[] }> = {
  [BTC_BLOCK.id]: { block: block(BTC_BLOCK, hex64("99"), 2), txids: [BTC_COINBASE_TXID, BTC_TXID] },
  [BTC_OLD_BLOCK.id]: { block: block(BTC_OLD_BLOCK, hex64("98"), 1), txids: [BTC_OLD_TXID] },
};

const addressStats = {
  address: BTC_ADDRESS,
  chain_stats: { funded_txo_count: 2, funded_txo_sum: 75_000_000, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 2 },
  mempool_stats: { funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 },
};

/**
 * `GET /fee-estimates` in Esplora's shape (Blockstream/esplora API.md, "Fee estimates"): an object
 * of confirmation target in blocks ("1".."25", "144", "504", "1008") → fee rate in sat/vB, the
 * rate falling as the target grows. Whole and fractional rates as the real API gives them.
 */
export const btcFeeEstimates: Record<string, number> = {
  "1": 12,
  "2": 10.5,
  "3": 8.2,
  "4": 7.1,
  "5": 6.4,
  "6": 5.3,
  ...Object.fromEntries(Array.from({ length: 19 }, (_, i) => [String(i + 7), Math.round((5 - i * 0.15) * 1000) / 1000])),
  "144": 1.5,
  "504": 1.02,
  "1008": 1.0,
};

function route(path: string): { status: number; body: string; type: string } {
  const json = (value: unknown) => ({ status: 200, body: JSON.stringify(value), type: "application/json" });
  const text = (value: string, status = 200) => ({ status, body: value, type: "text/plain" });
  let m: RegExpMatchArray | null;
  if (path === "/blocks/tip/height") return text(String(BTC_TIP_HEIGHT));
  if (path === "/fee-estimates") return json(btcFeeEstimates);
  if ((m = path.match(/^\/block-height\/(\d+)$/))) {
    const found = Object.values(btcBlocks).find((b) => b.block.height === Number(m![1]));
    return found ? text(found.block.id) : text("Block not found", 404);
  }
  if ((m = path.match(/^\/block\/([0-9a-f]{64})(\/txs)?$/))) {
    const found = btcBlocks[m[1]];
    if (!found) return text("Block not found", 404);
    return json(m[2] ? found.txids.map((id) => btcTxs[id]) : found.block);
  }
  if ((m = path.match(/^\/tx\/([0-9a-f]{64})$/))) {
    const found = btcTxs[m[1]];
    return found ? json(found) : text("Transaction not found", 404);
  }
  if ((m = path.match(/^\/address\/([^/]+)(\/txs)?$/))) {
    const address = decodeURIComponent(m[1]);
    if (!/^(bc1|[13])[a-zA-HJ-NP-Z0-9]{20,90}$/.test(address)) return text("Invalid Bitcoin address", 400);
    if (address === BTC_ADDRESS) return json(m[2] ? [btcTxs[BTC_TXID], btcTxs[BTC_OLD_TXID]] : addressStats);
    const zero = { funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 };
    return json(m[2] ? [] : { address, chain_stats: zero, mempool_stats: zero });
  }
  return text("Not found", 404);
}

export interface FakeEsplora {
  /** The API root, as BTC_EXPLORER_URL takes it. */
  url: string;
  /** Requests received so far, with their paths. */
  hits(): number;
  paths(): string[];
  /** 'garbage': JSON of the wrong shape; 'html': an HTML page with 200; 'timeout': never answers; 'error': 500. */
  setMode(mode: FakeMode): void;
  setDelay(ms: number): void;
  close(): Promise<void>;
}

export async function startFakeEsplora(): Promise<FakeEsplora> {
  let mode: FakeMode = "ok";
  let delay = 0;
  const seen: string[] = [];

  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname.replace(/^\/api/, "");
    seen.push(path);
    if (mode === "timeout") return;
    setTimeout(() => {
      if (mode === "error") {
        res.writeHead(500, { "Content-Type": "text/plain" });
        res.end("Internal Server Error");
      } else if (mode === "html") {
        res.writeHead(200, { "Content-Type": "text/html" });
        res.end("<!doctype html><html><body><h1>Bakımdayız</h1></body></html>");
      } else if (mode === "garbage") {
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ txid: "not-a-txid", value: "lots", chain_stats: null }));
      } else {
        const answer = route(path);
        res.writeHead(answer.status, { "Content-Type": answer.type });
        res.end(answer.body);
      }
    }, delay);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/api`,
    hits: () => seen.length,
    paths: () => [...seen],
    setMode: (next) => (mode = next),
    setDelay: (ms) => (delay = ms),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
