import http from "node:http";
import type { AddressInfo } from "node:net";
import type { FakeMode } from "./esplora-server";

/**
 * A stand-in for an Ethereum node's JSON-RPC 2.0 API on 127.0.0.1: hex quantities, `null` for
 * what the chain does not hold, error objects for unknown methods and bad parameters.
 */

export const ETH_TIP = 21_000_000;
/** EIP-55's first mixed-case example. */
export const ETH_ADDRESS = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
export const ETH_RECIPIENT = "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359";
export const ETH_BALANCE_WEI = 1_500_000_000_000_000_000n;
export const ETH_NONCE = 42;
export const ETH_BLOCK_NUMBER = 20_999_990;
export const ETH_BLOCK_HASH = `0x${"ab12".repeat(16)}`;
export const ETH_TX_HASH = `0x${"5e7d".repeat(16)}`;
const BLOCK_TIME = 1_763_800_000;

const q = (n: number | bigint) => `0x${n.toString(16)}`;

export const ethTx = {
  hash: ETH_TX_HASH,
  blockHash: ETH_BLOCK_HASH,
  blockNumber: q(ETH_BLOCK_NUMBER),
  transactionIndex: "0x0",
  from: ETH_ADDRESS.toLowerCase(),
  to: ETH_RECIPIENT.toLowerCase(),
  value: q(250_000_000_000_000_000n),
  gas: q(21_000),
  gasPrice: q(20_000_000_000),
  maxFeePerGas: q(30_000_000_000),
  maxPriorityFeePerGas: q(1_000_000_000),
  nonce: q(41),
  input: "0x",
  type: "0x2",
  chainId: "0x1",
  v: "0x1",
  r: `0x${"11".repeat(32)}`,
  s: `0x${"22".repeat(32)}`,
};

export const ethReceipt = {
  transactionHash: ETH_TX_HASH,
  blockHash: ETH_BLOCK_HASH,
  blockNumber: q(ETH_BLOCK_NUMBER),
  from: ethTx.from,
  to: ethTx.to,
  status: "0x1",
  gasUsed: q(21_000),
  cumulativeGasUsed: q(21_000),
  effectiveGasPrice: q(20_000_000_000),
  contractAddress: null,
  logs: [],
  logsBloom: `0x${"0".repeat(512)}`,
  type: "0x2",
};

export const ethBlock = {
  number: q(ETH_BLOCK_NUMBER),
  hash: ETH_BLOCK_HASH,
  parentHash: `0x${"cd34".repeat(16)}`,
  timestamp: q(BLOCK_TIME),
  miner: `0x${"95".repeat(20)}`,
  gasUsed: q(21_000),
  gasLimit: q(30_000_000),
  baseFeePerGas: q(19_000_000_000),
  size: q(1_234),
  transactions: [ETH_TX_HASH],
  difficulty: "0x0",
  extraData: "0x",
  nonce: "0x0000000000000000",
};

type Result = { result: unknown } | { error: { code: number; message: string } };

// ---------------------------------------------------------------------------
// A USDT transfer: a call of the token contract's transfer(address,uint256) whose receipt holds
// one Transfer log of 1,250 USDT (1 250 000 000 units, 6 decimals), in a node's real shapes.

const USDT = "0xdac17f958d2ee523a2206206994597c13d831ec7";
export const ETH_TOKEN_TX_HASH = `0x${"70c3".repeat(16)}`;
const word = (hex: string) => hex.replace(/^0x/, "").padStart(64, "0");

export const ethTokenTx = {
  ...ethTx,
  hash: ETH_TOKEN_TX_HASH,
  to: USDT,
  value: "0x0",
  gas: q(65_000),
  input: `0xa9059cbb${word(ETH_RECIPIENT.toLowerCase())}${word(q(1_250_000_000))}`,
};

export const ethTokenReceipt = {
  ...ethReceipt,
  transactionHash: ETH_TOKEN_TX_HASH,
  to: USDT,
  gasUsed: q(46_109),
  logs: [
    {
      address: USDT,
      topics: [
        "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef",
        `0x${word(ETH_ADDRESS.toLowerCase())}`,
        `0x${word(ETH_RECIPIENT.toLowerCase())}`,
      ],
      data: `0x${word(q(1_250_000_000))}`,
      blockNumber: q(ETH_BLOCK_NUMBER),
      transactionHash: ETH_TOKEN_TX_HASH,
      transactionIndex: "0x1",
      blockHash: ETH_BLOCK_HASH,
      logIndex: "0x0",
      removed: false,
    },
  ],
};

