import { describe, expect, it } from "vitest";
import { parseBtcTurkTicker } from "~/lib/lira/btcturk";
import { premiumAfterFees, premiumPercent, premiumRows } from "~/lib/lira/premium";
import { CURATED_NFT_IDS, NFT_PUBLIC_REFRESH_MS, nextDueCollection, parseNftCollection } from "~/lib/nft/public";
import { btcturkRow, defaultBtcTurkRows } from "../../fakes/btcturk-server";
import { FAKE_NFT_COLLECTIONS } from "../../fakes/coingecko-server";

describe("the Turkish premium", () => {
  it("compares BtcTurk's lira price with Binance's dollar price in lira", () => {
    // 64,250.5 × 34.25 = 2,200,579.625; 2,222,585.42 / 2,200,579.625 − 1 = 0.99999994 %
    expect(premiumPercent(2_222_585.42, 64_250.5, 34.25)).toBeCloseTo(0.99999994, 7);
    // 17.8 / (0.5213 × 34.25) − 1 = 17.8 / 17.854525 − 1 = −0.30538 %
    expect(premiumPercent(17.8, 0.5213, 34.25)).toBeCloseTo(-0.30538, 4);
  });

  it("takes one trade's fee on each exchange off the gap, leaving nothing when the fees are larger", () => {
    expect(premiumAfterFees(1, 0.1, 0.2)).toBeCloseTo(0.7, 10);
    expect(premiumAfterFees(-1, 0.1, 0.2)).toBeCloseTo(-0.7, 10);
    expect(premiumAfterFees(-0.25, 0.1, 0.2)).toBe(0);
  });

  it("takes the premium at the middle of BtcTurk's book, never its last trade, the widest gap first, USDT left out", () => {
    const top = (base: string, bid: number | null, ask: number | null) => ({ base, bid, ask });
    const rows = premiumRows(
      [
        // The fake's rows: the book at last × 0.998 / × 1.004 (tests/fakes/btcturk-server.ts).
        top("XRP", 17.7644, 17.8712),
        top("BTC", 2_218_140.2, 2_231_475.8),
        top("USDT", 34.3, 34.5),
        top("ONLYHERE", 4.9, 5.1),
        // A one-sided book (a fresh listing) has no middle: no row, whatever its last trade was.
        top("ETH", null, 107_600),
      ],
      (base) => ({ BTC: 64_250.5, XRP: 0.5213, ETH: 3120.75, USDT: 1 })[base] ?? null,
      34.25,
      0.1,
    );
    expect(rows.map((row) => row.base)).toEqual(["BTC", "XRP"]);
    // BTC: mid 2,224,808 / (64,250.5 × 34.25 = 2,200,579.625) − 1 = +1.1010 %, where the last trade gave +1.000 %.
    expect(rows[0]).toMatchObject({ btcturkMid: 2_224_808, binanceTry: 2_200_579.625, transferTime: "30-60 dk" });
    expect(rows[0]!.premiumPercent).toBeCloseTo(1.101, 3);
    // Dearer here: a trade sells at the bid, 2,218,140.2 / 2,200,579.625 − 1 = +0.79800 %, less 0.3 % of fees.
    expect(rows[0]!.afterFeesPercent).toBeCloseTo(0.498, 3);
    // XRP: mid 17.8178 / 17.854525 − 1 = −0.2057 %; buying here meets the ask, 17.8712, above Binance: nothing left.
    expect(rows[1]!.premiumPercent).toBeCloseTo(-0.2057, 4);
    expect(rows[1]!.afterFeesPercent).toBe(0);
  });
});

describe("BtcTurk's ticker", () => {
  it("keeps the TRY pairs of a real-shaped answer and drops a malformed row, counting it", () => {
    const ticker = parseBtcTurkTicker({ data: defaultBtcTurkRows, success: true, message: null, code: 0 });
    expect(ticker.quotes.map((quote) => quote.base)).toEqual(["BTC", "ETH", "SOL", "XRP", "USDT"]);
    expect(ticker.skipped).toBe(1);
    expect(ticker.quotes[0]).toMatchObject({ base: "BTC", last: 2_222_585.42, changePercent: 2.1, time: 1764086400000 });
  });

  it("refuses an error envelope or a wrong shape as a whole", () => {
    expect(() => parseBtcTurkTicker({ success: false, message: "Maintenance", code: 1 })).toThrow();
    expect(() => parseBtcTurkTicker({ data: [btcturkRow("BTC", "TRY", 1)], success: false })).toThrow();
    expect(() => parseBtcTurkTicker("<html>")).toThrow();
  });
});

describe("CoinGecko's keyless NFT collections", () => {
  it("reads floor, market cap, volume and change from a real-shaped /nfts/{id} answer, nulls kept", () => {
    const punks = parseNftCollection(FAKE_NFT_COLLECTIONS[0]);
    expect(punks).toMatchObject({ id: "cryptopunks", name: "CryptoPunks", chain: "ethereum", nativeSymbol: "ETH", floorNative: 40 });
    expect(punks!.marketCapUsd).toBe(punks!.floorUsd! * 10_000);
    const madLads = parseNftCollection(FAKE_NFT_COLLECTIONS.find((c) => c.id === "mad-lads"));
    expect(madLads).toMatchObject({ owners: null, change24h: null, chain: "solana" });
    expect(parseNftCollection({ error: "NFT collection not found" })).toBeNull();
  });

  it("reads a due never-read collection first, then the one read longest ago; one waiting after a failure is passed over", () => {
    const now = Date.parse("2026-11-25T12:00:00Z");
    expect(nextDueCollection(new Map(), now)).toBe(CURATED_NFT_IDS[0]);
    const waiting = new Map([[CURATED_NFT_IDS[0], { askAfter: now + 60_000, fetchedAt: null }]]);
    expect(nextDueCollection(waiting, now)).toBe(CURATED_NFT_IDS[1]);
    // All read, each fresh for NFT_PUBLIC_REFRESH_MS; the last one was read first, so it is due first.
    const read = (askAfter: (i: number) => number) =>
      new Map(CURATED_NFT_IDS.map((id, i) => [id, { askAfter: askAfter(i), fetchedAt: new Date(now - 60_000 - i * 1000).toISOString() }]));
    expect(
      nextDueCollection(
        read((i) => now - 60_000 - i * 1000 + NFT_PUBLIC_REFRESH_MS),
        now,
      ),
    ).toBeNull();
    expect(
      nextDueCollection(
        read(() => 0),
        now,
      ),
    ).toBe(CURATED_NFT_IDS.at(-1));
  });
});
