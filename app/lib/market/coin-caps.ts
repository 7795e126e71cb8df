import type { SourceCause } from "~/lib/outside/source-cause";
import { ownValue } from "~/lib/own-value";

/**
 * Market cap, rank and supply of the biggest coins, from CoinGecko's `/coins/markets`
 * (docs.coingecko.com/v3.0.1/reference/coins-markets). Our prices and 24 h figures stay the
 * exchange's; CoinGecko adds only what an exchange cannot know (supply, and with it market cap and
 * rank) and the 1 h and 7 d changes, matched to our pairs by CoinGecko's coin id (`capsBySymbol`).
 */

/** One coin's figures; null where CoinGecko has none (shown as "—", never as 0). */
export interface CoinCap {
  /** CoinGecko's id ("bitcoin"): symbols are not unique there, ids are. */
  id: string;
  /** Upper case, as our pairs write it: "BTC". */
  symbol: string;
  name: string;
  rank: number | null;
  marketCap: number | null;
  circulatingSupply: number | null;
  maxSupply: number | null;
  change1h: number | null;
  change7d: number | null;
}

/** What CoinGecko adds to a pair of ours: everything but the coin's identity. */
export type CapFigures = Omit<CoinCap, "id" | "symbol" | "name">;

/** How many coins one call asks for: CoinGecko's largest page. */
export const COIN_CAPS_PER_PAGE = 250;

/**
 * CoinGecko's id of the coin each of our pairs trades, for the coins the site covers. Symbols are
 * not unique at CoinGecko (bridged copies, namesakes, a token that took a dead coin's ticker), so
 * a covered coin is matched by this id and nothing else: with its id absent from the answer it
 * has no figures, even when a namesake is there.
 */
export const COINGECKO_IDS: Readonly<Record<string, string>> = {
  BTC: "bitcoin",
  ETH: "ethereum",
  USDT: "tether",
  BNB: "binancecoin",
  SOL: "solana",
  USDC: "usd-coin",
  XRP: "ripple",
  DOGE: "dogecoin",
  ADA: "cardano",
  TRX: "tron",
  TON: "the-open-network",
  AVAX: "avalanche-2",
  SHIB: "shiba-inu",
  DOT: "polkadot",
  LINK: "chainlink",
  BCH: "bitcoin-cash",
  NEAR: "near",
  LTC: "litecoin",
  ICP: "internet-computer",
  UNI: "uniswap",
  APT: "aptos",
  ETC: "ethereum-classic",
  XLM: "stellar",
  ATOM: "cosmos",
  FIL: "filecoin",
  HBAR: "hedera-hashgraph",
  ARB: "arbitrum",
  OP: "optimism",
  SUI: "sui",
  PEPE: "pepe",
  AAVE: "aave",
};

/**
 * Our base symbol → CoinGecko's coin. A covered coin (COINGECKO_IDS) by its id only; any other
 * symbol only when exactly one coin of the answer carries it, since between namesakes there is no
 * telling which one the exchange lists, and a wrong market cap is worse than none.
 */
export function capsBySymbol(caps: readonly CoinCap[]): Map<string, CoinCap> {
  const byId = new Map(caps.map((cap) => [cap.id, cap]));
  const namesakes = new Map<string, CoinCap[]>();
  for (const cap of caps) namesakes.set(cap.symbol, [...(namesakes.get(cap.symbol) ?? []), cap]);
  const bySymbol = new Map<string, CoinCap>();
  for (const [symbol, carriers] of namesakes) {
    const id = ownValue(COINGECKO_IDS, symbol);
    const match = id === undefined ? (carriers.length === 1 ? carriers[0] : undefined) : byId.get(id);
    if (match) bySymbol.set(symbol, match);
  }
  return bySymbol;
}

/** What the page says about CoinGecko's figures: their state, time and, when not live, why. */
export type CoinCapsLabel =
  | { state: "off" }
  | { state: "unavailable"; cause: SourceCause }
  | { state: "live" | "stale"; fetchedAt: string; cause: SourceCause | null; skippedRows: number };
