import { describe, expect, it } from "vitest";
import {
  buyOrder,
  holdBasis,
  holdValue,
  MIN_NOTIONAL_USDT,
  sellOrder,
  stepBot,
  type BotParams,
  type BotState,
  type Quote,
} from "~/lib/bots/engine";
import { feesPaid, maxDrawdown, returnPercent, winRate } from "~/lib/bots/metrics";

const RUN_START = "2026-11-25T10:00:00.000Z";

function quote(last: number, extra: Partial<Quote> = {}): Quote {
  return { last, bid: last, ask: last, score: null, buySignal: null, ...extra };
}

function state(cash: number, symbols = ["BTCUSDT"]): BotState {
  return { symbols, cash, holdings: {}, lastDcaAt: null, runStartedAt: RUN_START };
}

const at = (hours: number) => new Date(Date.parse(RUN_START) + hours * 3_600_000);
const signals: BotParams = { strategy: "signals", params: {} };

describe("orders: fee, spread and minimum notional", () => {
  it("a buy spends the amount at the ask and pays 0.1 % of it", () => {
    const trade = buyOrder("BTCUSDT", 1000, quote(100, { bid: 99.9, ask: 100.1 }), "test")!;
    expect(trade.price).toBe(100.1);
    expect(trade.fee).toBeCloseTo(1, 10);
    // (1000 - 1) / 100.1
    expect(trade.amount).toBeCloseTo(9.98001998002, 9);
  });

  it("a sell gets the bid and pays 0.1 % of the proceeds", () => {
    const trade = sellOrder("BTCUSDT", 2, quote(100, { bid: 99.9, ask: 100.1 }), "test")!;
    expect(trade.price).toBe(99.9);
    expect(trade.fee).toBeCloseTo(0.1998, 10);
  });

  it("refuses orders under the minimum notional of 5 USDT", () => {
    expect(MIN_NOTIONAL_USDT).toBe(5);
    expect(buyOrder("BTCUSDT", 4.99, quote(100), "test")).toBeNull();
    expect(buyOrder("BTCUSDT", 5, quote(100), "test")).not.toBeNull();
    expect(sellOrder("BTCUSDT", 0.04, quote(100), "test")).toBeNull();
  });
});

describe("signals strategy", () => {
  it("buys on a buy signal opened in the run and sells when it closes (hand-computed)", () => {
    const open = { id: 7, openedAt: "2026-11-25T11:00:00.000Z" };
    const first = stepBot(signals, state(1000), new Map([["BTCUSDT", quote(100, { bid: 99.9, ask: 100.1, buySignal: open })]]), at(1));
    expect(first.trades).toEqual([
      {
        side: "buy",
        symbol: "BTCUSDT",
        price: 100.1,
        amount: expect.closeTo(9.98001998002, 9),
        fee: expect.closeTo(1, 9),
        reason: "Al sinyali #7",
      },
    ]);
    expect(first.cash).toBeCloseTo(0, 9);
    expect(first.holdings.BTCUSDT.signalId).toBe(7);

    const still = stepBot(
      signals,
      { ...state(first.cash), holdings: first.holdings },
      new Map([["BTCUSDT", quote(105, { buySignal: open })]]),
      at(2),
    );
    expect(still.trades).toEqual([]);

    const closed = stepBot(
      signals,
      { ...state(first.cash), holdings: first.holdings },
      new Map([["BTCUSDT", quote(110, { bid: 109.89, ask: 110.11 })]]),
      at(3),
    );
    expect(closed.trades).toHaveLength(1);
    const sell = closed.trades[0];
    expect(sell).toMatchObject({ side: "sell", price: 109.89, reason: "Al sinyali kapandı" });
    // 9.98001998002 × 109.89 = 1096.70439560, less 0.1 %.
    expect(sell.fee).toBeCloseTo(1.0967043956, 8);
    expect(closed.cash).toBeCloseTo(1095.6076912088, 8);
    expect(closed.holdings).toEqual({});
  });

  it("does not follow a signal opened before the run began", () => {
    const old = { id: 3, openedAt: "2026-11-25T09:00:00.000Z" };
    expect(stepBot(signals, state(1000), new Map([["BTCUSDT", quote(100, { buySignal: old })]]), at(1)).trades).toEqual([]);
  });

  it("shares the cash equally among the coins it does not hold", () => {
    const open = { id: 1, openedAt: RUN_START };
    const quotes = new Map([
      ["BTCUSDT", quote(100, { buySignal: open })],
      ["ETHUSDT", quote(10, { buySignal: { id: 2, openedAt: RUN_START } })],
    ]);
    const result = stepBot(signals, state(1000, ["BTCUSDT", "ETHUSDT"]), quotes, at(1));
    expect(result.trades.map((t) => t.price * t.amount + t.fee)).toEqual([expect.closeTo(500, 9), expect.closeTo(500, 9)]);
  });
});

