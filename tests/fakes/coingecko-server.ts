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
 * `GET /coins/markets` answers the market list (FAKE_COIN_MARKETS, below), paged by `per_page`/`page`.
 * `rate-limited` answers 429 with `Retry-After`, as the public API does past its limit.
 */

export type CoinGeckoFakeMode = "ok" | "rate-limited";
/** `down` drops every /coins/markets connection unanswered (the NFT paths keep answering). */
export type CoinMarketsFakeMode = "ok" | "down";

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

/**
 * `/coins/markets?vs_currency=usd&order=market_cap_desc&price_change_percentage=1h,24h,7d` rows
 * in the shape of CoinGecko's API reference ("Coins List with Market Data",
 * docs.coingecko.com/v3.0.1/reference/coins-markets) and of the answers pycoingecko's
 * `get_coins_markets` returns: id, lower-case symbol, name, image, current_price, market_cap,
 * market_cap_rank, fully_diluted_valuation, total_volume, high_24h, low_24h, price_change_24h,
 * price_change_percentage_24h, market_cap_change_24h, market_cap_change_percentage_24h,
 * circulating_supply, total_supply, max_supply, ath/atl with their change and date, roi,
 * last_updated and the `_in_currency` changes asked for. Nulls where the real list has them:
 * max_supply for coins without a cap (ETH, SOL, DOGE, the stablecoins, stETH), roi for most,
 * a 1 h change for stETH. Prices are the fake exchange's (tests/fakes/ticker-server.ts), so the
 * market cap is the price times the circulating supply and the rank follows from it.
 * Chainlink, which the fake exchange lists, is left out, as a coin past the page we read would be,
 * and a namesake under its symbol is in (see the last row).
 */
const MARKET_COINS: Array<
  [
    id: string,
    symbol: string,
    name: string,
    price: number,
    circulating: number,
    total: number | null,
    max: number | null,
    h1: number | null,
    d7: number,
  ]
> = [
  ["bitcoin", "btc", "Bitcoin", 64250.5, 19_750_000, 19_750_000, 21_000_000, 0.12, 5.3],
  ["ethereum", "eth", "Ethereum", 3120.75, 120_300_000, 120_300_000, null, -0.35, -2.1],
  ["tether", "usdt", "Tether", 1.0002, 118_000_000_000, 118_000_000_000, null, 0.01, 0.02],
  ["binancecoin", "bnb", "BNB", 585.3, 145_900_000, 145_900_000, 200_000_000, 0.4, 7.8],
  ["solana", "sol", "Solana", 148.9, 468_000_000, 584_000_000, null, -0.8, -9.4],
  ["usd-coin", "usdc", "USDC", 0.9999, 34_500_000_000, 34_500_000_000, null, 0, -0.01],
  ["staked-ether", "steth", "Lido Staked Ether", 3118.2, 9_700_000, 9_700_000, null, null, -2],
  ["ripple", "xrp", "XRP", 0.5213, 56_700_000_000, 99_990_000_000, 100_000_000_000, 0.05, 1.2],
  ["dogecoin", "doge", "Dogecoin", 0.1234, 146_000_000_000, 146_000_000_000, null, 1.1, 12.4],
  ["cardano", "ada", "Cardano", 0.4521, 35_200_000_000, 45_000_000_000, 45_000_000_000, -0.2, -4.4],
  // A namesake: a small token under Chainlink's ticker, on the page while Chainlink itself is not.
  // Matched by symbol, LINKUSDT would show this token's market cap; matched by id it shows none.
  ["link-namesake", "link", "Link Namesake", 0.0042, 1_000_000_000, 1_000_000_000, null, 0.5, 3.3],
];

export const FAKE_COIN_MARKETS = MARKET_COINS.map(([id, symbol, name, price, circulating, total, max, h1, d7], index) => ({
  id,
  symbol,
  name,
  image: `https://coin-images.coingecko.com/coins/images/${index + 1}/large/${id}.png?1696501400`,
  current_price: price,
  market_cap: Math.round(price * circulating),
  fully_diluted_valuation: max === null && total === null ? null : Math.round(price * (max ?? total!)),
  total_volume: Math.round(price * circulating * 0.03),
  high_24h: +(price * 1.03).toFixed(8),
  low_24h: +(price * 0.97).toFixed(8),
  price_change_24h: +(price * 0.012).toFixed(8),
  price_change_percentage_24h: 1.2,
  market_cap_change_24h: Math.round(price * circulating * 0.012),
  market_cap_change_percentage_24h: 1.21,
  circulating_supply: circulating,
  total_supply: total,
  max_supply: max,
  ath: +(price * 1.4).toFixed(8),
  ath_change_percentage: -28.57,
  ath_date: "2024-03-14T07:10:36.635Z",
  atl: +(price / 50).toFixed(8),
  atl_change_percentage: 4900,
  atl_date: "2015-10-20T00:00:00.000Z",
  roi: id === "ethereum" ? { times: 40.2, currency: "btc", percentage: 4020 } : null,
  last_updated: "2026-11-22T11:59:30.512Z",
  price_change_percentage_1h_in_currency: h1,
  price_change_percentage_24h_in_currency: 1.2,
  price_change_percentage_7d_in_currency: d7,
}))
  .sort((a, b) => b.market_cap - a.market_cap)
  .map((coin, index) => ({ ...coin, market_cap_rank: index + 1 }));

export interface FakeCoinGecko {
  url: string;
  /** The paths asked so far, in order. */
  paths(): string[];
  setMode(mode: CoinGeckoFakeMode): void;
  setMarketsMode(mode: CoinMarketsFakeMode): void;
  /** The query strings /coins/markets was asked with, in order. */
  marketsQueries(): string[];
  close(): Promise<void>;
}

export async function startFakeCoinGecko(): Promise<FakeCoinGecko> {
  let mode: CoinGeckoFakeMode = "ok";
  let marketsMode: CoinMarketsFakeMode = "ok";
  const paths: string[] = [];
  const marketsQueries: string[] = [];
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
    if (url.pathname === "/api/v3/coins/markets") {
      marketsQueries.push(url.search);
      if (marketsMode === "down") return void res.socket?.destroy();
      const perPage = Math.min(250, Number(url.searchParams.get("per_page") ?? 100));
      const page = Number(url.searchParams.get("page") ?? 1);
      return json(200, FAKE_COIN_MARKETS.slice((page - 1) * perPage, page * perPage));
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
    setMarketsMode: (next) => (marketsMode = next),
    marketsQueries: () => [...marketsQueries],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
