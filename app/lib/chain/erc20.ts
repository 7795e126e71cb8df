/**
 * ERC-20 token transfers and balances read from raw Ethereum data: a receipt's Transfer logs
 * and the answer of an `eth_call` to `balanceOf`. Only the tokens of a small built-in list are
 * named (their mainnet addresses and decimals); a log of any other contract is left out rather
 * than shown with a guessed name or unit.
 */

export interface Token {
  symbol: string;
  name: string;
  /** Lower-case mainnet contract address. */
  address: string;
  decimals: number;
}

export const TOKENS: readonly Token[] = [
  { symbol: "USDT", name: "Tether USD", address: "0xdac17f958d2ee523a2206206994597c13d831ec7", decimals: 6 },
  { symbol: "USDC", name: "USD Coin", address: "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48", decimals: 6 },
  { symbol: "DAI", name: "Dai", address: "0x6b175474e89094c44da98b954eedeac495271d0f", decimals: 18 },
  { symbol: "WBTC", name: "Wrapped BTC", address: "0x2260fac5e5542a773aa44fbcfedf7c193bc2c599", decimals: 8 },
  { symbol: "WETH", name: "Wrapped Ether", address: "0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2", decimals: 18 },
  { symbol: "LINK", name: "Chainlink", address: "0x514910771af9ca656af840dff83e8264ecf986ca", decimals: 18 },
  { symbol: "UNI", name: "Uniswap", address: "0x1f9840a85d5af5bf1d1762f925bdaddc4201f984", decimals: 18 },
  { symbol: "SHIB", name: "Shiba Inu", address: "0x95ad61b0a150d79219dcf64e1e6cc01f0b64c4ce", decimals: 18 },
  { symbol: "PEPE", name: "Pepe", address: "0x6982508145454ce325ddbe47a25d4ec3d2311933", decimals: 18 },
];

const BY_ADDRESS = new Map(TOKENS.map((token) => [token.address, token]));

/** keccak256("Transfer(address,address,uint256)"), the first topic of every ERC-20 Transfer log. */
export const TRANSFER_TOPIC = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef";
/** The first four bytes of keccak256("balanceOf(address)"). */
export const BALANCE_OF_SELECTOR = "0x70a08231";

export interface RawLog {
  address: string;
  topics: readonly string[];
  data: string;
}

export interface TokenTransfer {
  token: Token;
  from: string;
  to: string;
  /** The raw integer amount, as a decimal string (it can exceed 2^53). */
  raw: string;
  /** The amount in whole tokens, as a decimal string without rounding: "1250.5". */
  amount: string;
}

const WORD = /^0x[0-9a-f]{64}$/i;

/** An address from a 32-byte topic: its last 20 bytes; null when the upper 12 are not zero. */
function topicAddress(topic: string): string | null {
  if (!WORD.test(topic) || !/^0x0{24}/.test(topic)) return null;
  return `0x${topic.slice(26).toLowerCase()}`;
}

/** `raw` (an integer) divided by 10^decimals, written exactly: 200000000 with 6 decimals is "200". */
export function unitsToDecimal(raw: bigint, decimals: number): string {
  const base = 10n ** BigInt(decimals);
  const whole = raw / base;
  const fraction = (raw % base).toString().padStart(decimals, "0").replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

/**
 * The Transfer logs of listed tokens in a receipt's logs, in log order. A log whose shape is not
 * a standard Transfer (three topics, a 32-byte amount) is skipped: ERC-721 transfers share the
 * topic but carry the id as a fourth topic and no data.
 */
export function decodeTransfers(logs: readonly RawLog[]): TokenTransfer[] {
  const transfers: TokenTransfer[] = [];
  for (const log of logs) {
    const token = BY_ADDRESS.get(log.address.toLowerCase());
    if (!token || log.topics.length !== 3 || log.topics[0].toLowerCase() !== TRANSFER_TOPIC || !WORD.test(log.data)) continue;
    const from = topicAddress(log.topics[1]);
    const to = topicAddress(log.topics[2]);
    if (!from || !to) continue;
    const raw = BigInt(log.data);
    transfers.push({ token, from, to, raw: raw.toString(), amount: unitsToDecimal(raw, token.decimals) });
  }
  return transfers;
}

/** The call data of `balanceOf(address)`: the selector and the address padded to 32 bytes. */
export function balanceOfData(address: string): string {
  if (!/^0x[0-9a-f]{40}$/i.test(address)) throw new Error("not an address");
  return `${BALANCE_OF_SELECTOR}${"0".repeat(24)}${address.slice(2).toLowerCase()}`;
}

/** The uint256 an `eth_call` of `balanceOf` answers; null for anything that is not one word. */
export function readBalance(result: string): bigint | null {
  return WORD.test(result) ? BigInt(result) : null;
}

export interface TokenHolding {
  symbol: string;
  name: string;
  /** In whole tokens, Turkish notation, every digit kept: "3.456,78". */
  amount: string;
}

/** An address's balances of the listed tokens: the ones it holds, and how many it holds none of or could not be read. */
export interface TokenHoldings {
  held: TokenHolding[];
  zero: number;
  unread: number;
}

/**
 * Reads `balanceOf` answers (per token contract, a 32-byte word or null when the node gave
 * none) into what the address page shows: held tokens in list order with their decimals
 * applied; zero balances only counted, as a list of nine zeros would hide what is held.
 */
export function tokenHoldings(balances: ReadonlyArray<{ token: string; balance: string | null }>): TokenHoldings {
  const holdings: TokenHoldings = { held: [], zero: 0, unread: 0 };
  for (const { token: address, balance } of balances) {
    const token = BY_ADDRESS.get(address.toLowerCase());
    if (!token) continue;
    const raw = balance === null ? null : readBalance(balance);
    if (raw === null) holdings.unread += 1;
    else if (raw === 0n) holdings.zero += 1;
    else holdings.held.push({ symbol: token.symbol, name: token.name, amount: formatTokenAmount(unitsToDecimal(raw, token.decimals)) });
  }
  return holdings;
}

/** A decimal string in Turkish notation, every digit kept: "1250.5" → "1.250,5". */
export function formatTokenAmount(amount: string): string {
  const [whole, fraction] = amount.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return fraction ? `${grouped},${fraction}` : grouped;
}
