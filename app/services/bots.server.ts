import { backtestRecord, dailySteps, replaySignals, type BacktestView } from "~/lib/bots/backtest";
import type { BotParams } from "~/lib/bots/engine";
import { describeStrategy } from "~/lib/bots/format";
import { signalBaseline } from "~/lib/market/track-record";
import { rankLeaders, recordAsRun, type LeaderRow } from "~/lib/bots/leaderboard";
import { backtestSummary, lastBacktestRun, saveBacktest } from "~/models/backtest.server";
import { marketWindow, stepBots } from "~/models/bot-steps.server";
import { botLeaderboard, closedSignals, createBot, type CreateResult } from "~/models/trading-bots.server";
import { refused, type Refusal } from "~/models/refusal.server";
import type { ActivityActor } from "~/models/activity.server";
import { env } from "~/server/env.server";
import { getBookTicker } from "./book-ticker.server";
import { getDailyCandlesFor } from "./candles.server";
import { getMarket, type Market } from "./market.server";
import { logger } from "~/server/log.server";
import { runExclusive } from "~/server/schedule-lock.server";

/** The live market task: steps the bots, crossing the spread only when the book itself is live. */
export async function stepBotsOnLiveMarket(market: Market) {
  if (market.source !== "live") return null;
  return stepBots(market, marketWindow(market.updatedAt, env().MARKET_REFRESH_MS), async () => {
    const book = await getBookTicker();
    return book.source === "live" ? new Map(book.data.map((quote) => [quote.symbol, quote])) : null;
  });
}

export type CoinChoice = { symbols: string[] } | { top: number };

/**
 * The pairs a new bot trades: the named ones, each listed in the market, or the top N by
 * volume now (fixed at creation, so the bot's record stays about the same coins).
 */
export async function resolveSymbols(choice: CoinChoice): Promise<{ ok: true; symbols: string[] } | Refusal<"symbol">> {
  const { coins } = await getMarket();
  if ("top" in choice) return { ok: true, symbols: coins.slice(0, choice.top).map((coin) => coin.symbol) };
  const listed = new Set(coins.map((coin) => coin.symbol));
  const missing = choice.symbols.find((symbol) => !listed.has(symbol));
  if (missing) return refused(`${missing} piyasa listesinde yok; USDT paritesi olarak yazın (ör. BTCUSDT).`, "symbol");
  return { ok: true, symbols: [...new Set(choice.symbols)] };
}

export interface BotRequest {
  name: string;
  coins: CoinChoice;
  budget: number;
  bot: BotParams;
  public: boolean;
}

/** The one way a bot is made, from the form and from the API. */
export async function createBotFor(actor: ActivityActor, request: BotRequest): Promise<CreateResult> {
  const symbols = await resolveSymbols(request.coins);
  if (!symbols.ok) return symbols;
  return createBot(actor, {
    name: request.name,
    symbols: symbols.symbols,
    budget: request.budget,
    bot: request.bot,
    public: request.public,
  });
}

/** Holding each signal's coin from its opening to its close instead, on average, in percent. */
function holdPercent(signals: Parameters<typeof signalBaseline>[0]): number | null {
  const { holdReturn } = signalBaseline(signals);
  return holdReturn === null ? null : holdReturn * 100;
}

/** `/social-trading`'s ranking: every public bot, the live signals' record and, once run, the backtest's. */
export async function leaderboardRows(): Promise<LeaderRow[]> {
  const [bots, live, tested] = await Promise.all([botLeaderboard(), closedSignals("signals"), closedSignals("backtest_signals")]);
  const rows: LeaderRow[] = bots.map((bot) => ({
    kind: "bot",
    name: bot.name,
    href: `/trading-bots/${bot.id}`,
    detail: `${describeStrategy(bot.strategy, bot.params)} · ${bot.symbols.join(", ")}`,
    owner: bot.owner,
    returnPercent: bot.returnPercent,
    holdReturnPercent: bot.holdReturnPercent,
    maxDrawdown: bot.maxDrawdown,
    trades: bot.trades,
  }));
  rows.push({
    kind: "signals",
    name: "Sitenin sinyalleri",
    href: "/signals?status=closed",
    detail: "Kapanmış canlı sinyaller",
    owner: null,
    ...recordAsRun(live),
    holdReturnPercent: holdPercent(live),
  });
  if (tested.length > 0) {
    rows.push({
      kind: "backtest",
      name: "Geçmiş veriyle test (backtest)",
      href: "/signals#backtest",
      detail: "Aynı kural, geçmiş günlük mumlarla",
      owner: null,
      ...recordAsRun(tested),
      holdReturnPercent: holdPercent(tested),
    });
  }
  return rankLeaders(rows);
}

/** The coins the backtest replays: the top of the live market by volume. */
export const BACKTEST_COINS = 10;
const BACKTEST_EVERY_MS = 24 * 60 * 60_000;
const CANDLE_WAIT_MS = 60_000;
let backtestRunning: Promise<number | null> | null = null;

/** Runs the backtest at most once a day (and once at a time), on live daily candles only. */
export function backtestIfDue(market: Market, now = new Date()): Promise<number | null> {
  backtestRunning ??= (async () => {
    const last = await lastBacktestRun();
    if (last && now.getTime() - Date.parse(last) < BACKTEST_EVERY_MS) return null;
    return runBacktest(market, now);
  })().finally(() => {
    backtestRunning = null;
  });
  return backtestRunning;
}

/** Replays the live signal rule over each top coin's year of daily candles and stores the result apart. */
export async function runBacktest(market: Market, now = new Date()): Promise<number> {
  const coins = market.coins.slice(0, BACKTEST_COINS);
  const sets = await getDailyCandlesFor(coins, CANDLE_WAIT_MS);
  const signals = coins.flatMap((coin) => {
    const set = sets.get(coin.symbol);
    // Sample candles are never replayed: a record must come from the exchange's own history.
    return set && set.source !== "demo" ? replaySignals(dailySteps(coin.symbol, set.data)) : [];
  });
  await saveBacktest(signals, now.toISOString());
  return signals.length;
}

const BACKTEST_FIRST_CHECK_MS = 30_000;
const BACKTEST_CHECK_MS = 60 * 60_000;
let backtestSchedule: NodeJS.Timeout | undefined;

/** Checks hourly (first half a minute after the start) whether the daily backtest is due; live markets only. */
export function startBacktestSchedule() {
  if (backtestSchedule) return;
  const check = () =>
    void runExclusive("backtest", async () => {
      const market = await getMarket();
      return market.source === "live" ? backtestIfDue(market) : null;
    }).catch((error: unknown) => logger.error({ err: error }, "Backtest çalıştırılamadı"));
  backtestSchedule = setInterval(check, BACKTEST_CHECK_MS);
  backtestSchedule.unref();
  setTimeout(check, BACKTEST_FIRST_CHECK_MS).unref();
}

/** What `/signals` shows of the backtest, or null before its first run. */
export async function backtestView(): Promise<BacktestView | null> {
  const summary = await backtestSummary();
  if (!summary) return null;
  return {
    runAt: summary.runAt,
    from: summary.from,
    symbols: summary.symbols,
    opened: summary.signals.length,
    record: backtestRecord(summary.signals),
  };
}
