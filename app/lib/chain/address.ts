import { keccak_256 } from "@noble/hashes/sha3.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bech32, bech32m, createBase58check } from "@scure/base";
import { ownValue } from "~/lib/own-value";

/**
 * Recognises and checks Bitcoin, Ethereum and TRON addresses by their own rules:
 * Base58Check (legacy and script-hash Bitcoin addresses; TRON's 21 bytes with the 0x41
 * first byte), Bech32 and Bech32m (segwit, BIP-173 and BIP-350) and EIP-55 (Ethereum's
 * mixed-case checksum). Pure and browser-safe.
 */

export type Chain = "btc" | "eth" | "tron";
export type Network = "mainnet" | "testnet" | "regtest";

export type AddressType = "p2pkh" | "p2sh" | "p2wpkh" | "p2wsh" | "p2tr" | "segwit-future" | "account";

export interface ValidAddress {
  valid: true;
  chain: Chain;
  /** Bitcoin addresses name their network; Ethereum and TRON addresses are the same on every network. */
  network: Network | null;
  type: AddressType;
  /** What kind of address it is, in Turkish: 'Bitcoin – Taproot (Bech32m)'. */
  kind: string;
  /** The form a chain source is asked with: segwit in lower case, Ethereum as typed when checksummed. */
  address: string;
  /** Bitcoin only: the output script (hex) that pays to this address. */
  scriptPubKey?: string;
  /** Ethereum only: whether the letters carry the EIP-55 checksum (mixed case). */
  checksummed?: boolean;
  /** A note worth showing beside a valid address, in Turkish. */
  note?: string;
}

export interface InvalidAddress {
  valid: false;
  /** The chain the text looks like it was meant for, when that is clear. */
  chain: Chain | null;
  /** Why it is not valid, in Turkish. */
  problem: string;
}

export type AddressCheck = ValidAddress | InvalidAddress;

/** Longer than any address of either chain (a 40-byte segwit v1+ program is 74 characters in Bech32m). */
export const MAX_ADDRESS_LENGTH = 90;

const base58check = createBase58check(sha256);

const NETWORK_LABELS: Record<Network, string> = {
  mainnet: "ana ağ",
  testnet: "test ağı",
  regtest: "yerel test ağı (regtest)",
};

export function networkLabel(network: Network): string {
  return NETWORK_LABELS[network];
}

export function checkAddress(raw: string): AddressCheck {
  const text = raw.trim();
  if (!text) return { valid: false, chain: null, problem: "Adres boş." };
  if (text.length > MAX_ADDRESS_LENGTH) {
    return { valid: false, chain: null, problem: `Adres çok uzun (en çok ${MAX_ADDRESS_LENGTH} karakter).` };
  }
  if (/^0x/i.test(text)) return checkEthereum(text);
  // No Bitcoin Base58Check address or key starts with T; TRON's 0x41 first byte always gives one.
  if (/^T[0-9A-Za-z]{20,}$/.test(text)) return checkTron(text);
  if (/^41[0-9a-fA-F]{40}$/.test(text)) return tronHexForm(text);
  if (/^(bc|tb|bcrt)1/i.test(text)) return checkSegwit(text);
  // Base58Check addresses are 25 to 35 characters; shorter words are not taken for a mistyped address.
  if (/^[1-9A-HJ-NP-Za-km-z]{25,}$/.test(text)) return checkBase58(text);
  return {
    valid: false,
    chain: null,
    problem: "Bu metin bir Bitcoin, Ethereum ya da TRON adresine benzemiyor.",
  };
}

// Version bytes of Base58Check addresses: Bitcoin Core's chain parameters.
const BASE58_VERSIONS: Record<number, { network: Network; type: "p2pkh" | "p2sh" }> = {
  0x00: { network: "mainnet", type: "p2pkh" },
  0x05: { network: "mainnet", type: "p2sh" },
  0x6f: { network: "testnet", type: "p2pkh" },
  0xc4: { network: "testnet", type: "p2sh" },
};

