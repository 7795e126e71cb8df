import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for CoinGecko's NFT API (`https://pro-api.coingecko.com/api/v3`) on 127.0.0.1:
 * `GET /nfts/markets` answers collections in the real shape (with fields the site does not read
 * and some values null). With `requireKey`, a request without that `x-cg-pro-api-key` gets 401
 * as CoinGecko answers it. Every request's path and key header are recorded.
 */

export type NftFakeMode = "ok" | "garbage" | "error" | "timeout";

function collection(
  id: string,
  name: string,
  platform: string,
  currency: string,
  floor: number | null,
  floorUsd: number | null,
  volumeUsd: number | null,
  owners: number | null,
  change: number | null,
) {
  return {
    id,
    contract_address: `0x${id.length.toString(16).padStart(40, "a")}`,
    asset_platform_id: platform,
    name,
    symbol: name.split(" ")[0]!.toUpperCase().slice(0, 6),
    image: { small: `https://coin-images.coingecko.com/nft_contracts/images/${id}/small.png`, small_2x: null },
    description: `${name} is an NFT collection.`,
    native_currency: platform,
    native_currency_symbol: currency.toLowerCase(),
    market_cap_rank: 1,
    floor_price: { native_currency: floor, usd: floorUsd },
    market_cap: { native_currency: (floor ?? 0) * 10_000, usd: (floorUsd ?? 0) * 10_000 },
    volume_24h: { native_currency: volumeUsd === null ? null : volumeUsd / 3500, usd: volumeUsd },
    floor_price_in_usd_24h_percentage_change: change,
    floor_price_24h_percentage_change: { usd: change, native_currency: change },
    market_cap_24h_percentage_change: { usd: change, native_currency: change },
    volume_24h_percentage_change: { usd: 12.5, native_currency: 12.1 },
    number_of_unique_addresses: owners,
    number_of_unique_addresses_24h_percentage_change: 0.02,
    volume_in_usd_24h_percentage_change: 12.5,
    total_supply: 10_000,
    one_day_sales: 42,
    one_day_sales_24h_percentage_change: 5,
    one_day_average_sale_price: floor,
    one_day_average_sale_price_24h_percentage_change: 1.5,
  };
}

export const NFT_COLLECTIONS = [
  collection("pudgy-penguins", "Pudgy Penguins", "ethereum", "ETH", 10.25, 35_875.5, 4_250_000, 4_912, 3.42),
  collection("cryptopunks", "CryptoPunks", "ethereum", "ETH", 38.9, 136_150, 2_100_000, 3_840, -1.75),
  collection("mad-lads", "Mad Lads", "solana", "SOL", 52.1, 9_378, 610_000, null, null),
];

export interface FakeNftProvider {
  url: string;
  /** The `x-cg-pro-api-key` header of every request so far ("" when absent). */
  keysSeen(): string[];
  hits(): number;
  setMode(mode: NftFakeMode): void;
  setDelay(ms: number): void;
  close(): Promise<void>;
}

export async function startFakeNftProvider({ requireKey }: { requireKey?: string } = {}): Promise<FakeNftProvider> {
  let mode: NftFakeMode = "ok";
  let delay = 0;
  const keys: string[] = [];

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const key = req.headers["x-cg-pro-api-key"];
    keys.push(typeof key === "string" ? key : "");
    if (mode === "timeout") return;
    setTimeout(() => {
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (url.pathname !== "/api/v3/nfts/markets") return json(404, { error: "Not found" });
      if (requireKey && key !== requireKey) {
        return json(401, { status: { error_code: 10002, error_message: "API Key Missing or invalid" } });
      }
      if (mode === "error") return json(500, { error: "Internal" });
      if (mode === "garbage") return json(200, { nfts: "yakında" });
      const perPage = Number(url.searchParams.get("per_page") ?? "100");
      json(200, NFT_COLLECTIONS.slice(0, perPage));
    }, delay);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/api/v3`,
    keysSeen: () => [...keys],
    hits: () => keys.length,
    setMode: (next) => (mode = next),
    setDelay: (ms) => (delay = ms),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
