import { describe, expect, it } from "vitest";
import { convertAmount, toWorkingCurrency } from "~/lib/portfolio/convert";
import { runFifo, type FifoTransaction } from "~/lib/portfolio/fifo";
import { NO_RATE_MESSAGE, pricesFromCoins, summarisePortfolio } from "~/lib/portfolio/summary";

const tx = (type: FifoTransaction["type"], date: string, amount: number, price: number, fee = 0, symbol = "BTC"): FifoTransaction => ({
  type,
  symbol,
  amount,
  price,
  fee,
  date,
});

function fifo(transactions: FifoTransaction[]) {
  const outcome = runFifo(transactions);
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.result;
}

describe("runFifo", () => {
  it("uses the oldest lots first, in part when needed, with fees in the cost and out of the proceeds", () => {
    const result = fifo([
      tx("buy", "2024-01-10", 1, 40_000, 100), // lot 1: 1 BTC at 40 100
      tx("buy", "2024-03-01", 2, 50_000, 200), // lot 2: 2 BTC at 50 100
      tx("sell", "2024-06-01", 1.5, 60_000, 150), // 89 850 for lot 1 + half a coin of lot 2 (65 150)
      tx("sell", "2025-02-01", 1, 45_000), // 45 000 for one coin of lot 2 (50 100)
    ]);
    expect(result.events.map((event) => [event.proceeds, event.cost, event.gain])).toEqual([
      [89_850, 65_150, 24_700],
      [45_000, 50_100, -5_100],
    ]);
    const [btc] = result.holdings;
    expect(btc.amount).toBeCloseTo(0.5, 12);
    expect(btc.costBasis).toBeCloseTo(25_050, 6);
    expect(btc.averageCost).toBeCloseTo(50_100, 6);
    expect(btc.realizedPnl).toBeCloseTo(19_600, 6);
    expect(result.years).toEqual([
      { year: 2024, proceeds: 89_850, cost: 65_150, gain: 24_700, income: 0 },
      { year: 2025, proceeds: 45_000, cost: 50_100, gain: -5_100, income: 0 },
    ]);
  });

  it("moves transferred coins without a gain; a transfer-in is a lot at its price; a transfer-out fee is a loss", () => {
    const result = fifo([
      tx("transfer_in", "2024-01-01", 10, 2_000, 0, "ETH"), // 10 ETH at 2 000
      tx("buy", "2024-02-01", 5, 3_000, 30, "ETH"), // 5 ETH at 3 006
      tx("transfer_out", "2024-03-01", 12, 0, 5, "ETH"), // all of lot 1, 2 of lot 2; 5 spent on the fee
      tx("sell", "2024-04-01", 3, 4_000, 12, "ETH"), // 11 988 for 3 × 3 006 = 9 018
    ]);
    expect(result.events.map((event) => [event.type, event.proceeds, event.cost, event.gain])).toEqual([
      ["transfer_out", 0, 5, -5],
      ["sell", 11_988, 9_018, 2_970],
    ]);
    expect(result.holdings[0]).toMatchObject({ symbol: "ETH", amount: 0, costBasis: 0, averageCost: 0, realizedPnl: 2_965 });
    expect(result.years).toEqual([{ year: 2024, proceeds: 11_988, cost: 9_023, gain: 2_965, income: 0 }]);
  });

  it("applies transactions by date whatever order they are listed in, and keeps coins apart", () => {
    const result = fifo([
      tx("sell", "2024-05-01", 1, 30, 0, "SOL"),
      tx("buy", "2024-01-01", 2, 10, 0, "SOL"),
      tx("buy", "2024-02-01", 1, 50_000),
      tx("buy", "2024-03-01", 2, 20, 0, "SOL"),
    ]);
    const sol = result.holdings.find((holding) => holding.symbol === "SOL")!;
    expect(sol.amount).toBe(3);
    expect(sol.costBasis).toBe(50); // one coin left at 10, two at 20
    expect(sol.realizedPnl).toBe(20);
    expect(result.holdings.find((holding) => holding.symbol === "BTC")?.amount).toBe(1);
  });

  it("does not leave rounding dust as a holding, nor call it an oversell", () => {
    const result = fifo([tx("buy", "2024-01-01", 0.1, 100), tx("buy", "2024-01-02", 0.2, 100), tx("sell", "2024-01-03", 0.3, 200)]);
    expect(result.holdings[0].lots).toEqual([]);
    expect(result.holdings[0].amount).toBe(0);
    expect(result.events[0].gain).toBeCloseTo(30, 9);
  });

  it("refuses a sell larger than what is held then, saying which and how much in Turkish", () => {
    const outcome = runFifo([tx("buy", "2024-01-01", 1, 100), tx("sell", "2024-02-01", 1.5, 200)]);
    expect(outcome).toEqual({
      ok: false,
      index: 1,
      error: "01.02.2024 tarihli BTC satış (1,5), o tarihte eldeki miktarı (1) aşıyor.",
    });
    // A later buy does not cover an earlier sell.
    const early = runFifo([tx("buy", "2024-03-01", 5, 100), tx("transfer_out", "2024-02-01", 1, 0)]);
    expect(early).toMatchObject({
      ok: false,
      index: 1,
      error: "01.02.2024 tarihli BTC transfer çıkışı (1), o tarihte eldeki miktarı (0) aşıyor.",
    });
  });
});

