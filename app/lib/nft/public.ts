import { z } from "~/lib/zod";
import { nftCollectionSchema, type NftCollection } from "./source";

/**
 * NFT figures without a paid key: CoinGecko's public `/nfts/{id}` (its Demo/keyless API, cached
 * by CoinGecko for 60 s) gives one collection per call with `floor_price { native_currency, usd }`,
 * `market_cap { usd }`, `volume_24h { usd }`, `floor_price_in_usd_24h_percentage_change` and
 * `number_of_unique_addresses`, any of them null. The list endpoint with market data
 * (`/nfts/markets`) is for paid plans only, so the site reads this fixed list one by one.
 */

/** Twenty widely followed collections across Ethereum, Solana and Bitcoin, by CoinGecko id. */
export const CURATED_NFT_IDS = [
  "cryptopunks",
  "bored-ape-yacht-club",
  "pudgy-penguins",
  "mutant-ape-yacht-club",
  "azuki",
  "milady-maker",
  "lil-pudgys",
  "doodles-official",
  "moonbirds",
  "clonex",
  "meebits",
  "chromie-squiggle-by-snowfro",
  "otherdeed-for-otherside",
  "cool-cats-nft",
  "world-of-women-nft",
  "autoglyphs",
  "mad-lads",
  "degods",
  "nodemonkes",
  "bitcoin-puppets",
] as const;

/** Each collection is read again after this long; a round of twenty takes two minutes. */
export const NFT_PUBLIC_REFRESH_MS = 10 * 60_000;

const Amount = z.number().finite().nullish();
const Priced = z.object({ native_currency: Amount, usd: Amount }).nullish();
const Text = (max: number) => z.string().max(max).nullish();

/**
 * One CoinGecko collection as both `/nfts/{id}` and the paid `/nfts/markets` give it: `id`,
 * `name`, `symbol`, `asset_platform_id`, `native_currency_symbol`, `floor_price { native_currency,
 * usd }`, `market_cap { usd }` (only `/nfts/{id}`), `volume_24h`, `number_of_unique_addresses`,
 * `floor_price_in_usd_24h_percentage_change`; any value may be null.
 */
export const CoinGeckoCollection = z.object({
  id: z.string().min(1).max(200),
  name: z.string().trim().min(1).max(200),
  symbol: Text(50),
  asset_platform_id: Text(100),
  native_currency_symbol: Text(20),
  floor_price: Priced,
  market_cap: Priced,
  volume_24h: Priced,
  number_of_unique_addresses: Amount,
  floor_price_in_usd_24h_percentage_change: Amount,
});

/** A read CoinGecko collection in the site's words. */
export function fromCoinGecko(c: z.infer<typeof CoinGeckoCollection>): PublicNftCollection {
  return {
    id: c.id,
    name: c.name,
    symbol: c.symbol ?? "",
    chain: c.asset_platform_id ?? "",
    nativeSymbol: c.native_currency_symbol?.toUpperCase() ?? "",
    floorNative: c.floor_price?.native_currency ?? null,
    floorUsd: c.floor_price?.usd ?? null,
    marketCapUsd: c.market_cap?.usd ?? null,
    volumeUsd: c.volume_24h?.usd ?? null,
    owners: c.number_of_unique_addresses ?? null,
    change24h: c.floor_price_in_usd_24h_percentage_change ?? null,
  };
}

export type PublicNftCollection = NftCollection & { marketCapUsd: number | null };

/** A stored collection, checked again when the source core reads it back after a restart. */
export const publicNftCollectionSchema = nftCollectionSchema.extend({ marketCapUsd: z.number().finite().nullable() });

/** One `/nfts/{id}` answer, or null when it is not a collection (an error object, a wrong shape). */
export function parseNftCollection(raw: unknown): PublicNftCollection | null {
  const parsed = CoinGeckoCollection.safeParse(raw);
  return parsed.success ? fromCoinGecko(parsed.data) : null;
}

/** What the source core holds for one collection: when it may be asked next, and when it last answered. */
export interface CollectionState {
  /** Epoch ms; the collection is due once this has passed (its freshness, or a retry wait). */
  askAfter: number;
  fetchedAt: string | null;
}

/**
 * The curated collection to read next: among those due, one never read, else the one read
 * longest ago; null while none is due. A collection waiting after a failure is not due, so one
 * bad id never blocks the rest.
 */
export function nextDueCollection(states: ReadonlyMap<string, CollectionState>, now: number): string | null {
  let oldest: { id: string; at: number } | null = null;
  for (const id of CURATED_NFT_IDS) {
    // Stryker disable next-line ObjectLiteral: with {} the missing askAfter is not after now and the missing fetchedAt reads as never read, as with the defaults.
    const state = states.get(id) ?? { askAfter: 0, fetchedAt: null };
    if (state.askAfter > now) continue;
    if (!state.fetchedAt) return id;
    const at = Date.parse(state.fetchedAt);
    if (!oldest || at < oldest.at) oldest = { id, at };
  }
  return oldest?.id ?? null;
}