function checkBase58(text: string): AddressCheck {
  let payload: Uint8Array;
  try {
    payload = base58check.decode(text);
  } catch {
    return { valid: false, chain: "btc", problem: "Base58Check sağlama toplamı tutmuyor: adreste bir yazım hatası var." };
  }
  const version = BASE58_VERSIONS[payload[0]];
  if (payload.length !== 21 || !version) {
    return {
      valid: false,
      chain: "btc",
      problem: "Sağlama toplamı doğru ama bu bir Bitcoin adresi değil (sürüm baytı ya da uzunluk uymuyor; özel anahtar olabilir).",
    };
  }
  const label = version.type === "p2pkh" ? "Eski tip P2PKH (Base58Check)" : "Betik karması P2SH (Base58Check)";
  return {
    valid: true,
    chain: "btc",
    network: version.network,
    type: version.type,
    kind: `Bitcoin – ${label}`,
    address: text,
    scriptPubKey: version.type === "p2pkh" ? `76a914${toHex(payload.subarray(1))}88ac` : `a914${toHex(payload.subarray(1))}87`,
  };
}

const SEGWIT_NETWORKS: Record<string, Network> = { bc: "mainnet", tb: "testnet", bcrt: "regtest" };

function checkSegwit(text: string): AddressCheck {
  const fail = (problem: string): InvalidAddress => ({ valid: false, chain: "btc", problem });
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) {
    return fail("Segwit adresinde büyük ve küçük harf karışık olamaz.");
  }
  const lower = text.toLowerCase();
  const separator = lower.lastIndexOf("1");
  const network = ownValue(SEGWIT_NETWORKS, lower.slice(0, separator));
  if (!network) return fail("Adresin ön eki (bc, tb) tanınmıyor.");
  // The witness version decides the checksum: version 0 uses Bech32, versions 1 to 16 Bech32m.
  const versionChar = lower[separator + 1];
  if (versionChar === undefined) return fail("Adresin veri kısmı boş.");
  const version = "qpzry9x8gf2tvdw0s3jn54khce6mua7l".indexOf(versionChar);
  if (version < 0) return fail("Adreste Bech32 alfabesinde olmayan bir karakter var.");
  const codec = version === 0 ? bech32 : bech32m;
  let words: number[];
  try {
    words = codec.decode(lower as `${string}1${string}`, MAX_ADDRESS_LENGTH).words;
  } catch {
    return fail(
      version === 0
        ? "Bech32 sağlama toplamı tutmuyor: adreste bir yazım hatası var."
        : "Bech32m sağlama toplamı tutmuyor: adreste bir yazım hatası var.",
    );
  }
  if (version > 16) return fail("Geçersiz segwit sürümü.");
  let program: Uint8Array;
  try {
    program = codec.fromWords(words.slice(1));
  } catch {
    return fail("Adresin veri kısmının dolgusu hatalı.");
  }
  if (program.length < 2 || program.length > 40) return fail("Tanık programının uzunluğu geçersiz.");
  if (version === 0 && program.length !== 20 && program.length !== 32) {
    return fail("Segwit v0 adresinin programı 20 ya da 32 bayt olmalı.");
  }
  const scriptPubKey = `${toHex([version === 0 ? 0 : 0x50 + version, program.length])}${toHex(program)}`;
  const base = { valid: true as const, chain: "btc" as const, network, address: lower, scriptPubKey };
  if (version === 0 && program.length === 20) {
    return { ...base, type: "p2wpkh", kind: "Bitcoin – Native SegWit P2WPKH (Bech32)" };
  }
  if (version === 0) return { ...base, type: "p2wsh", kind: "Bitcoin – Native SegWit P2WSH (Bech32)" };
  if (version === 1 && program.length === 32) return { ...base, type: "p2tr", kind: "Bitcoin – Taproot (Bech32m)" };
  return {
    ...base,
    type: "segwit-future",
    kind: `Bitcoin – SegWit v${version} (Bech32m)`,
    note: "Bu sürüm henüz tanımlı bir harcama kuralına sahip değil; bu adrese gönderilen tutar herkes tarafından harcanabilir.",
  };
}

function toHex(bytes: ArrayLike<number>): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

