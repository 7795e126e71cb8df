import { checkAddress, MAX_ADDRESS_LENGTH, type AddressCheck, type Chain } from "~/lib/chain/address";
import { z } from "~/lib/zod";

/**
 * The pre-send check's rules: can this address belong to the network the reader is about to
 * pick? An address says which kind of chain it is for (Bitcoin, an Ethereum-style 0x account,
 * TRON), never which of the many 0x networks: the page says so rather than guess. Pure.
 */

/** The networks as exchanges name them in their withdrawal menus. */
export const SEND_NETWORKS = ["BTC", "ETH", "ERC20", "BEP20", "TRC20", "ARBITRUM", "OPTIMISM", "POLYGON"] as const;
export type SendNetwork = (typeof SEND_NETWORKS)[number];

interface NetworkRule {
  /** The menu's label: 'BEP20 (BNB Smart Chain)'. */
  label: string;
  /** The address family the network uses. */
  chain: Chain;
  /** The coin the network's own fees are paid in. */
  nativeCoin: string;
  /** Only this coin travels on it (Bitcoin carries nothing else; ETH names Ethereum's own coin). */
  onlyCoin?: string;
}

export const NETWORK_RULES: Record<SendNetwork, NetworkRule> = {
  BTC: { label: "BTC (Bitcoin ağı)", chain: "btc", nativeCoin: "BTC", onlyCoin: "BTC" },
  ETH: { label: "ETH (Ethereum ağı, ETH'nin kendisi)", chain: "eth", nativeCoin: "ETH", onlyCoin: "ETH" },
  ERC20: { label: "ERC20 (Ethereum ağındaki token)", chain: "eth", nativeCoin: "ETH" },
  BEP20: { label: "BEP20 (BNB Smart Chain)", chain: "eth", nativeCoin: "BNB" },
  TRC20: { label: "TRC20 (TRON ağı)", chain: "tron", nativeCoin: "TRX" },
  ARBITRUM: { label: "Arbitrum One", chain: "eth", nativeCoin: "ETH" },
  OPTIMISM: { label: "OP Mainnet (Optimism)", chain: "eth", nativeCoin: "ETH" },
  POLYGON: { label: "Polygon PoS", chain: "eth", nativeCoin: "POL" },
};

/** The networks whose addresses look exactly alike (0x and 40 hex digits). */
export const SHARED_0X_NETWORKS = SEND_NETWORKS.filter((network) => NETWORK_RULES[network].chain === "eth");

export const COIN_MAX = 10;

export const SendCheckSchema = z.object({
  address: z.string().trim().max(MAX_ADDRESS_LENGTH, `Adres en çok ${MAX_ADDRESS_LENGTH} karakter olabilir.`).optional().default(""),
  coin: z
    .string()
    .trim()
    .toUpperCase()
    .max(COIN_MAX, `Coin kısaltması en çok ${COIN_MAX} karakter olabilir.`)
    .regex(/^[A-Z0-9]*$/, "Coin kısaltması yalnızca harf ve rakamdan oluşur (ör. USDT).")
    .optional()
    .default(""),
  network: z
    .union([z.literal(""), z.enum(SEND_NETWORKS)], { message: `Ağ şunlardan biri olmalı: ${SEND_NETWORKS.join(", ")}.` })
    .optional()
    .default(""),
});

export type Verdict = "fits" | "mismatch" | "invalid";

export interface SendCheckResult {
  verdict: Verdict;
  /** The one-line answer, in Turkish. */
  headline: string;
  /** What the address is: 'TRON – hesap adresi (Base58Check)'. */
  kind: string | null;
  /** Warnings the reader should read before sending, most important first. */
  warnings: string[];
}

const CHAIN_NAMES: Record<Chain, string> = { btc: "Bitcoin", eth: "Ethereum biçimli (0x)", tron: "TRON" };

