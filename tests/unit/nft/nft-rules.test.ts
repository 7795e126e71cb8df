import { describe, expect, it } from "vitest";
import {
  CURATED_NFT_IDS,
  NFT_PUBLIC_REFRESH_MS,
  nextDueCollection,
  parseNftCollection,
  publicNftCollectionSchema,
  type CollectionState,
} from "~/lib/nft/public";
import { chainLabel, NFT_FORMATS, nftCollectionsSchema, nftSourceSchema } from "~/lib/nft/source";

// The NFT page's rules, pure: the keyless CoinGecko reader, which collection to ask next, the
// admin's source form and the chain names (the source's tests reach them through a fake provider).
const punks = {
  id: "cryptopunks",
  name: "  CryptoPunks ",
  symbol: "PUNK",
  asset_platform_id: "ethereum",
  native_currency_symbol: "eth",
  floor_price: { native_currency: 42.5, usd: 150_000 },
  market_cap: { native_currency: 425_000, usd: 1_500_000_000 },
  volume_24h: { native_currency: 10, usd: 35_000 },
  number_of_unique_addresses: 3800,
  floor_price_in_usd_24h_percentage_change: -2.5,
};

describe("a CoinGecko collection", () => {
  it("reads every figure in the site's words, the name trimmed and the currency upper-case", () => {
    expect(parseNftCollection(punks)).toEqual({
      id: "cryptopunks",
      name: "CryptoPunks",
      symbol: "PUNK",
      chain: "ethereum",
      nativeSymbol: "ETH",
      floorNative: 42.5,
      floorUsd: 150_000,
      marketCapUsd: 1_500_000_000,
      volumeUsd: 35_000,
      owners: 3800,
      change24h: -2.5,
    });
  });

  it("reads missing and null figures as unknown, not zero", () => {
    const bare = { id: "x", name: "X" };
    const expected = {
      id: "x",
      name: "X",
      symbol: "",
      chain: "",
      nativeSymbol: "",
      floorNative: null,
      floorUsd: null,
      marketCapUsd: null,
      volumeUsd: null,
      owners: null,
      change24h: null,
    };
    expect(parseNftCollection(bare)).toEqual(expected);
    expect(
      parseNftCollection({
        ...bare,
        symbol: null,
        asset_platform_id: null,
        native_currency_symbol: null,
        floor_price: null,
        market_cap: { usd: null },
        volume_24h: {},
        number_of_unique_addresses: null,
        floor_price_in_usd_24h_percentage_change: null,
      }),
    ).toEqual(expected);
    const stored = parseNftCollection(bare)!;
    expect(publicNftCollectionSchema.parse(stored)).toEqual(stored);
  });

  it("is not a collection when it is an error object or a wrong shape", () => {
    expect(parseNftCollection({ error: "coin not found" })).toBeNull();
    expect(parseNftCollection(null)).toBeNull();
    expect(parseNftCollection({ id: "", name: "X" })).toBeNull();
    expect(parseNftCollection({ id: "x", name: "   " })).toBeNull();
    expect(parseNftCollection({ id: "x", name: "N".repeat(201) })).toBeNull();
    expect(parseNftCollection({ id: "x".repeat(201), name: "X" })).toBeNull();
    expect(parseNftCollection({ id: "x".repeat(200), name: "N".repeat(200) })).not.toBeNull();
    expect(parseNftCollection({ ...punks, symbol: "S".repeat(51) })).toBeNull();
    expect(parseNftCollection({ ...punks, symbol: "S".repeat(50) })).not.toBeNull();
    expect(parseNftCollection({ ...punks, asset_platform_id: "c".repeat(101) })).toBeNull();
    expect(parseNftCollection({ ...punks, asset_platform_id: "c".repeat(100) })).not.toBeNull();
    expect(parseNftCollection({ ...punks, native_currency_symbol: "e".repeat(21) })).toBeNull();
    expect(parseNftCollection({ ...punks, native_currency_symbol: "e".repeat(20) })).not.toBeNull();
    expect(parseNftCollection({ ...punks, floor_price: { usd: Number.POSITIVE_INFINITY } })).toBeNull();
    expect(parseNftCollection({ ...punks, number_of_unique_addresses: "3800" })).toBeNull();
    expect(parseNftCollection({ ...punks, market_cap: { usd: Number.NaN } })).toBeNull();
    expect(parseNftCollection({ ...punks, floor_price_in_usd_24h_percentage_change: Number.NEGATIVE_INFINITY })).toBeNull();
  });
});

describe("which collection is read next", () => {
  const now = Date.UTC(2026, 10, 28, 12);
  const read = (minutesAgo: number, askAfter = 0): CollectionState => ({
    askAfter,
    fetchedAt: new Date(now - minutesAgo * 60_000).toISOString(),
  });

  it("reads twenty collections, each again after ten minutes", () => {
    expect(CURATED_NFT_IDS).toHaveLength(20);
    expect(new Set(CURATED_NFT_IDS).size).toBe(20);
    expect(NFT_PUBLIC_REFRESH_MS).toBe(600_000);
  });

  it("takes the first never read, in the list's order", () => {
    expect(nextDueCollection(new Map(), now)).toBe("cryptopunks");
    expect(nextDueCollection(new Map([["cryptopunks", read(1)]]), now)).toBe("bored-ape-yacht-club");
  });

  it("takes the one read longest ago when every collection was read", () => {
    const states = new Map(CURATED_NFT_IDS.map((id, index) => [id, read(index + 1)] as const));
    expect(nextDueCollection(states, now)).toBe("bitcoin-puppets");
    states.set("azuki", read(100));
    expect(nextDueCollection(states, now)).toBe("azuki");
    // Two read at the same moment: the first in the list.
    states.set("cryptopunks", read(100));
    expect(nextDueCollection(states, now)).toBe("cryptopunks");
  });

  it("skips a collection waiting until later, and is due at the very moment its wait ends", () => {
    const states = new Map(CURATED_NFT_IDS.map((id) => [id, read(5, now + 1)] as const));
    expect(nextDueCollection(states, now)).toBeNull();
    states.set("degods", read(5, now));
    expect(nextDueCollection(states, now)).toBe("degods");
    states.set("moonbirds", { askAfter: now + 1, fetchedAt: null });
    expect(nextDueCollection(states, now)).toBe("degods");
  });
});

