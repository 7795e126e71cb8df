import { sql, type Selectable, type Transaction } from "kysely";
import type { Coin } from "~/lib/market/analysis";
import type { Database, SignalsTable } from "~/lib/db-schema";
import { db } from "~/server/db.server";
import { formatChange } from "~/lib/market/format";
import { pageWindow, type Pagination } from "~/lib/pagination";
import { SIGNALS_PAGE_SIZE, type SignalQuery } from "~/lib/signals/query";
import {
  decideBandChange,
  isBand,
  resultPercent,
  trackRecord,
  type BandState,
  type SignalView,
  type TrackRecord,
} from "~/lib/signals/rules";
import { adminSwitch } from "./settings.server";
import { lockOwner } from "./owner-lock.server";

export const SIGNALS_ENABLED_KEY = "signals_enabled";

// A stored signal as read, with its follower count beside it.
type SignalRow = Selectable<SignalsTable> & { followers: number };

/** Current prices by pair, to value open signals. */
export type PriceBook = ReadonlyMap<string, number>;

function toView(row: SignalRow, prices: PriceBook): SignalView {
  const currentPrice = row.close_price ?? prices.get(row.symbol) ?? null;
  let reasons: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.reasons);
    if (Array.isArray(parsed)) reasons = parsed.filter((r): r is string => typeof r === "string");
  } catch {
    // A malformed reasons column shows no reasons rather than failing the page.
  }
  return {
    id: row.id,
    symbol: row.symbol,
    direction: row.direction,
    fromBand: row.from_band,
    toBand: row.to_band,
    score: row.score,
    openPrice: row.open_price,
    openedAt: row.opened_at,
    closedAt: row.closed_at,
    closePrice: row.close_price,
    currentPrice,
    resultPercent: currentPrice === null ? null : resultPercent(row.open_price, currentPrice),
    followers: row.followers,
    reasons,
  };
}

function signalsWithFollowers() {
  return db()
    .selectFrom("signals as s")
    .select([
      "s.id",
      "s.symbol",
      "s.direction",
      "s.from_band",
      "s.to_band",
      "s.score",
      "s.open_price",
      "s.opened_at",
      "s.close_price",
      "s.closed_at",
      "s.reasons",
      (eb) =>
        eb
          .selectFrom("signal_follows as f")
          .select((f) => f.fn.countAll<number>().as("n"))
          .whereRef("f.signal_id", "=", "s.id")
          .as("followers"),
    ]);
}

type FilteredQuery = ReturnType<typeof signalsWithFollowers>;

function applyFilters(query: FilteredQuery, filters: Omit<SignalQuery, "page">): FilteredQuery {
  let q = query;
  if (filters.direction) q = q.where("s.direction", "=", filters.direction);
  if (filters.status === "open") q = q.where("s.closed_at", "is", null);
  if (filters.status === "closed") q = q.where("s.closed_at", "is not", null);
  if (filters.coin) q = q.where("s.symbol", "=", filters.coin);
  return q;
}

/** A page of signals, open ones first, newest first within each. */
export async function listSignals(
  query: SignalQuery,
  prices: PriceBook,
  limit = SIGNALS_PAGE_SIZE,
): Promise<{ signals: SignalView[]; pagination: Pagination }> {
  let counter = db()
    .selectFrom("signals as s")
    .select((eb) => eb.fn.countAll<number>().as("n"));
  if (query.direction) counter = counter.where("s.direction", "=", query.direction);
  if (query.status === "open") counter = counter.where("s.closed_at", "is", null);
  if (query.status === "closed") counter = counter.where("s.closed_at", "is not", null);
  if (query.coin) counter = counter.where("s.symbol", "=", query.coin);
  const { n: total } = await counter.executeTakeFirstOrThrow();
  const { offset, ...pagination } = pageWindow(Number(total), query.page, limit);
  const rows = await applyFilters(signalsWithFollowers(), query)
    .orderBy(sql`s.closed_at is null`, "desc")
    .orderBy("s.opened_at", "desc")
    .orderBy("s.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  return { signals: rows.map((row) => toView(row as SignalRow, prices)), pagination };
}

export async function getSignal(id: number, prices: PriceBook): Promise<SignalView | undefined> {
  const row = await signalsWithFollowers().where("s.id", "=", id).executeTakeFirst();
  return row ? toView(row as SignalRow, prices) : undefined;
}

export async function listFollowedSignals(userId: number, prices: PriceBook): Promise<SignalView[]> {
  const rows = await signalsWithFollowers()
    .innerJoin("signal_follows as mine", (join) => join.onRef("mine.signal_id", "=", "s.id").on("mine.user_id", "=", userId))
    .orderBy(sql`s.closed_at is null`, "desc")
    .orderBy("s.opened_at", "desc")
    .execute();
  return rows.map((row) => toView(row as SignalRow, prices));
}

export async function followedSignalIds(userId: number): Promise<number[]> {
  const rows = await db().selectFrom("signal_follows").select("signal_id").where("user_id", "=", userId).execute();
  return rows.map((row) => row.signal_id);
}

/** Signals one user may follow at once (docs/security.md lists every per-user cap). */
export const MAX_SIGNAL_FOLLOWS = 200;
export const SIGNAL_FOLLOWS_FULL = `En fazla ${MAX_SIGNAL_FOLLOWS} sinyal takip edebilirsiniz; yenisi için birini takipten çıkarın.`;

/**
 * Following twice keeps one row: the pair is the table's key. "missing" when the signal does not
 * exist, "full" past MAX_SIGNAL_FOLLOWS (counted in the same transaction as the insert).
 */
export async function followSignal(userId: number, signalId: number): Promise<"followed" | "missing" | "full"> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const exists = await trx.selectFrom("signals").select("id").where("id", "=", signalId).executeTakeFirst();
      if (!exists) return "missing";
      await lockOwner(trx, userId);
      const already = await trx
        .selectFrom("signal_follows")
        .select("signal_id")
        .where("user_id", "=", userId)
        .where("signal_id", "=", signalId)
        .executeTakeFirst();
      if (already) return "followed";
      const { n } = await trx
        .selectFrom("signal_follows")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow();
      if (Number(n) >= MAX_SIGNAL_FOLLOWS) return "full";
      await trx.insertInto("signal_follows").values({ user_id: userId, signal_id: signalId }).execute();
      return "followed";
    });
}

