import { sql } from "kysely";
import type { ReplayedSignal } from "~/lib/bots/backtest";
import { db } from "~/server/db.server";

/** The backtest's signals are replaced whole by each run; they never mix with the live ones. */
export async function saveBacktest(signals: readonly ReplayedSignal[], runAt: string) {
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom("backtest_signals").execute();
      for (let start = 0; start < signals.length; start += 200) {
        const part = signals.slice(start, start + 200);
        await trx
          .insertInto("backtest_signals")
          .values(
            part.map((s) => ({
              symbol: s.symbol,
              direction: s.direction,
              from_band: s.fromBand,
              to_band: s.toBand,
              score: s.score,
              open_price: s.openPrice,
              opened_at: s.openedAt,
              close_price: s.closePrice,
              closed_at: s.closedAt,
              run_at: runAt,
            })),
          )
          .execute();
      }
    });
}

export async function lastBacktestRun(): Promise<string | undefined> {
  const row = await db()
    .selectFrom("backtest_signals")
    .select(sql<string>`max(run_at)`.as("at"))
    .executeTakeFirst();
  return row?.at ?? undefined; // max() of no rows is null
}

/** The stored backtest's signals, or undefined before its first run. */
export async function backtestSummary() {
  const rows = await db()
    .selectFrom("backtest_signals")
    .select(["symbol", "direction", "open_price", "close_price", "opened_at", "run_at"])
    .execute();
  if (rows.length === 0) return undefined;
  const symbols = [...new Set(rows.map((row) => row.symbol))].sort();
  const from = rows.reduce((min, row) => (row.opened_at < min ? row.opened_at : min), rows[0].opened_at);
  return {
    runAt: rows[0].run_at,
    from,
    symbols,
    signals: rows.map((row) => ({ direction: row.direction, openPrice: row.open_price, closePrice: row.close_price })),
  };
}
