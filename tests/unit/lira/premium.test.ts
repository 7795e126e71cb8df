import { describe, expect, it } from "vitest";
import { BTCTURK_TAKER_FEE_PERCENT, premiumAfterFees, premiumPercent, premiumRows } from "~/lib/lira/premium";

// The lira premium (BtcTurk against Binance in lira), pure: the table on the lira page.
describe("the lira premium", () => {
  it("is BtcTurk's price over Binance's in lira, less one, in percent", () => {
    expect(premiumPercent(102, 1, 100)).toBeCloseTo(2, 10);
    expect(premiumPercent(98, 2, 50)).toBeCloseTo(-2, 10);
  });

  it("shrinks towards zero by both trades' fees, and is nothing when the fees eat it", () => {
    expect(premiumAfterFees(2, 0.1, 0.2)).toBeCloseTo(1.7, 10);
    expect(premiumAfterFees(-2, 0.1, 0.2)).toBeCloseTo(-1.7, 10);
    expect(premiumAfterFees(0.3, 0.1, 0.2)).toBe(0);
    expect(premiumAfterFees(-0.3, 0.1, 0.2)).toBe(0);
    expect(premiumAfterFees(0.2, 0.1, 0.2)).toBe(0);
  });

  it("takes the book's middle, trades at the side met, and lists the largest gap of either sign first", () => {
    const prices: Record<string, number> = { BTC: 100, ETH: 10, SOL: 1, USDT: 1, XYZ: 0 };
    const rows = premiumRows(
      [
        { base: "BTC", bid: 10_150, ask: 10_250 },
        { base: "ETH", bid: 970, ask: 974 },
        { base: "SOL", bid: 99.5, ask: 102.5 },
        // No premium for USDT itself, a one-sided or crossed book, or a coin Binance does not price.
        { base: "USDT", bid: 100, ask: 101 },
        { base: "DOGE", bid: 1, ask: 1.1 },
        { base: "XYZ", bid: 1, ask: 1.1 },
        { base: "ADA", bid: null, ask: 5 },
        { base: "AVAX", bid: 5, ask: 4 },
      ],
      (base) => prices[base] ?? null,
      100,
      0.1,
    );
    expect(rows.map((row) => row.base)).toEqual(["ETH", "BTC", "SOL"]);
    const [eth, btc, sol] = rows;
    expect(btc).toMatchObject({ btcturkMid: 10_200, binanceUsdt: 100, binanceTry: 10_000, transferTime: "30-60 dk" });
    expect(btc.premiumPercent).toBeCloseTo(2, 10);
    // Dearer in Türkiye: sold there at the bid (1.5 %), less 0.1 % and BtcTurk's fee.
    expect(btc.afterFeesPercent).toBeCloseTo(1.5 - 0.1 - BTCTURK_TAKER_FEE_PERCENT, 10);
    // Cheaper in Türkiye: bought there at the ask (−2.6 %).
    expect(eth.premiumPercent).toBeCloseTo(-2.8, 10);
    expect(eth.afterFeesPercent).toBeCloseTo(-2.6 + 0.1 + BTCTURK_TAKER_FEE_PERCENT, 10);
    // A spread wider than the gap leaves nothing, not a loss of the other sign.
    expect(sol.premiumPercent).toBeCloseTo(1, 10);
    expect(sol.afterFeesPercent).toBe(0);
    expect(premiumRows([{ base: "NEW", bid: 1, ask: 1 }], () => 0.01, 100, 0)[0].transferTime).toBeNull();
  });
});
