import type { Coin } from "~/lib/market/analysis";
import type { BookQuote } from "~/lib/market/arbitrage";
import { equityOf, holdBasis, holdValue, stepBot, type Holdings, type Quote } from "~/lib/bots/engine";
import { readParams } from "~/lib/bots/schema";
import { db } from "~/server/db.server";
import { botsPaused } from "./trading-bots.server";
import { logger } from "~/server/log.server";

/**
 * Steps every running bot on one live market snapshot. Each bot is stepped in a transaction
 * of its own that first claims the snapshot's market window (`last_window`): a bot already
 * stepped in this window, by this process or another one sharing the database, is left alone.
 */

export interface LiveSnapshot {
  updatedAt: string;
  coins: readonly Coin[];
}

export interface StepSummary {
  stepped: number;
  trades: number;
}

/** The market window a snapshot belongs to: its time divided into refresh periods. */
export function marketWindow(updatedAt: string, refreshMs: number): number {
  return Math.floor(Date.parse(updatedAt) / refreshMs);
}

/** What the bots see of each pair: last price, score, open buy signal, and the spread when the book is live. */
export async function botQuotes(coins: readonly Coin[], book: ReadonlyMap<string, BookQuote> | null): Promise<Map<string, Quote>> {
  const open = await db()
    .selectFrom("signals")
    .select(["id", "symbol", "opened_at"])
    .where("closed_at", "is", null)
    .where("direction", "=", "buy")
    .execute();
  const buySignals = new Map(open.map((signal) => [signal.symbol, { id: signal.id, openedAt: signal.opened_at }]));
  const quotes = new Map<string, Quote>();
  for (const coin of coins) {
    if (!(coin.lastPrice > 0)) continue;
    const side = book?.get(coin.symbol);
    const spread = side && side.bidPrice > 0 && side.askPrice >= side.bidPrice;
    quotes.set(coin.symbol, {
      last: coin.lastPrice,
      bid: spread ? side.bidPrice : coin.lastPrice,
      ask: spread ? side.askPrice : coin.lastPrice,
      score: coin.analysis?.score ?? null,
      buySignal: buySignals.get(coin.symbol) ?? null,
    });
  }
  return quotes;
}

export async function stepBots(
  snapshot: LiveSnapshot,
  window: number,
  loadBook: () => Promise<ReadonlyMap<string, BookQuote> | null>,
): Promise<StepSummary> {
  const summary: StepSummary = { stepped: 0, trades: 0 };
  if (await botsPaused()) return summary;
  const due = await db()
    .selectFrom("trading_bots")
    .select("id")
    .where("status", "=", "running")
    .where((eb) => eb.or([eb("last_window", "is", null), eb("last_window", "<", window)]))
    .orderBy("id")
    .execute();
  if (due.length === 0) return summary;
  const quotes = await botQuotes(snapshot.coins, await loadBook());
  const now = new Date(snapshot.updatedAt);
  for (const { id } of due) {
    // One broken bot is logged and skipped; the others still step.
    const trades = await stepOne(id, window, quotes, now).catch((error: unknown) => {
      logger.error({ err: error }, `Bot ${id} çalıştırılamadı`);
      return null;
    });
    if (trades === null) continue;
    summary.stepped += 1;
    summary.trades += trades;
  }
  return summary;
}

/** The number of trades made, or null when the bot was not stepped (taken, paused or unreadable). */
async function stepOne(id: number, window: number, quotes: ReadonlyMap<string, Quote>, now: Date): Promise<number | null> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const claim = await trx
        .updateTable("trading_bots")
        .set({ last_window: window })
        .where("id", "=", id)
        .where("status", "=", "running")
        .where((eb) => eb.or([eb("last_window", "is", null), eb("last_window", "<", window)]))
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) === 0) return null;
      const bot = await trx.selectFrom("trading_bots").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      const params = readParams(bot.strategy, bot.params);
      if (!params) return null;
      const symbols = JSON.parse(bot.symbols) as string[];
      const result = stepBot(
        params,
        {
          symbols,
          cash: bot.cash,
          holdings: JSON.parse(bot.holdings) as Holdings,
          lastDcaAt: bot.last_dca_at,
          runStartedAt: bot.run_started_at,
        },
        quotes,
        now,
      );
      const time = now.toISOString();
      if (result.trades.length > 0) {
        await trx
          .insertInto("bot_trades")
          .values(result.trades.map((trade) => ({ bot_id: id, run: bot.run, time, ...trade })))
          .execute();
      }
      const basis =
        bot.hold_basis === null ? holdBasis(symbols, bot.budget, quotes) : (JSON.parse(bot.hold_basis) as Record<string, number>);
      await trx
        .updateTable("trading_bots")
        .set({
          cash: result.cash,
          holdings: JSON.stringify(result.holdings),
          last_dca_at: result.lastDcaAt,
          hold_basis: JSON.stringify(basis),
        })
        .where("id", "=", id)
        .execute();
      // A position whose coin left the snapshot cannot be valued: no equity point rather than a false one.
      const priced = [...Object.keys(result.holdings), ...Object.keys(basis)].every((symbol) => quotes.has(symbol));
      if (priced) {
        const last = (symbol: string) => quotes.get(symbol)?.last;
        await trx
          .insertInto("bot_equity")
          .values({
            bot_id: id,
            run: bot.run,
            window,
            time,
            value: equityOf(result.cash, result.holdings, last),
            hold_value: holdValue(basis, last),
          })
          .onConflict((oc) => oc.columns(["bot_id", "run", "window"]).doNothing())
          .execute();
      }
      return result.trades.length;
    });
}