export async function unfollowSignal(userId: number, signalId: number): Promise<boolean> {
  const exists = await db().selectFrom("signals").select("id").where("id", "=", signalId).executeTakeFirst();
  if (!exists) return false;
  await db().deleteFrom("signal_follows").where("user_id", "=", userId).where("signal_id", "=", signalId).execute();
  return true;
}

/** Signal generation, on until an admin turns it off; recorded signals stay as they are either way. */
export const { read: signalsEnabled, set: setSignalsEnabled } = adminSwitch({
  key: SIGNALS_ENABLED_KEY,
  fallback: true,
  description: "Sinyal üretimi açık mı",
  activity: { action: "signals.generation", icon: "Activity", title: (on) => (on ? "Sinyal üretimi açıldı" : "Sinyal üretimi kapatıldı") },
});

export interface SignalObservation {
  symbol: string;
  band: string;
  score: number;
  price: number;
  reasons: string[];
}

/** The analysed coins of a live snapshot, as the signal rules see them. */
export function observationsOf(coins: readonly Coin[]): SignalObservation[] {
  return coins.flatMap((coin) =>
    coin.analysis
      ? [
          {
            symbol: coin.symbol,
            band: coin.analysis.recommendation,
            score: coin.analysis.score,
            price: coin.lastPrice,
            reasons: coin.analysis.reasons,
          },
        ]
      : [],
  );
}

/**
 * Compares a live snapshot's bands with the last ones seen and records what changed, in one
 * transaction: a new signal per coin whose band moved (closing its open one at today's price),
 * and a notification to each follower of a closed signal. Returns the ids of the new signals.
 */
