import http from "node:http";
import type { AddressInfo } from "node:net";
import { CURATED_NFT_IDS } from "../../app/lib/nft/public";

/**
 * A stand-in for CoinGecko's keyless public API (`https://api.coingecko.com/api/v3`) on 127.0.0.1:
 * `GET /nfts/{id}` answers one collection in the shape of CoinGecko's Demo API reference for
 * "NFTs Collection Data by ID" (docs.coingecko.com/demo/reference/nfts-id): id, contract_address,
 * asset_platform_id, name, symbol, image, description, native_currency, native_currency_symbol,
 * floor_price / market_cap / volume_24h as `{ native_currency, usd }`,
 * floor_price_in_usd_24h_percentage_change, number_of_unique_addresses, total_supply, links...,
 * with some values null as real collections have. An unknown id gets 404 as CoinGecko answers it.
 * `rate-limited` answers 429 with `Retry-After`, as the public API does past its limit.
 */

export type CoinGeckoFakeMode = "ok" | "rate-limited";

const NAMES: Record<string, [name: string, platform: string, currency: string]> = {
  cryptopunks: ["CryptoPunks", "ethereum", "ETH"],
  "bored-ape-yacht-club": ["Bored Ape Yacht Club", "ethereum", "ETH"],
  "pudgy-penguins": ["Pudgy Penguins", "ethereum", "ETH"],
  "mutant-ape-yacht-club": ["Mutant Ape Yacht Club", "ethereum", "ETH"],
  azuki: ["Azuki", "ethereum", "ETH"],
  "milady-maker": ["Milady Maker", "ethereum", "ETH"],
  "lil-pudgys": ["Lil Pudgys", "ethereum", "ETH"],
  "doodles-official": ["Doodles", "ethereum", "ETH"],
  moonbirds: ["Moonbirds", "ethereum", "ETH"],
  clonex: ["CLONE X - X TAKASHI MURAKAMI", "ethereum", "ETH"],
  meebits: ["Meebits", "ethereum", "ETH"],
  "chromie-squiggle-by-snowfro": ["Chromie Squiggle by Snowfro", "ethereum", "ETH"],
  "otherdeed-for-otherside": ["Otherdeed for Otherside", "ethereum", "ETH"],
  "cool-cats-nft": ["Cool Cats NFT", "ethereum", "ETH"],
  "world-of-women-nft": ["World of Women", "ethereum", "ETH"],
  autoglyphs: ["Autoglyphs", "ethereum", "ETH"],
  "mad-lads": ["Mad Lads", "solana", "SOL"],
  degods: ["DeGods", "solana", "SOL"],
  nodemonkes: ["NodeMonkes", "ordinals", "BTC"],
  "bitcoin-puppets": ["Bitcoin Puppets", "ordinals", "BTC"],
};

const USD = { ETH: 3120, SOL: 149, BTC: 64250 } as Record<string, number>;

function collection(id: string, rank: number) {
  const [name, platform, currency] = NAMES[id]!;
  const floor = +(40 / (rank + 1)).toFixed(4);
  const floorUsd = +(floor * USD[currency]!).toFixed(2);
  // Mad Lads has no owner count and no 24 h change, as collections off Ethereum often show.
  const sparse = id === "mad-lads";
  return {
    id,
    web_slug: id,
    contract_address: platform === "ethereum" ? `0x${rank.toString(16).padStart(40, "b")}` : null,
    asset_platform_id: platform,
    name,
    symbol: name
      .replace(/[^A-Za-z]/g, "")
      .slice(0, 6)
      .toUpperCase(),
    image: { small: `https://coin-images.coingecko.com/nft_contracts/images/${rank}/small/${id}.png`, small_2x: null },
    banner_image: null,
    description: `${name} is an NFT collection.`,
    native_currency: platform === "ordinals" ? "bitcoin" : platform,
    native_currency_symbol: currency.toLowerCase(),
    market_cap_rank: rank + 1,
    floor_price: { native_currency: floor, usd: floorUsd },
    market_cap: { native_currency: floor * 10_000, usd: floorUsd * 10_000 },
    volume_24h: { native_currency: +(100 / (rank + 1)).toFixed(3), usd: Math.round((100 / (rank + 1)) * USD[currency]!) },
    floor_price_in_usd_24h_percentage_change: sparse ? null : +(((rank % 7) - 3) * 1.37).toFixed(2),
    floor_price_24h_percentage_change: { usd: 1.2, native_currency: 0.8 },
    market_cap_24h_percentage_change: { usd: 1.2, native_currency: 0.8 },
    volume_24h_percentage_change: { usd: -12.5, native_currency: -12.9 },
    number_of_unique_addresses: sparse ? null : 3000 + rank * 111,
    number_of_unique_addresses_24h_percentage_change: 0.02,
    volume_in_usd_24h_percentage_change: -12.5,
    total_supply: 10_000,
    one_day_sales: 12,
    one_day_sales_24h_percentage_change: 4,
    one_day_average_sale_price: floor,
    one_day_average_sale_price_24h_percentage_change: 1.5,
    links: { homepage: null, twitter: null, discord: null },
    floor_price_7d_percentage_change: { usd: 3.1, native_currency: 2.2 },
    floor_price_14d_percentage_change: { usd: 3.1, native_currency: 2.2 },
    floor_price_30d_percentage_change: { usd: 3.1, native_currency: 2.2 },
    floor_price_60d_percentage_change: { usd: 3.1, native_currency: 2.2 },
    floor_price_1y_percentage_change: { usd: 3.1, native_currency: 2.2 },
    explorers: [],
    user_favorites_count: 1000,
    ath: { native_currency: floor * 3, usd: floorUsd * 3 },
    ath_change_percentage: { native_currency: -66.7, usd: -66.7 },
    ath_date: { native_currency: "2024-03-01T00:00:00.000Z", usd: "2024-03-01T00:00:00.000Z" },
  };
}

export const FAKE_NFT_COLLECTIONS = CURATED_NFT_IDS.map((id, rank) => collection(id, rank));

export interface FakeCoinGecko {
  url: string;
  /** The paths asked so far, in order. */
  paths(): string[];
  setMode(mode: CoinGeckoFakeMode): void;
  close(): Promise<void>;
}

export async function startFakeCoinGecko(): Promise<FakeCoinGecko> {
  let mode: CoinGeckoFakeMode = "ok";
  const paths: string[] = [];
  const byId = new Map(FAKE_NFT_COLLECTIONS.map((c) => [c.id, c]));
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    paths.push(url.pathname);
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "Content-Type": "application/json", ...headers });
      res.end(JSON.stringify(body));
    };
    if (mode === "rate-limited") {
      return json(429, { status: { error_code: 429, error_message: "You've exceeded the Rate Limit." } }, { "Retry-After": "42" });
    }
    const match = /^\/api\/v3\/nfts\/([^/]+)$/.exec(url.pathname);
    const found = match ? byId.get(decodeURIComponent(match[1]!)) : undefined;
    if (!found) return json(404, { error: "NFT collection not found" });
    json(200, found);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v3`,
    paths: () => [...paths],
    setMode: (next) => (mode = next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
