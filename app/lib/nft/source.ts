import { z } from "~/lib/zod";
import { BASE_URL_QUERY_MESSAGE, isPlainBaseUrl } from "~/lib/outside/url-rules";
import { ownValue } from "~/lib/own-value";

/** The provider formats the NFT page can read; the decision record 013 describes each. */
export const NFT_FORMATS = {
  coingecko: "CoinGecko NFT API (/nfts/markets)",
} as const;
export type NftFormat = keyof typeof NFT_FORMATS;

/**
 * The admin's NFT source form. An empty key keeps the stored one (while the address stays the
 * same); an empty address turns the source off.
 */
export const nftSourceSchema = z.object({
  format: z.enum(Object.keys(NFT_FORMATS) as [NftFormat, ...NftFormat[]], { error: "Bilinmeyen kaynak biçimi." }),
  base_url: z
    .string()
    .trim()
    .max(500, "Adres en fazla 500 karakter olabilir.")
    .optional()
    .transform((value) => value ?? "")
    .refine((value) => value === "" || URL.canParse(value), "Geçerli bir adres girin (http:// veya https://).")
    .refine((value) => value === "" || /^https?:\/\//i.test(value), "Adres http:// veya https:// ile başlamalıdır.")
    // The key is sent to this address; credentials inside it would be sent along.
    .refine((value) => !/^https?:\/\/[^/?#]*@/i.test(value), "Adreste kullanıcı adı veya şifre bulunamaz.")
    .refine(isPlainBaseUrl, BASE_URL_QUERY_MESSAGE),
  api_key: z.string().trim().max(500, "API anahtarı çok uzun.").optional(),
});
export type NftSourceInput = z.output<typeof nftSourceSchema>;

const Amount = z.number().finite().nullable();

/** One collection as the page shows it (amounts in US dollars unless named native). */
export const nftCollectionSchema = z.object({
  id: z.string().min(1).max(200),
  name: z.string().min(1).max(200),
  symbol: z.string().max(50),
  /** The provider's chain id, e.g. `ethereum`. */
  chain: z.string().max(100),
  nativeSymbol: z.string().max(20),
  floorNative: Amount,
  floorUsd: Amount,
  volumeUsd: Amount,
  owners: Amount,
  /** Floor price change over 24 hours, percent. */
  change24h: Amount,
});
export type NftCollection = z.infer<typeof nftCollectionSchema>;
export const nftCollectionsSchema = z.array(nftCollectionSchema);

const chainNames: Record<string, string> = {
  ethereum: "Ethereum",
  solana: "Solana",
  "polygon-pos": "Polygon",
  "arbitrum-one": "Arbitrum",
  base: "Base",
  "binance-smart-chain": "BNB Chain",
  avalanche: "Avalanche",
  "optimistic-ethereum": "Optimism",
  bitcoin: "Bitcoin",
  ordinals: "Bitcoin (Ordinals)",
};

/** A chain id as people write it: 'polygon-pos' → 'Polygon'; unknown ids as they are. */
export function chainLabel(id: string): string {
  return ownValue(chainNames, id) ?? (id || "—");
}