export async function recordSignals(observations: readonly SignalObservation[], now = new Date()): Promise<number[]> {
  if (!(await signalsEnabled())) return [];
  const at = now.toISOString();
  return db()
    .transaction()
    .execute(async (trx) => {
      const states = new Map<string, BandState>();
      for (const row of await trx.selectFrom("signal_bands").selectAll().execute()) {
        if (isBand(row.band)) states.set(row.symbol, { band: row.band, lastSignalAt: row.last_signal_at });
      }
      const opened: number[] = [];
      for (const seen of observations) {
        if (!isBand(seen.band) || !(seen.price > 0)) continue;
        const decision = decideBandChange(states.get(seen.symbol), seen.band, now);
        if (decision.kind === "baseline") {
          await trx.insertInto("signal_bands").values({ symbol: seen.symbol, band: seen.band, updated_at: at }).execute();
        }
        if (decision.kind !== "signal") continue;

        const open = await trx
          .selectFrom("signals")
          .select(["id", "open_price"])
          .where("symbol", "=", seen.symbol)
          .where("closed_at", "is", null)
          .executeTakeFirst();
        if (open) {
          await trx.updateTable("signals").set({ close_price: seen.price, closed_at: at }).where("id", "=", open.id).execute();
          await notifyFollowers(trx, open.id, seen.symbol, resultPercent(open.open_price, seen.price));
        }
        const created = await trx
          .insertInto("signals")
          .values({
            symbol: seen.symbol,
            direction: decision.direction,
            from_band: decision.fromBand,
            to_band: decision.toBand,
            score: Math.round(seen.score),
            open_price: seen.price,
            opened_at: at,
            reasons: JSON.stringify(seen.reasons),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        opened.push(created.id);
        await trx
          .updateTable("signal_bands")
          .set({ band: decision.toBand, last_signal_at: at, updated_at: at })
          .where("symbol", "=", seen.symbol)
          .execute();
      }
      return opened;
    });
}

async function notifyFollowers(trx: Transaction<Database>, signalId: number, symbol: string, result: number) {
  const followers = await trx.selectFrom("signal_follows").select("user_id").where("signal_id", "=", signalId).execute();
  if (followers.length === 0) return;
  const message = `${symbol} sinyali kapandı. Sonuç: ${formatChange(result)}`;
  await trx
    .insertInto("user_notifications")
    .values(followers.map((f) => ({ user_id: f.user_id, title: "Takip ettiğiniz sinyal kapandı", message, link: `/signals/${signalId}` })))
    .execute();
}

export interface SignalStats {
  periods: { days: number; opened: number; record: TrackRecord }[];
  coins: { symbol: string; record: TrackRecord }[];
  mostFollowed: SignalView[];
}

const PERIODS = [7, 30, 90] as const;

/** The track record in the open: per period, per coin, and the signals with the most followers. */
export async function signalStats(prices: PriceBook, now = new Date()): Promise<SignalStats> {
  const since = new Date(now.getTime() - 90 * 86_400_000).toISOString();
  const rows = await db()
    .selectFrom("signals")
    .select(["symbol", "direction", "open_price", "close_price", "opened_at", "closed_at"])
    .where("opened_at", ">=", since)
    .execute();
  const periods = PERIODS.map((days) => {
    const from = new Date(now.getTime() - days * 86_400_000).toISOString();
    const inPeriod = rows.filter((row) => row.opened_at >= from);
    const closed = inPeriod.flatMap((row) =>
      row.close_price === null ? [] : [{ direction: row.direction, resultPercent: resultPercent(row.open_price, row.close_price) }],
    );
    return { days, opened: inPeriod.length, record: trackRecord(closed) };
  });

  const allClosed = await db()
    .selectFrom("signals")
    .select(["symbol", "direction", "open_price", "close_price"])
    .where("closed_at", "is not", null)
    .execute();
  const bySymbol = new Map<string, { direction: "buy" | "sell"; resultPercent: number }[]>();
  for (const row of allClosed) {
    const list = bySymbol.get(row.symbol) ?? [];
    list.push({ direction: row.direction, resultPercent: resultPercent(row.open_price, row.close_price ?? row.open_price) });
    bySymbol.set(row.symbol, list);
  }
  const coins = [...bySymbol.entries()]
    .map(([symbol, results]) => ({ symbol, record: trackRecord(results) }))
    .sort((a, b) => b.record.closed - a.record.closed || a.symbol.localeCompare(b.symbol));

  const followedRows = await signalsWithFollowers()
    .where((eb) => eb.exists(eb.selectFrom("signal_follows as f").select("f.signal_id").whereRef("f.signal_id", "=", "s.id")))
    .orderBy("followers", "desc")
    .orderBy("s.opened_at", "desc")
    .limit(10)
    .execute();
  return { periods, coins, mostFollowed: followedRows.map((row) => toView(row as SignalRow, prices)) };
}

/** Signals opened per day over the last `days` days, newest first, for the admin screen. */
export async function signalCountsPerDay(days = 30, now = new Date()) {
  const since = new Date(now.getTime() - days * 86_400_000).toISOString();
  const rows = await db()
    .selectFrom("signals")
    .select([
      sql<string>`substr(opened_at, 1, 10)`.as("day"),
      (eb) => eb.fn.countAll<number>().as("opened"),
      sql<number>`sum(case when direction = 'buy' then 1 else 0 end)`.as("buys"),
      sql<number>`sum(case when direction = 'sell' then 1 else 0 end)`.as("sells"),
    ])
    .where("opened_at", ">=", since)
    .groupBy("day")
    .orderBy("day", "desc")
    .execute();
  return rows.map((row) => ({ day: row.day, opened: Number(row.opened), buys: Number(row.buys), sells: Number(row.sells) }));
}

export async function signalTotals() {
  const row = await db()
    .selectFrom("signals")
    .select([(eb) => eb.fn.countAll<number>().as("total"), sql<number>`sum(case when closed_at is null then 1 else 0 end)`.as("open")])
    .executeTakeFirstOrThrow();
  const follows = await db()
    .selectFrom("signal_follows")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), open: Number(row.open ?? 0), follows: Number(follows.n) };
}
