import { describe, expect, it } from "vitest";
import { cycleSymbols, findCycles, type BookQuote } from "~/lib/market/arbitrage";

const q = (symbol: string, bidPrice: number, askPrice: number): BookQuote => ({ symbol, bidPrice, askPrice, bidQty: 1, askQty: 1 });

// ETH costs 2501 USDT, sells for 2499; BTC 50010 / 49990; ETHBTC 0.0511 / 0.0509.
const book = [q("BTCUSDT", 49990, 50010), q("ETHUSDT", 2499, 2501), q("ETHBTC", 0.0509, 0.0511)];

describe("findCycles", () => {
  it("prices both directions of a cross pair from the right side of each book", () => {
    const { cycles, crossPairs } = findCycles(book, 0);
    expect(crossPairs).toBe(1);
    expect(cycles.map((c) => c.path.join(" → "))).toEqual(["USDT → ETH → BTC → USDT", "USDT → BTC → ETH → USDT"]);
    // 1 / 2501 ETH, sold at 0.0509 BTC, sold at 49990 USDT = 1.0173894442
    expect(cycles[0].grossPercent).toBeCloseTo(1.7389444222, 8);
    expect(cycles[0].legs.map((leg) => [leg.symbol, leg.side, leg.price])).toEqual([
      ["ETHUSDT", "buy", 2501],
      ["ETHBTC", "sell", 0.0509],
      ["BTCUSDT", "sell", 49990],
    ]);
    // 1 / 50010 BTC, spent at 0.0511 BTC per ETH, sold at 2499 USDT = 0.9778866145
    expect(cycles[1].grossPercent).toBeCloseTo(-2.2113385542, 8);
    expect(cycles[1].legs.map((leg) => [leg.symbol, leg.side, leg.price])).toEqual([
      ["BTCUSDT", "buy", 50010],
      ["ETHBTC", "buy", 0.0511],
      ["ETHUSDT", "sell", 2499],
    ]);
    // With no fee the net result is the gross one.
    expect(cycles[0].netPercent).toBeCloseTo(cycles[0].grossPercent, 10);
  });

  it("takes the fee from each of the three legs", () => {
    const flat = [q("BTCUSDT", 50000, 50000), q("ETHUSDT", 2500, 2500), q("ETHBTC", 0.051, 0.051)];
    const best = (fee: number) => findCycles(flat, fee).cycles[0];
    // 1 / 2500 × 0.051 × 50000 = 1.02 before fees.
    expect(best(0).grossPercent).toBeCloseTo(2, 10);
    // 1.02 × 0.999³ = 1.016943058998
    expect(best(0.1).netPercent).toBeCloseTo(1.6943058998, 8);
    // 1.02 × 0.998³ = 1.013892231840
    expect(best(0.2).netPercent).toBeCloseTo(1.389223184, 8);
    expect(best(0.2).grossPercent).toBeCloseTo(2, 10);
    // 1.4340327041 % net at 0.1 % a leg for the spread book.
    expect(findCycles(book, 0.1).cycles[0].netPercent).toBeCloseTo(1.4340327041, 8);
    expect(findCycles(book, 0.1).cycles[1].netPercent).toBeCloseTo(-2.5044112703, 8);
  });

  it("sorts every cycle by net result and skips pairs that do not link two USDT markets", () => {
    const wide = [
      ...book,
      q("BNBUSDT", 600, 600),
      q("BNBBTC", 0.0125, 0.0125), // 600 / 50000 = 0.012: BNB sells dear in BTC, +4,1 % before fees
      q("BNBETH", 0.24, 0.24), // 600 / 2500 = 0.24: no gap but the spreads
      q("USDTTRY", 34, 34.1),
      q("SOLBTC", 0.003, 0.003), // SOL has no USDT book
      q("XRPUSDT", 0, 0), // no usable price
      q("XRPBTC", 0.00001, 0.00001),
    ];
    const { cycles, crossPairs } = findCycles(wide, 0.1);
    expect(crossPairs).toBe(3);
    expect(cycles).toHaveLength(6);
    const nets = cycles.map((c) => c.netPercent);
    expect([...nets].sort((a, b) => b - a)).toEqual(nets);
    expect(cycles[0].path).toEqual(["USDT", "BNB", "BTC", "USDT"]);
    expect(
      cycleSymbols(wide)
        .map((quote) => quote.symbol)
        .sort(),
    ).toEqual(["BNBBTC", "BNBETH", "BNBUSDT", "BTCUSDT", "ETHBTC", "ETHUSDT"].sort());
  });

  it("gives no cycles for an empty book", () => {
    expect(findCycles([], 0.1)).toEqual({ cycles: [], crossPairs: 0 });
  });
});