function tokenAnswer(method: string, arg: string | null): Result | null {
  if (method === "eth_getTransactionByHash" && arg === ETH_TOKEN_TX_HASH) return { result: ethTokenTx };
  if (method === "eth_getTransactionReceipt" && arg === ETH_TOKEN_TX_HASH) return { result: ethTokenReceipt };
  return null;
}

// ---------------------------------------------------------------------------
// Token balances: `eth_call` of balanceOf(address) on a token contract answers one 32-byte word
// (go-ethereum's `eth_call` returns the call's raw return data as hex). ETH_ADDRESS holds
// 3,456.78 USDT (6 decimals) and 0.5 WBTC (8 decimals), and no other listed token.

export const ETH_USDT_BALANCE_UNITS = 3_456_780_000n;
const WBTC = "0x2260fac5e5542a773aa44fbcfedf7c193bc2c599";
export const ETH_WBTC_BALANCE_UNITS = 50_000_000n;
const BALANCE_OF = "0x70a08231";

function ethCall(params: unknown[]): Result {
  const call = params[0] as { to?: unknown; data?: unknown } | undefined;
  const to = typeof call?.to === "string" ? call.to.toLowerCase() : "";
  const data = typeof call?.data === "string" ? call.data.toLowerCase() : "";
  if (!data.startsWith(BALANCE_OF) || data.length !== 2 + 8 + 64) return { error: { code: -32000, message: "execution reverted" } };
  const holder = `0x${data.slice(-40)}`;
  const held =
    holder === ETH_ADDRESS.toLowerCase() ? (to === USDT ? ETH_USDT_BALANCE_UNITS : to === WBTC ? ETH_WBTC_BALANCE_UNITS : 0n) : 0n;
  return { result: `0x${word(q(held))}` };
}

// ---------------------------------------------------------------------------
// Fees, in the execution-API spec's shapes (ethereum/execution-apis, eth_feeHistory and
// eth_gasPrice; go-ethereum's FeeHistory result): `baseFeePerGas` holds one entry more than the
// blocks asked (the next block's base fee), `gasUsedRatio` one float per block, `reward` per block
// the priority fee at each asked percentile, all quantities in hex.
// The next block's base fee is 20 gwei; the tips are 1, 2 and 5 gwei at the 10th, 50th and 90th
// percentile in every block but the newest, a bidding war at ten times that (the median ignores it).

export const ETH_NEXT_BASE_FEE = 20_000_000_000n;
export const ETH_GAS_PRICE = 22_000_000_000n;
const GWEI = 1_000_000_000n;

function tipAt(percentile: number): bigint {
  return percentile <= 25 ? 1n * GWEI : percentile <= 75 ? 2n * GWEI : 5n * GWEI;
}

function feeHistory(params: unknown[]): Result {
  const asked = typeof params[0] === "string" ? Number(BigInt(params[0])) : Number(params[0]);
  const percentiles = Array.isArray(params[2]) ? (params[2] as number[]) : [];
  if (!Number.isInteger(asked) || asked < 1 || asked > 1024) return { error: { code: -32602, message: "invalid block count" } };
  const blocks = Math.min(asked, 1024);
  const baseFees = Array.from({ length: blocks + 1 }, (_, i) => ETH_NEXT_BASE_FEE - BigInt(blocks - i) * 100_000_000n);
  return {
    result: {
      oldestBlock: q(ETH_TIP - blocks + 1),
      baseFeePerGas: baseFees.map(q),
      gasUsedRatio: Array.from({ length: blocks }, (_, i) => (i % 2 ? 0.62 : 0.41)),
      reward: Array.from({ length: blocks }, (_, i) => percentiles.map((p) => q(tipAt(p) * (i === blocks - 1 ? 10n : 1n)))),
    },
  };
}

