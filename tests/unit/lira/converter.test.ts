import { describe, expect, it } from "vitest";
import {
  COMMON_LIRA_AMOUNTS,
  CONVERTER_COINS,
  commonCoinAmounts,
  convert,
  converterHref,
  converterQuerySchema,
  FIAT_NAMES,
  isConverterCoin,
  MAX_AMOUNT,
  unitUsd,
  type PriceBook,
} from "~/lib/lira/converter";

// The converter's rules, pure (moved from lira.test.ts, whose other tests use the fakes' rows).
const book: PriceBook = { usdPrice: (coin) => ({ BTC: 60_000, DOGE: 0.12 })[coin] ?? null, usdTry: 34.5 };

describe("the converter", () => {
  it("turns coins into lira and dollars and back, through the dollar price and USDT/TRY", () => {
    // 2 × 60,000 × 34.5 = 4,140,000
    expect(convert({ amount: 2, from: "BTC", to: "TRY" }, book)).toEqual({ ok: true, rate: 2_070_000, result: 4_140_000 });
    // 1,000 / 34.5 / 60,000 = 0.000483091787…
    const back = convert({ amount: 1000, from: "TRY", to: "BTC" }, book);
    expect(back.ok && back.result).toBeCloseTo(0.000483091787, 12);
    expect(convert({ amount: 10, from: "USD", to: "TRY" }, book)).toEqual({ ok: true, rate: 34.5, result: 345 });
    // 60,000 / 0.12 = 500,000 DOGE per BTC
    const cross = convert({ amount: 1, from: "BTC", to: "DOGE" }, book);
    expect(cross.ok && cross.result).toBeCloseTo(500_000, 6);
  });

  it("names the unit it cannot price", () => {
    expect(convert({ amount: 1, from: "XYZ", to: "TRY" }, book)).toEqual({ ok: false, missing: "XYZ" });
    expect(convert({ amount: 1, from: "BTC", to: "TRY" }, { ...book, usdTry: null })).toEqual({ ok: false, missing: "TRY" });
  });

  it("reads amounts as Turks write them and refuses what is not a number in Turkish", () => {
    expect(converterQuerySchema.parse({ amount: "1,5", from: "btc", to: "try" })).toEqual({ amount: 1.5, from: "BTC", to: "TRY" });
    expect(converterQuerySchema.parse({})).toEqual({ amount: 1, from: "BTC", to: "TRY" });
    const refused = (amount: string) => converterQuerySchema.safeParse({ amount }).error?.issues[0]?.message;
    expect(converterQuerySchema.parse({ amount: "1.000,5" }).amount).toBe(1000.5);
    expect(converterQuerySchema.parse({ amount: "10.000" }).amount).toBe(10_000);
    expect(refused("abc")).toContain("Miktarı rakamla yazın");
    expect(refused("0")).toBe("Miktar sıfırdan büyük olmalıdır.");
    expect(converterQuerySchema.safeParse({ from: "B<script>" }).error?.issues[0]?.message).toContain("Birim");
    expect(converterHref({ amount: 0.5, from: "ETH", to: "USD" })).toBe("/converter?amount=0%2C5&from=ETH&to=USD");
  });

  it("lists amounts that suit the coin's price", () => {
    expect(commonCoinAmounts(60_000)[0]).toBe(0.001);
    expect(commonCoinAmounts(0.12)).toContain(1_000_000);
  });
});

describe("the converter's edges", () => {
  const errors = (query: Record<string, string>) => converterQuerySchema.safeParse(query).error?.issues.map((issue) => issue.message) ?? [];

  it("prices the dollar at one, the lira through the rate, and a coin only at a positive price", () => {
    expect(unitUsd("USD", { usdPrice: () => null, usdTry: null })).toBe(1);
    expect(unitUsd("TRY", book)).toBeCloseTo(1 / 34.5, 12);
    expect(unitUsd("TRY", { ...book, usdTry: 0 })).toBeNull();
    expect(unitUsd("BTC", book)).toBe(60_000);
    expect(unitUsd("ZERO", { usdPrice: () => 0, usdTry: 1 })).toBeNull();
    expect(unitUsd("NEG", { usdPrice: () => -1, usdTry: 1 })).toBeNull();
    expect(convert({ amount: 1, from: "TRY", to: "XYZ" }, book)).toEqual({ ok: false, missing: "XYZ" });
    expect(convert({ amount: 3, from: "DOGE", to: "USD" }, book)).toEqual({ ok: true, rate: 0.12, result: 3 * 0.12 });
  });

  it("takes amounts up to a trillion, units of 2 to 20 letters or digits, trimmed and upper-cased", () => {
    expect(MAX_AMOUNT).toBe(1e12);
    expect(converterQuerySchema.parse({ amount: "1.000.000.000.000" }).amount).toBe(1e12);
    expect(errors({ amount: "1.000.000.000.001" })).toEqual(["Miktar en fazla 1 trilyon olabilir."]);
    expect(errors({ amount: "-1" })).toEqual(["Miktar sıfırdan büyük olmalıdır."]);
    expect(errors({ amount: "abc" })).toEqual(["Miktarı rakamla yazın: ondalık için virgül, binlik için nokta (ör. 0,5 ya da 10.000)."]);
    expect(converterQuerySchema.parse({ from: " eth ", to: "usd" })).toEqual({ amount: 1, from: "ETH", to: "USD" });
    expect(converterQuerySchema.parse({ from: "1INCH", to: "A".repeat(20) })).toMatchObject({ from: "1INCH", to: "A".repeat(20) });
    for (const unit of ["B", "A".repeat(21), "BT-C", "BTC USDT"])
      expect(errors({ from: unit }), unit).toEqual(["Birim 2-20 harf veya rakamdan oluşmalıdır (ör. BTC, TRY, USD)."]);
  });

  it("lists amounts by the coin's price, from a thousand dollars and from one dollar", () => {
    expect(commonCoinAmounts(1000)).toEqual([0.001, 0.01, 0.05, 0.1, 0.5, 1, 2, 5, 10]);
    expect(commonCoinAmounts(999.99)).toEqual([0.1, 0.5, 1, 5, 10, 50, 100, 500, 1000]);
    expect(commonCoinAmounts(1)).toEqual([0.1, 0.5, 1, 5, 10, 50, 100, 500, 1000]);
    expect(commonCoinAmounts(0.99)).toEqual([1, 10, 100, 500, 1000, 5000, 10_000, 100_000, 1_000_000]);
    expect(COMMON_LIRA_AMOUNTS).toEqual([100, 500, 1000, 5000, 10_000, 50_000, 100_000]);
  });

  it("knows the twelve coins with a page of their own and the two money names", () => {
    expect(CONVERTER_COINS).toEqual(["BTC", "ETH", "BNB", "SOL", "XRP", "DOGE", "ADA", "AVAX", "TRX", "LINK", "DOT", "LTC"]);
    expect(isConverterCoin("LTC")).toBe(true);
    expect(isConverterCoin("btc")).toBe(false);
    expect(isConverterCoin("PEPE")).toBe(false);
    expect(FIAT_NAMES).toEqual({ TRY: "Türk lirası", USD: "ABD doları" });
  });

  it("writes a shareable address with the amount as Turks write it", () => {
    expect(converterHref({ amount: 1000.25, from: "TRY", to: "BTC" })).toBe("/converter?amount=1000%2C25&from=TRY&to=BTC");
  });
});
