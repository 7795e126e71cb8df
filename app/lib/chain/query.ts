import { z } from "~/lib/zod";
import { checkAddress, MAX_ADDRESS_LENGTH } from "~/lib/chain/address";

/** What the explorer's one search box can be asked, decided before any chain source is called. */

export const EXPLORER_QUERY_MAX = 100;

export const ExplorerQuerySchema = z.object({
  q: z.string().trim().max(EXPLORER_QUERY_MAX, `Arama en çok ${EXPLORER_QUERY_MAX} karakter olabilir.`).optional().default(""),
  chain: z.enum(["btc", "eth", ""], { message: "Ağ Bitcoin ya da Ethereum olmalı." }).optional().default(""),
});

export const WalletQuerySchema = z.object({
  address: z.string().trim().max(MAX_ADDRESS_LENGTH, `Adres en çok ${MAX_ADDRESS_LENGTH} karakter olabilir.`).optional().default(""),
});

export type ExplorerTarget =
  | { kind: "empty" }
  | { kind: "invalid"; message: string }
  /** A bare number could be a block of either chain. */
  | { kind: "ambiguous-number"; number: number }
  | { kind: "btc-address"; address: string }
  /** 64 hex digits: a transaction id or a block hash; the transaction is tried first. */
  | { kind: "btc-hash"; hash: string }
  | { kind: "btc-height"; height: number }
  | { kind: "eth-address"; address: string }
  /** 0x and 64 hex digits: a transaction hash or a block hash. */
  | { kind: "eth-hash"; hash: string }
  | { kind: "eth-block"; number: number };

// Far beyond either chain's height for centuries; keeps numbers exact.
const MAX_BLOCK_NUMBER = 10_000_000_000;

export function classifyQuery(q: string, chain: "btc" | "eth" | ""): ExplorerTarget {
  const text = q.trim();
  if (!text) return { kind: "empty" };
  if (/^\d+$/.test(text)) {
    const number = Number(text);
    if (number > MAX_BLOCK_NUMBER) return { kind: "invalid", message: "Bu sayı bir blok numarası olamayacak kadar büyük." };
    if (chain === "btc") return { kind: "btc-height", height: number };
    if (chain === "eth") return { kind: "eth-block", number };
    return { kind: "ambiguous-number", number };
  }
  if (/^(0x)?[0-9a-fA-F]{64}$/.test(text)) {
    const digits = text.replace(/^0x/, "").toLowerCase();
    const hasPrefix = text.startsWith("0x");
    if (chain === "btc" || (!chain && !hasPrefix)) return { kind: "btc-hash", hash: digits };
    return { kind: "eth-hash", hash: `0x${digits}` };
  }
  const address = checkAddress(text);
  if (address.valid && address.chain === "tron") {
    return { kind: "invalid", message: "Bu bir TRON adresi; gezgin yalnızca Bitcoin ve Ethereum zincirlerini arar." };
  }
  if (address.valid) {
    if (chain && chain !== address.chain) {
      return { kind: "invalid", message: `Bu bir ${address.chain === "btc" ? "Bitcoin" : "Ethereum"} adresi; seçilen ağla uyuşmuyor.` };
    }
    return address.chain === "btc" ? { kind: "btc-address", address: address.address } : { kind: "eth-address", address: address.address };
  }
  if (address.chain) return { kind: "invalid", message: `Geçersiz adres: ${address.problem}` };
  return {
    kind: "invalid",
    message: "Aranan şey tanınmadı. Bir işlem kimliği, blok karması, blok numarası ya da adres girin.",
  };
}

/** The explorer's URL for a lookup, so results link to each other. */
export function explorerHref(chain: "btc" | "eth", q: string | number): string {
  return `/blockchain-explorer?${new URLSearchParams({ chain, q: String(q) })}`;
}