describe("the admin's NFT source form", () => {
  const errors = (fields: Record<string, unknown>) =>
    nftSourceSchema.safeParse({ format: "coingecko", ...fields }).error?.issues.map((issue) => issue.message) ?? [];

  it("takes the CoinGecko format only", () => {
    expect(Object.keys(NFT_FORMATS)).toEqual(["coingecko"]);
    expect(nftSourceSchema.safeParse({ format: "opensea" }).error?.issues[0]?.message).toBe("Bilinmeyen kaynak biçimi.");
  });

  it("reads an empty or missing address as the source turned off", () => {
    expect(nftSourceSchema.parse({ format: "coingecko" })).toEqual({ format: "coingecko", base_url: "" });
    expect(nftSourceSchema.parse({ format: "coingecko", base_url: "   ", api_key: " k " })).toEqual({
      format: "coingecko",
      base_url: "",
      api_key: "k",
    });
  });

  it("takes an http or https address of up to 500 characters without credentials, query or fragment", () => {
    expect(errors({ base_url: " https://api.coingecko.com/api/v3 " })).toEqual([]);
    expect(errors({ base_url: `https://a.example/${"p".repeat(500 - 18)}` })).toEqual([]);
    expect(errors({ base_url: `https://a.example/${"p".repeat(501 - 18)}` })).toEqual(["Adres en fazla 500 karakter olabilir."]);
    expect(errors({ base_url: "coingecko" })).toEqual([
      "Geçerli bir adres girin (http:// veya https://).",
      "Adres http:// veya https:// ile başlamalıdır.",
    ]);
    expect(errors({ base_url: "ftp://a.example" })).toEqual(["Adres http:// veya https:// ile başlamalıdır."]);
    expect(errors({ base_url: "HTTPS://a.example" })).toEqual([]);
    expect(errors({ base_url: "http://a.example" })).toEqual([]);
    expect(errors({ base_url: "ftp://a.example/http://x" })).toEqual(["Adres http:// veya https:// ile başlamalıdır."]);
    expect(errors({ base_url: "http://u:p@a.example" })).toEqual(["Adreste kullanıcı adı veya şifre bulunamaz."]);
    expect(errors({ base_url: "https://a.example/v1/http://u@b" })).toEqual([]);
    expect(errors({ base_url: "https://u:p@a.example" })).toEqual(["Adreste kullanıcı adı veya şifre bulunamaz."]);
    expect(errors({ base_url: "https://a.example/x@y" })).toEqual([]);
    expect(errors({ base_url: "https://a.example/?k=1" })).toEqual([
      "Adres soru işareti (?) veya # içeremez: istek yolu adresin sonuna eklenir ve anahtar yalnızca bu adrese gider.",
    ]);
    expect(errors({ api_key: "k".repeat(500) })).toEqual([]);
    expect(errors({ api_key: "k".repeat(501) })).toEqual(["API anahtarı çok uzun."]);
  });
});

describe("a stored collection list and chain names", () => {
  it("checks a stored collection's lengths and finite figures", () => {
    const row = {
      id: "x",
      name: "X",
      symbol: "",
      chain: "",
      nativeSymbol: "",
      floorNative: null,
      floorUsd: 1,
      volumeUsd: null,
      owners: null,
      change24h: null,
    };
    expect(nftCollectionsSchema.parse([row])).toEqual([row]);
    expect(nftCollectionsSchema.safeParse([{ ...row, floorUsd: Number.POSITIVE_INFINITY }]).success).toBe(false);
    expect(nftCollectionsSchema.safeParse([{ ...row, id: "" }]).success).toBe(false);
    expect(nftCollectionsSchema.safeParse([{ ...row, nativeSymbol: "E".repeat(21) }]).success).toBe(false);
    expect(nftCollectionsSchema.safeParse([{ ...row, symbol: "S".repeat(51) }]).success).toBe(false);
    expect(nftCollectionsSchema.safeParse([{ ...row, chain: "c".repeat(101) }]).success).toBe(false);
    expect(nftCollectionsSchema.safeParse([{ ...row, name: "n".repeat(201) }]).success).toBe(false);
    expect(nftCollectionsSchema.safeParse([{ ...row, id: "i".repeat(201) }]).success).toBe(false);
  });

  it("names the chains as people write them, and an unknown one as it is", () => {
    expect(
      [
        "ethereum",
        "solana",
        "polygon-pos",
        "arbitrum-one",
        "base",
        "binance-smart-chain",
        "avalanche",
        "optimistic-ethereum",
        "bitcoin",
        "ordinals",
      ].map(chainLabel),
    ).toEqual(["Ethereum", "Solana", "Polygon", "Arbitrum", "Base", "BNB Chain", "Avalanche", "Optimism", "Bitcoin", "Bitcoin (Ordinals)"]);
    expect(chainLabel("tezos")).toBe("tezos");
    expect(chainLabel("")).toBe("—");
    expect(chainLabel("toString")).toBe("toString");
  });
});