describe("score band strategy over a fixed series", () => {
  it("buys when the score reaches buyAbove and sells when it falls below sellBelow", () => {
    const bot: BotParams = { strategy: "score", params: { buyAbove: 70, sellBelow: 50 } };
    const series: Array<[price: number, score: number]> = [
      [100, 60],
      [102, 72],
      [104, 55],
      [101, 49],
      [99, 65],
    ];
    let current = state(500);
    const trades = [];
    for (const [index, [price, score]] of series.entries()) {
      const result = stepBot(bot, current, new Map([["BTCUSDT", quote(price, { score })]]), at(index));
      trades.push(...result.trades);
      current = { ...current, cash: result.cash, holdings: result.holdings };
    }
    expect(trades.map((t) => [t.side, t.price, t.reason])).toEqual([
      ["buy", 102, "Puan 72 ≥ 70"],
      ["sell", 101, "Puan 49 < 50"],
    ]);
    // 500 spent: 0.5 fee, 499.5 / 102 BTC; sold at 101 less 0.1 %.
    const amount = 499.5 / 102;
    expect(trades[0].amount).toBeCloseTo(amount, 12);
    expect(current.cash).toBeCloseTo(amount * 101 * 0.999, 9);
    expect(current.cash).toBeCloseTo(494.1083382353, 8);
  });
});

describe("DCA strategy", () => {
  const daily: BotParams = { strategy: "dca", params: { amount: 100, every: "day" } };

  it("buys at its first step, then once a day has passed", () => {
    const quotes = new Map([["BTCUSDT", quote(50)]]);
    const first = stepBot(daily, state(250), quotes, at(0));
    expect(first.trades).toEqual([
      {
        side: "buy",
        symbol: "BTCUSDT",
        price: 50,
        amount: expect.closeTo(1.998, 12),
        fee: expect.closeTo(0.1, 12),
        reason: "Günlük düzenli alım",
      },
    ]);
    expect(first.lastDcaAt).toBe(at(0).toISOString());
    const next = { ...state(first.cash), holdings: first.holdings, lastDcaAt: first.lastDcaAt };
    expect(stepBot(daily, next, quotes, at(23)).trades).toEqual([]);
    const second = stepBot(daily, next, quotes, at(24));
    expect(second.trades).toHaveLength(1);
    expect(second.holdings.BTCUSDT.amount).toBeCloseTo(3.996, 12);
    expect(second.cash).toBeCloseTo(50, 9);
  });

  it("weekly: nothing after six days; the last purchase uses what cash is left", () => {
    const weekly: BotParams = { strategy: "dca", params: { amount: 100, every: "week" } };
    const quotes = new Map([["BTCUSDT", quote(50)]]);
    const last = { ...state(40), lastDcaAt: at(0).toISOString() };
    expect(stepBot(weekly, last, quotes, at(6 * 24)).trades).toEqual([]);
    const due = stepBot(weekly, last, quotes, at(7 * 24));
    expect(due.trades[0].price * due.trades[0].amount + due.trades[0].fee).toBeCloseTo(40, 9);
    expect(due.cash).toBeCloseTo(0, 9);
  });

  it("splits the amount over its coins and skips parts under the minimum notional", () => {
    const quotes = new Map([
      ["BTCUSDT", quote(50)],
      ["ETHUSDT", quote(5)],
    ]);
    const split = stepBot(daily, state(1000, ["BTCUSDT", "ETHUSDT"]), quotes, at(0));
    expect(split.trades.map((t) => t.symbol)).toEqual(["BTCUSDT", "ETHUSDT"]);
    expect(split.cash).toBeCloseTo(900, 9);
    const small = stepBot({ strategy: "dca", params: { amount: 8, every: "day" } }, state(1000, ["BTCUSDT", "ETHUSDT"]), quotes, at(0));
    expect(small.trades).toEqual([]);
  });
});

describe("figures", () => {
  it("return, maximum drawdown, fees and win rate", () => {
    expect(returnPercent(1100, 1000)).toBeCloseTo(10, 12);
    expect(returnPercent(900, 1000)).toBeCloseTo(-10, 12);
    expect(maxDrawdown([100, 120, 90, 130, 65, 140])).toBeCloseTo(50, 12);
    expect(maxDrawdown([100, 110, 120])).toBe(0);
    const trades = [
      { side: "buy" as const, symbol: "BTCUSDT", price: 100, amount: 10, fee: 1 },
      { side: "sell" as const, symbol: "BTCUSDT", price: 101, amount: 10, fee: 1.01 },
      { side: "buy" as const, symbol: "BTCUSDT", price: 100, amount: 10, fee: 1 },
      { side: "sell" as const, symbol: "BTCUSDT", price: 100, amount: 10, fee: 1 },
    ];
    expect(winRate(trades)).toBe(50);
    expect(winRate(trades.slice(0, 1))).toBeNull();
    expect(feesPaid(trades)).toBeCloseTo(4.01, 12);
  });

  it("buy and hold: the budget shared equally at the first asks, after the fee", () => {
    const quotes = new Map([
      ["BTCUSDT", quote(100, { ask: 100 })],
      ["ETHUSDT", quote(10, { ask: 10 })],
    ]);
    const basis = holdBasis(["BTCUSDT", "ETHUSDT"], 1000, quotes);
    expect(basis.BTCUSDT).toBeCloseTo(4.995, 12);
    expect(basis.ETHUSDT).toBeCloseTo(49.95, 12);
    expect(holdValue(basis, (s) => (s === "BTCUSDT" ? 200 : 10))).toBeCloseTo(999 + 499.5, 9);
  });
});