describe("currency conversion", () => {
  it("converts with the one rate given, both ways", () => {
    expect(convertAmount(100, "USD", "TRY", 34)).toBe(3_400);
    expect(convertAmount(3_400, "TRY", "USD", 34)).toBe(100);
    expect(convertAmount(5, "TRY", "TRY", 34)).toBe(5);
  });

  it("needs a rate only when currencies are mixed", () => {
    const lira = [
      { type: "buy" as const, symbol: "BTC", amount: 1, price: 2_040_000, currency: "TRY" as const, fee: 340, date: "2024-01-01" },
    ];
    expect(toWorkingCurrency(lira, "TRY", null)?.[0]).toMatchObject({ price: 2_040_000, fee: 340 });
    expect(toWorkingCurrency(lira, "USD", null)).toBeNull();
    expect(toWorkingCurrency(lira, "USD", 34)?.[0]).toMatchObject({ price: 60_000, fee: 10 });
  });
});

describe("summarisePortfolio", () => {
  const prices = pricesFromCoins([
    { symbol: "BTCUSDT", lastPrice: 64_000 },
    { symbol: "ETHUSDT", lastPrice: 3_000 },
    { symbol: "ETHBTC", lastPrice: 0.05 },
  ]);

  it("reads dollar prices from USDT pairs only, USDT itself being 1", () => {
    expect([...prices]).toEqual([
      ["BTC", 64_000],
      ["ETH", 3_000],
      ["USDT", 1],
    ]);
  });

  it("values each coin in dollars and lira with unrealised and realised results", () => {
    const outcome = summarisePortfolio(
      [
        // 2 040 000 TRY at 34 TRY/USD is 60 000 dollars; the 340 TRY fee is 10 dollars.
        { type: "buy", symbol: "BTC", amount: 1, price: 2_040_000, currency: "TRY", fee: 340, date: "2024-01-01" },
        { type: "buy", symbol: "ETH", amount: 4, price: 2_500, currency: "USD", fee: 0, date: "2024-01-02" },
        { type: "sell", symbol: "ETH", amount: 2, price: 3_500, currency: "USD", fee: 0, date: "2024-02-01" },
        { type: "buy", symbol: "NEWCOIN", amount: 10, price: 1, currency: "USD", fee: 0, date: "2024-02-02" },
      ],
      prices,
      34,
    );
    if (!outcome.ok) throw new Error(outcome.error);
    const { holdings, totals, unpriced } = outcome.summary;
    expect(holdings.map((holding) => holding.symbol)).toEqual(["BTC", "ETH", "NEWCOIN"]);
    const [btc, eth, unknown] = holdings;
    expect(btc).toMatchObject({ amount: 1, averageCost: 60_010, valueUsd: 64_000, valueTry: 2_176_000, unrealizedPnlUsd: 3_990 });
    expect(btc.unrealizedPnlTry).toBeCloseTo(135_660, 6);
    expect(btc.share).toBeCloseTo(64_000 / 70_000, 12);
    expect(eth).toMatchObject({
      amount: 2,
      averageCost: 2_500,
      valueUsd: 6_000,
      unrealizedPnlUsd: 1_000,
      realizedPnlUsd: 2_000,
      realizedPnlTry: 68_000,
    });
    expect(unknown).toMatchObject({ priceUsd: null, valueUsd: null, valueTry: null, unrealizedPnlUsd: null, share: null });
    expect(unpriced).toEqual(["NEWCOIN"]);
    expect(totals).toMatchObject({ valueUsd: 70_000, valueTry: 2_380_000, realizedPnlUsd: 2_000 });
    expect(totals.unrealizedPnlUsd).toBeCloseTo(4_990, 6);
  });

  it("says plainly when lira transactions cannot be converted for want of a rate, or a sell is too large", () => {
    const lira = { type: "buy" as const, symbol: "BTC", amount: 1, price: 100, currency: "TRY" as const, fee: 0, date: "2024-01-01" };
    expect(summarisePortfolio([lira], prices, null)).toEqual({ ok: false, error: NO_RATE_MESSAGE });
    const usdOnly = summarisePortfolio([{ ...lira, currency: "USD" }], prices, null);
    expect(usdOnly.ok && usdOnly.summary.totals).toMatchObject({ valueUsd: 64_000, valueTry: null });
    expect(summarisePortfolio([{ ...lira, currency: "USD", type: "sell" }], prices, 34)).toMatchObject({ ok: false });
  });
});