function answer(method: string, params: unknown[]): Result {
  const arg = typeof params[0] === "string" ? params[0].toLowerCase() : null;
  const token = tokenAnswer(method, arg);
  if (token) return token;
  switch (method) {
    case "eth_call":
      return ethCall(params);
    case "eth_feeHistory":
      return feeHistory(params);
    case "eth_gasPrice":
      return { result: q(ETH_GAS_PRICE) };
    case "eth_blockNumber":
      return { result: q(ETH_TIP) };
    case "eth_getBalance":
      return { result: arg === ETH_ADDRESS.toLowerCase() ? q(ETH_BALANCE_WEI) : "0x0" };
    case "eth_getTransactionCount":
      return { result: arg === ETH_ADDRESS.toLowerCase() ? q(ETH_NONCE) : "0x0" };
    case "eth_getTransactionByHash":
      return { result: arg === ETH_TX_HASH ? ethTx : null };
    case "eth_getTransactionReceipt":
      return { result: arg === ETH_TX_HASH ? ethReceipt : null };
    case "eth_getBlockByNumber":
      return { result: arg === q(ETH_BLOCK_NUMBER) ? ethBlock : null };
    case "eth_getBlockByHash":
      return { result: arg === ETH_BLOCK_HASH ? ethBlock : null };
    default:
      return { error: { code: -32601, message: "the method does not exist/is not available" } };
  }
}

export interface FakeEthRpc {
  url: string;
  /** HTTP requests received (a batch is one). */
  hits(): number;
  /** The methods called so far, in order, those of a batch included. */
  methods(): string[];
  setMode(mode: FakeMode): void;
  /** Answer a batch with one error object, as a provider without batch support does. */
  refuseBatches(on: boolean): void;
  setDelay(ms: number): void;
  close(): Promise<void>;
}

export async function startFakeEthRpc(): Promise<FakeEthRpc> {
  let mode: FakeMode = "ok";
  let delay = 0;
  const called: string[] = [];
  let requests = 0;
  let batchesRefused = false;

  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      type Request = { id?: unknown; method?: unknown; params?: unknown };
      let parsed: Request | Request[] = {};
      try {
        parsed = JSON.parse(body) as Request | Request[];
      } catch {
        // answered below as a parse error
      }
      // A batch (JSON-RPC 2.0 §6): a list of requests, answered by a list in any order, matched by id.
      const batch = Array.isArray(parsed) ? parsed : null;
      const request = batch ? {} : (parsed as Request);
      const method = typeof request.method === "string" ? request.method : "";
      requests += 1;
      if (batch) called.push(...batch.map((item) => (typeof item.method === "string" ? item.method : "")));
      else called.push(method);
      if (mode === "timeout") return;
      setTimeout(() => {
        if (mode === "error") {
          res.writeHead(502, { "Content-Type": "text/plain" });
          res.end("Bad Gateway");
          return;
        }
        if (mode === "html") {
          res.writeHead(200, { "Content-Type": "text/html" });
          res.end("<html><body>Rate limited</body></html>");
          return;
        }
        if (batch && batchesRefused) {
          res.writeHead(200, { "Content-Type": "application/json" });
          res.end(JSON.stringify({ jsonrpc: "2.0", id: null, error: { code: -32600, message: "batch requests are not supported" } }));
          return;
        }
        if (batch && mode !== "garbage") {
          const replies = batch.map((item) => ({
            jsonrpc: "2.0",
            id: item.id ?? null,
            ...answer(typeof item.method === "string" ? item.method : "", Array.isArray(item.params) ? item.params : []),
          }));
          res.writeHead(200, { "Content-Type": "application/json" });
          // Reversed, as a node may answer a batch in any order.
          res.end(JSON.stringify(replies.reverse()));
          return;
        }
        const reply =
          mode === "garbage"
            ? { result: { balance: "a lot", hash: 7 } }
            : method
              ? answer(method, Array.isArray(request.params) ? request.params : [])
              : { error: { code: -32700, message: "Parse error" } };
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ jsonrpc: "2.0", id: request.id ?? null, ...reply }));
      }, delay);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/`,
    hits: () => requests,
    methods: () => [...called],
    setMode: (next) => (mode = next),
    refuseBatches: (on) => (batchesRefused = on),
    setDelay: (ms) => (delay = ms),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
