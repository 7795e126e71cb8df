import { describe, expect, it } from "vitest";
import { alertSnapshotOf, coinLink, coinOf, describeAlert, firedMessage } from "~/lib/alerts/format";
import type { Coin } from "~/lib/market/analysis";

// What the alert list, the bell and the mail say (app/models/alerts.server.ts builds them from these).
const at = new Date("2026-11-28T09:05:00Z");

describe("an alert described in Turkish", () => {
  it("names the watched price, the threshold in its currency and the direction", () => {
    expect(describeAlert({ symbol: "BTCUSDT", condition: "above", value: 65000, band: null, currency: "USD" })).toBe(
      "BTC fiyatı $65.000 üstüne çıkınca",
    );
    expect(describeAlert({ symbol: "BTCUSDT", condition: "below", value: 2200579, band: null, currency: "TRY" })).toBe(
      "BTC fiyatı (dolar fiyatı × USDT/TRY) ₺2.200.579 altına inince",
    );
    expect(
      describeAlert({ symbol: "BTCUSDT", condition: "below", value: 2200579, band: null, currency: "TRY", liraSource: "btcturk" }),
    ).toBe("BTC fiyatı (BtcTurk BTC/TRY) ₺2.200.579 altına inince");
  });

  it("says the change threshold and the score band", () => {
    expect(describeAlert({ symbol: "ETHUSDT", condition: "change", value: 5, band: null, currency: "USD" })).toBe(
      "ETH 24 saatte %5 ya da daha fazla değişince",
    );
    expect(describeAlert({ symbol: "ETHUSDT", condition: "band", value: null, band: "Al", currency: "USD" })).toBe(
      'ETH puan bandı "Al" olunca',
    );
  });
});

describe("the fired alert's sentence", () => {
  it("gives the price and the Turkish time, and the change for a change alert", () => {
    const change = { symbol: "ETHUSDT", condition: "change", value: 5, band: null, currency: "USD" } as const;
    expect(firedMessage(change, 3000, { price: 3000, change: -6.2, band: null }, at)).toBe(
      "ETH fiyatı $3.000 (28.11.2026 12:05:00, Türkiye saati). 24 saatlik değişim -%6,20.",
    );
    // Without the reading there is no change to report, only the price.
    expect(firedMessage(change, 3000, undefined, at)).toBe("ETH fiyatı $3.000 (28.11.2026 12:05:00, Türkiye saati).");
  });

  it("gives the band for a band alert, and BtcTurk's pair for a lira alert on BtcTurk", () => {
    const band = { symbol: "ETHUSDT", condition: "band", value: null, band: "Al", currency: "USD" } as const;
    expect(firedMessage(band, 3000, { price: 3000, change: 1, band: "Al" }, at)).toBe(
      "ETH fiyatı $3.000 (28.11.2026 12:05:00, Türkiye saati). Puan bandı: Al.",
    );
    expect(firedMessage(band, 3000, { price: 3000, change: 1, band: null }, at)).toBe(
      "ETH fiyatı $3.000 (28.11.2026 12:05:00, Türkiye saati).",
    );
    const lira = { symbol: "BTCUSDT", condition: "above", value: 1, band: null, currency: "TRY", liraSource: "btcturk" } as const;
    expect(firedMessage(lira, 2200579, undefined, at)).toBe(
      "BTC fiyatı (BtcTurk BTC/TRY) ₺2.200.579 (28.11.2026 12:05:00, Türkiye saati).",
    );
  });
});

describe("the fired sentence names only what the alert watches", () => {
  it("adds no band to a price alert, and no band when the reading is missing", () => {
    const above = { symbol: "ETHUSDT", condition: "above", value: 2900, band: null, currency: "USD" } as const;
    expect(firedMessage(above, 3000, { price: 3000, change: 1, band: "Al" }, at)).toBe(
      "ETH fiyatı $3.000 (28.11.2026 12:05:00, Türkiye saati).",
    );
    const band = { symbol: "ETHUSDT", condition: "band", value: null, band: "Al", currency: "USD" } as const;
    expect(firedMessage(band, 3000, undefined, at)).toBe("ETH fiyatı $3.000 (28.11.2026 12:05:00, Türkiye saati).");
  });

  it("says which lira price a lira price alert watched, and the plain price for a change alert", () => {
    const below = { symbol: "BTCUSDT", condition: "below", value: 2200000, band: null, currency: "TRY" } as const;
    expect(firedMessage(below, 2100000, undefined, at)).toBe(
      "BTC fiyatı (dolar fiyatı × USDT/TRY) ₺2.100.000 (28.11.2026 12:05:00, Türkiye saati).",
    );
    const change = { symbol: "BTCUSDT", condition: "change", value: 5, band: null, currency: "TRY" } as const;
    expect(firedMessage(change, 2100000, undefined, at)).toBe("BTC fiyatı ₺2.100.000 (28.11.2026 12:05:00, Türkiye saati).");
  });
});

describe("coins and links", () => {
  it("drops only a trailing USDT and escapes the link", () => {
    expect(coinOf("BTCUSDT")).toBe("BTC");
    expect(coinOf("USDTTRY")).toBe("USDTTRY");
    expect(coinLink("BTC USDT")).toBe("/crypto-analysis?coin=BTC%20USDT");
  });
});

describe("the snapshot the alert check reads", () => {
  const coin = (symbol: string, lastPrice: number, priceChangePercent: number, recommendation?: string) =>
    ({ symbol, lastPrice, priceChangePercent, analysis: recommendation ? { recommendation } : null }) as unknown as Coin;

  it("carries price, change, band and BtcTurk's lira price by coin", () => {
    const snap = alertSnapshotOf(
      { source: "live", usdTry: 34, coins: [coin("BTCUSDT", 100, -2, "Al"), coin("ETHUSDT", 10, 3)] },
      new Map([["BTC", 3450]]),
    );
    expect(snap.source).toBe("live");
    expect(snap.usdTry).toBe(34);
    expect(snap.coins.get("BTCUSDT")).toEqual({ price: 100, change: -2, band: "Al", btcturkTry: 3450 });
    expect(snap.coins.get("ETHUSDT")).toEqual({ price: 10, change: 3, band: null, btcturkTry: null });
  });

  it("has no BtcTurk price when BtcTurk is off", () => {
    const snap = alertSnapshotOf({ source: "stale", usdTry: null, coins: [coin("BTCUSDT", 100, 0)] });
    expect(snap.coins.get("BTCUSDT")?.btcturkTry).toBeNull();
    expect(snap.source).toBe("stale");
  });
});