function coinWarnings(coin: string, network: SendNetwork): string[] {
  const rule = NETWORK_RULES[network];
  if (!coin || !rule.onlyCoin || coin === rule.onlyCoin) return [];
  if (network === "BTC") return [`Bitcoin ağında yalnızca BTC gönderilir; ${coin} için borsanızın listesindeki başka bir ağı seçin.`];
  return [`ETH ağı Ethereum'un kendi parası (ETH) içindir; ${coin} Ethereum ağında bir token ise ERC20 seçilir.`];
}

/** What the check says about an address and a network (the coin, when given, adds its own warnings). */
export function checkSend(address: string, network: SendNetwork, coin = ""): SendCheckResult {
  const rule = NETWORK_RULES[network];
  const check: AddressCheck = checkAddress(address);
  const coinNotes = coinWarnings(coin, network);
  if (!check.valid) {
    return { verdict: "invalid", headline: `Geçersiz adres: ${check.problem}`, kind: null, warnings: coinNotes };
  }
  if (check.chain !== rule.chain) {
    return {
      verdict: "mismatch",
      headline: `Bu bir ${CHAIN_NAMES[check.chain]} adresi; ${rule.label} ağına ait olamaz. Bu ağla gönderirseniz para kaybolabilir.`,
      kind: check.kind,
      warnings: [...mismatchHint(check.chain, network), ...coinNotes],
    };
  }
  if (check.chain === "btc" && check.network !== "mainnet") {
    return {
      verdict: "mismatch",
      headline: "Bu bir Bitcoin test ağı adresi; gerçek BTC buraya gönderilmez.",
      kind: check.kind,
      warnings: coinNotes,
    };
  }
  const warnings = [...coinNotes];
  if (check.chain === "eth") {
    const others = SHARED_0X_NETWORKS.filter((other) => other !== network).join(", ");
    warnings.push(
      `0x ile başlayan adresler ${network} ile ${others} ağlarında aynı görünür: adres, hangi ağda kullanıldığını söylemez. Alıcı borsa ya da cüzdan bu coini ${network} ağıyla kabul ediyor mu, onun yatırma sayfasından denetleyin; desteklenmeyen ağa giden para kaybolabilir.`,
    );
  }
  if (coin && coin !== rule.nativeCoin) {
    warnings.push(
      `Kendi cüzdanınızdan gönderiyorsanız ağ ücreti ${coin} ile değil ${rule.nativeCoin} ile ödenir: cüzdanda biraz ${rule.nativeCoin} bulunmalı.`,
    );
  }
  if (check.note) warnings.push(check.note);
  return {
    verdict: "fits",
    headline: `Adres biçimi ${rule.label} ağına uyuyor.`,
    kind: check.kind,
    warnings,
  };
}

function mismatchHint(chain: Chain, network: SendNetwork): string[] {
  if (chain === "eth" && network === "TRC20") {
    return ["TRC20 ağı T ile başlayan TRON adresi ister. 0x adresi ERC20, BEP20 gibi ağlar içindir: alıcıdan TRC20 adresini isteyin."];
  }
  if (chain === "tron") return ["T ile başlayan adres TRON ağınındır: yalnızca TRC20 (ya da TRX) ile gönderilir."];
  if (chain === "btc") return ["Bu adrese yalnızca Bitcoin ağıyla (BTC) gönderilir."];
  return ["Alıcıdan seçtiğiniz ağın adresini isteyin ya da adresin ağını seçin."];
}

/** The page's URL for a check, so other tools can link straight to it. */
export function sendCheckHref(address = "", coin = "", network: SendNetwork | "" = ""): string {
  const params = new URLSearchParams();
  if (address) params.set("address", address);
  if (coin) params.set("coin", coin);
  if (network) params.set("network", network);
  const query = params.toString();
  return query ? `/send-check?${query}` : "/send-check";
}

/** Which fee the site can show for a network: Bitcoin's, an ETH transfer's, a token transfer's, or none. */
export function feeKindFor(network: SendNetwork): "btc" | "eth-transfer" | "eth-token" | null {
  if (network === "BTC") return "btc";
  if (network === "ETH") return "eth-transfer";
  if (network === "ERC20") return "eth-token";
  return null;
}
