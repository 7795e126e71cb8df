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

function answer(method: string, params: unknown[]): Result {
  const arg = typeof params[0] === "string" ? params[0].toLowerCase() : null;
  const token = tokenAnswer(method, arg);
  if (token) return token;
  switch (method) {
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
  hits(): number;
  /** The methods called so far, in order. */
  methods(): string[];
  setMode(mode: FakeMode): void;
  setDelay(ms: number): void;
  close(): Promise<void>;
}

export async function startFakeEthRpc(): Promise<FakeEthRpc> {
  let mode: FakeMode = "ok";
  let delay = 0;
  const called: string[] = [];

  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      let request: { id?: unknown; method?: unknown; params?: unknown } = {};
      try {
        request = JSON.parse(body) as typeof request;
      } catch {
        // answered below as a parse error
      }
      const method = typeof request.method === "string" ? request.method : "";
      called.push(method);
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
    hits: () => called.length,
    methods: () => [...called],
    setMode: (next) => (mode = next),
    setDelay: (ms) => (delay = ms),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