const encoder = new TextEncoder();

/** The EIP-55 form of a 40-digit hex address: a letter is upper case where the hash's nibble is 8 or more. */
export function toChecksumAddress(hex40: string): string {
  const lower = hex40.toLowerCase();
  const hash = keccak_256(encoder.encode(lower));
  let out = "0x";
  for (let i = 0; i < lower.length; i += 1) {
    const nibble = (hash[i >> 1] >> (i % 2 === 0 ? 4 : 0)) & 0x0f;
    out += nibble >= 8 ? lower[i].toUpperCase() : lower[i];
  }
  return out;
}

function checkEthereum(text: string): AddressCheck {
  const body = text.slice(2);
  const fail = (problem: string): InvalidAddress => ({ valid: false, chain: "eth", problem });
  if (text[1] === "X") return fail("Ethereum adresi küçük '0x' ile başlar.");
  if (!/^[0-9a-fA-F]*$/.test(body)) return fail("Ethereum adresinde yalnızca onaltılık rakamlar (0-9, a-f) olabilir.");
  if (body.length !== 40) return fail(`Ethereum adresi '0x' ve 40 onaltılık rakamdır; burada ${body.length} rakam var.`);
  const checksummed = toChecksumAddress(body);
  const base = { valid: true as const, chain: "eth" as const, network: null, type: "account" as const };
  if (body === body.toLowerCase() || body === body.toUpperCase()) {
    return {
      ...base,
      kind: "Ethereum – hesap adresi (sağlama toplamsız)",
      address: checksummed,
      checksummed: false,
      note: `Harflerin hepsi aynı büyüklükte olduğu için EIP-55 sağlama toplamı denetlenemedi. Sağlama toplamlı yazımı: ${checksummed}`,
    };
  }
  if (checksummed !== text) {
    return fail("EIP-55 sağlama toplamı tutmuyor: büyük/küçük harfler adresle uyuşmuyor, adreste bir yazım hatası olabilir.");
  }
  return { ...base, kind: "Ethereum – hesap adresi (EIP-55 sağlama toplamlı)", address: text, checksummed: true };
}

const BASE58_ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
/** TRON's address prefix byte: mainnet addresses are 0x41 and 20 bytes (TRON developer docs, "Accounts and keys"). */
const TRON_PREFIX = 0x41;
export const TRON_ADDRESS_LENGTH = 34;

function checkTron(text: string): AddressCheck {
  const fail = (problem: string): InvalidAddress => ({ valid: false, chain: "tron", problem });
  const stranger = [...text].find((char) => !BASE58_ALPHABET.includes(char));
  if (stranger) {
    return fail(`TRON adresinde Base58 alfabesinde olmayan bir karakter var: '${stranger}' (0, O, I ve l kullanılmaz).`);
  }
  if (text.length !== TRON_ADDRESS_LENGTH) {
    return fail(`TRON adresi ${TRON_ADDRESS_LENGTH} karakterdir; burada ${text.length} karakter var.`);
  }
  let payload: Uint8Array;
  try {
    payload = base58check.decode(text);
  } catch {
    return fail("Base58Check sağlama toplamı tutmuyor: adreste bir yazım hatası var.");
  }
  if (payload.length !== 21 || payload[0] !== TRON_PREFIX) {
    return fail("Sağlama toplamı doğru ama ilk bayt TRON'un 0x41 ön eki değil: bu bir TRON adresi değil.");
  }
  return { valid: true, chain: "tron", network: null, type: "account", kind: "TRON – hesap adresi (Base58Check)", address: text };
}

/** The same 21 bytes written in hex (41…): explorers show it, but wallets and exchanges ask for the T… form. */
function tronHexForm(text: string): AddressCheck {
  const bytes = Uint8Array.from(text.match(/../g) ?? [], (pair) => parseInt(pair, 16));
  return {
    valid: false,
    chain: "tron",
    problem: `Bu, bir TRON adresinin onaltılık (41…) yazımı; cüzdanlar ve borsalar T ile başlayan yazımı ister: ${base58check.encode(bytes)}`,
  };
}
