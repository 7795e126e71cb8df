import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for DeFiLlama's public API (`https://api.llama.fi`) on 127.0.0.1: `/v2/chains`,
 * `/protocols` and `/v2/historicalChainTvl` in their real shapes, with fields the site does not
 * read, a centralised exchange, a protocol without TVL and changes that are null.
 */

export type DefiFakeMode = "ok" | "garbage" | "html" | "timeout" | "error" | "huge" | "rate-limited";

export const DEFI_CHAINS = [
  { gecko_id: "ethereum", tvl: 62_500_000_000, tokenSymbol: "ETH", cmcId: "1027", name: "Ethereum", chainId: 1 },
  { gecko_id: "solana", tvl: 9_800_000_000, tokenSymbol: "SOL", cmcId: "5426", name: "Solana", chainId: null },
  { gecko_id: "binancecoin", tvl: 5_400_000_000, tokenSymbol: "BNB", cmcId: "1839", name: "BSC", chainId: 56 },
  { gecko_id: "tron", tvl: 7_100_000_000, tokenSymbol: "TRX", cmcId: "1958", name: "Tron", chainId: null },
  { gecko_id: null, tvl: 0, tokenSymbol: null, cmcId: null, name: "Deadchain", chainId: 9999 },
];

function protocol(name: string, chain: string, category: string, tvl: number | null, change_1d: number | null, change_7d: number | null) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return {
    id: String(name.length * 97),
    name,
    address: null,
    symbol: "-",
    url: `https://${slug}.example`,
    description: `${name} description`,
    chain,
    logo: `https://icons.llama.fi/${slug}.png`,
    audits: "2",
    audit_note: null,
    gecko_id: null,
    cmcId: null,
    category,
    chains: chain === "Multi-Chain" ? ["Ethereum", "Arbitrum", "Base"] : [chain],
    module: `${slug}/index.js`,
    twitter: slug,
    forkedFrom: [],
    oracles: ["Chainlink"],
    listedAt: 1_600_000_000,
    methodology: "Counts the tokens deposited.",
    slug,
    tvl,
    chainTvls: { [chain]: tvl ?? 0, [`${chain}-borrowed`]: (tvl ?? 0) / 3 },
    change_1h: 0.1,
    change_1d,
    change_7d,
    tokenBreakdowns: {},
    mcap: null,
  };
}

export const DEFI_PROTOCOLS = [
  protocol("Binance CEX", "Multi-Chain", "CEX", 150_000_000_000, 0.5, 1.2),
  protocol("Aave V3", "Multi-Chain", "Lending", 34_000_000_000, 1.25, -3.5),
  protocol("Lido", "Ethereum", "Liquid Staking", 27_000_000_000, -0.8, 4.1),
  protocol("EigenLayer", "Ethereum", "Restaking", 12_000_000_000, null, 2.2),
  protocol("Jito", "Solana", "Liquid Staking", 3_000_000_000, 2.5, null),
  protocol("Ölü Protokol", "Ethereum", "Dexs", null, null, null),
];

const DAY = 86_400;
/** 400 days ending 2026-11-22, rising by a billion a day from 50 billion. */
export const DEFI_HISTORY = Array.from({ length: 400 }, (_, i) => ({
  date: Date.UTC(2026, 10, 22) / 1000 - (399 - i) * DAY,
  tvl: 50_000_000_000 + i * 1_000_000_000,
}));

export interface FakeDefiLlama {
  url: string;
  /** How many requests each path has had. */
  hits(path?: string): number;
  setMode(mode: DefiFakeMode): void;
  setDelay(ms: number): void;
  close(): Promise<void>;
}

const bodies: Record<string, unknown> = {
  "/v2/chains": DEFI_CHAINS,
  "/protocols": DEFI_PROTOCOLS,
  "/v2/historicalChainTvl": DEFI_HISTORY,
};

export async function startFakeDefiLlama(): Promise<FakeDefiLlama> {
  let mode: DefiFakeMode = "ok";
  let delay = 0;
  const seen: string[] = [];

  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    seen.push(path);
    if (mode === "timeout") return;
    setTimeout(() => {
      if (!(path in bodies)) {
        res.writeHead(404, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ message: "Not found" }));
      } else if (mode === "rate-limited") {
        // DeFiLlama's free API limits calls per minute and answers past it, as HTTP APIs do
        // (RFC 6585), 429 with Retry-After in seconds; the site reads the status and the header only.
        res.writeHead(429, { "Content-Type": "application/json", "Retry-After": "60" });
        res.end(JSON.stringify({ message: "Too Many Requests" }));
      } else if (mode === "error") {
        res.writeHead(500, { "Content-Type": "text/plain" });
        res.end("Internal Server Error");
      } else if (mode === "html") {
        res.writeHead(200, { "Content-Type": "text/html" });
        res.end("<!doctype html><html><body><h1>Bakımdayız</h1></body></html>");
      } else if (mode === "garbage") {
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(JSON.stringify([{ name: "", tvl: "çok", date: "dün" }]));
      } else if (mode === "huge") {
        // Valid JSON, streamed without a length, larger than any cap the site sets for chains.
        res.writeHead(200, { "Content-Type": "application/json" });
        const chunk = JSON.stringify(DEFI_CHAINS[0]).concat(",").repeat(2000);
        res.write("[");
        for (let i = 0; i < 60; i++) res.write(chunk);
        res.end(`${JSON.stringify(DEFI_CHAINS[0])}]`);
      } else {
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(JSON.stringify(bodies[path]));
      }
    }, delay);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    hits: (path) => (path ? seen.filter((p) => p === path).length : seen.length),
    setMode: (next) => (mode = next),
    setDelay: (ms) => (delay = ms),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
