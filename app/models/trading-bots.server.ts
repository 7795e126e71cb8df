import { sql, type Kysely, type Selectable } from "kysely";
import type { BotStatus, Database, TradingBotsTable } from "~/lib/db-schema";
import { db } from "~/server/db.server";
import { pageWindow, type Pagination } from "~/lib/pagination";
import type { BotParams, BotStrategy, Holdings, Trade } from "~/lib/bots/engine";
import { feesPaid, maxDrawdown, returnPercent, winRate } from "~/lib/bots/metrics";
import { BOTS_PER_USER, readParams, type BotUpdate } from "~/lib/bots/schema";
import { recordActivity, type ActivityActor } from "./activity.server";
import { adminSwitch } from "./settings.server";
import { lockOwner } from "./owner-lock.server";
import { refused, type Refusal } from "./refusal.server";

// Every owner's query names the owner (`user_id = ?`): a bot id alone never reaches another user's bot.

export const BOTS_PAUSED_KEY = "bots_paused";
export const BOT_TRADES_PAGE_SIZE = 25;

export const BOT_ACTIVITY = {
  create: "bot.create",
  update: "bot.update",
  reset: "bot.reset",
  delete: "bot.delete",
  pauseAll: "bots.pause_all",
} as const;

type BotRow = Selectable<TradingBotsTable> & { equity: number | null; username: string };

/** A bot as its pages show it; `apiBot` gives the contract's shape. */
export interface BotView {
  id: number;
  userId: number;
  name: string;
  strategy: BotStrategy;
  symbols: string[];
  budget: number;
  params: BotParams["params"];
  cash: number;
  holdings: Holdings;
  equity: number;
  returnPercent: number;
  public: boolean;
  showOwner: boolean;
  /** The owner's username when they allow it to be shown. */
  owner: string | null;
  status: BotStatus;
  run: number;
  runStartedAt: string;
  createdAt: string;
}

function parseJson<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function toView(row: BotRow): BotView {
  // Before its first step a bot holds only its cash.
  const equity = row.equity ?? row.cash;
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    strategy: row.strategy,
    symbols: parseJson<string[]>(row.symbols, []),
    budget: row.budget,
    params: readParams(row.strategy, row.params)?.params ?? {},
    cash: row.cash,
    holdings: parseJson<Holdings>(row.holdings, {}),
    equity,
    returnPercent: returnPercent(equity, row.budget),
    public: row.public === 1,
    showOwner: row.show_owner === 1,
    owner: row.show_owner === 1 ? row.username : null,
    status: row.status,
    run: row.run,
    runStartedAt: row.run_started_at,
    createdAt: row.created_at,
  };
}

/** The contract's bot: `{id, name, strategy, symbols, budget, params, cash, equity, returnPercent, public, status, createdAt}`. */
export function apiBot(bot: BotView) {
  const { id, name, strategy, symbols, budget, params, cash, equity, returnPercent: change, status, createdAt } = bot;
  return { id, name, strategy, symbols, budget, params, cash, equity, returnPercent: change, public: bot.public, status, createdAt };
}

function botsWithEquity(executor: Kysely<Database> = db()) {
  return executor
    .selectFrom("trading_bots as b")
    .innerJoin("users as u", "u.id", "b.user_id")
    .selectAll("b")
    .select([
      "u.username",
      (eb) =>
        eb
          .selectFrom("bot_equity as e")
          .select("e.value")
          .whereRef("e.bot_id", "=", "b.id")
          .whereRef("e.run", "=", "b.run")
          .orderBy("e.window", "desc")
          .limit(1)
          .as("equity"),
    ]);
}

export async function listUserBots(userId: number): Promise<BotView[]> {
  const rows = await botsWithEquity().where("b.user_id", "=", userId).orderBy("b.id").execute();
  return rows.map((row) => toView(row as BotRow));
}

export async function getOwnBot(userId: number, id: number): Promise<BotView | undefined> {
  const row = await botsWithEquity().where("b.user_id", "=", userId).where("b.id", "=", id).executeTakeFirst();
  return row ? toView(row as BotRow) : undefined;
}

/** A bot its owner, or anyone when it is public, may see. */
export async function getVisibleBot(id: number, viewerId: number | null): Promise<BotView | undefined> {
  const row = await botsWithEquity().where("b.id", "=", id).executeTakeFirst();
  if (!row || (row.public !== 1 && row.user_id !== viewerId)) return undefined;
  return toView(row as BotRow);
}

export interface NewBot {
  name: string;
  symbols: string[];
  budget: number;
  bot: BotParams;
  public: boolean;
}

export type CreateResult = { ok: true; id: number } | Refusal;

/** Adds a bot with its budget as cash; refused past BOTS_PER_USER (checked in the same transaction). */
export async function createBot(actor: ActivityActor, input: NewBot): Promise<CreateResult> {
  return db()
    .transaction()
    .execute(async (trx): Promise<CreateResult> => {
      await lockOwner(trx, actor.id);
      const { n } = await trx
        .selectFrom("trading_bots")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("user_id", "=", actor.id)
        .executeTakeFirstOrThrow();
      if (Number(n) >= BOTS_PER_USER) return refused(`En fazla ${BOTS_PER_USER} bot oluşturabilirsiniz; yenisi için birini silin.`);
      const created = await trx
        .insertInto("trading_bots")
        .values({
          user_id: actor.id,
          name: input.name,
          strategy: input.bot.strategy,
          symbols: JSON.stringify(input.symbols),
          budget: input.budget,
          params: JSON.stringify(input.bot.params),
          cash: input.budget,
          public: input.public ? 1 : 0,
          // The app's clock, as the signals it follows are stamped with it.
          run_started_at: new Date().toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordActivity({ action: BOT_ACTIVITY.create, title: `Bot oluşturuldu: ${input.name}`, icon: "Activity", actor }, trx);
      return { ok: true, id: created.id };
    });
}

/** Applies an owner's change; false when the user has no bot with this id. A reset starts a new run. */
export async function updateBot(actor: ActivityActor, id: number, change: BotUpdate): Promise<boolean> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const bot = await trx
        .selectFrom("trading_bots")
        .select(["name", "budget"])
        .where("user_id", "=", actor.id)
        .where("id", "=", id)
        .executeTakeFirst();
      if (!bot) return false;
      const now = new Date().toISOString();
      await trx
        .updateTable("trading_bots")
        .set({
          ...(change.name === undefined ? {} : { name: change.name }),
          ...(change.status === undefined ? {} : { status: change.status }),
          ...(change.public === undefined ? {} : { public: change.public ? 1 : 0 }),
          ...(change.showOwner === undefined ? {} : { show_owner: change.showOwner ? 1 : 0 }),
          ...(change.reset
            ? {
                run: sql<number>`run + 1`,
                cash: bot.budget,
                holdings: "{}",
                hold_basis: null,
                last_dca_at: null,
                last_window: null,
                run_started_at: now,
              }
            : {}),
          updated_at: now,
        })
        .where("id", "=", id)
        .where("user_id", "=", actor.id)
        .execute();
      const action = change.reset ? BOT_ACTIVITY.reset : BOT_ACTIVITY.update;
      const title = change.reset ? `Bot sıfırlandı: ${bot.name}` : `Bot güncellendi: ${change.name ?? bot.name}`;
      await recordActivity({ action, title, icon: "Activity", actor }, trx);
      return true;
    });
}

/** Deletes the bot with its trades and equity (they cascade); false when it is not the user's. */
export async function deleteBot(actor: ActivityActor, id: number): Promise<boolean> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const bot = await trx
        .selectFrom("trading_bots")
        .select("name")
        .where("user_id", "=", actor.id)
        .where("id", "=", id)
        .executeTakeFirst();
      if (!bot) return false;
      await trx.deleteFrom("trading_bots").where("id", "=", id).where("user_id", "=", actor.id).execute();
      await recordActivity({ action: BOT_ACTIVITY.delete, title: `Bot silindi: ${bot.name}`, icon: "Activity", actor }, trx);
      return true;
    });
}

/** A trade as the pages and the API show it: the engine's trade and its time. */
export interface BotTradeView extends Trade {
  time: string;
}

const tradeColumns = ["time", "side", "symbol", "price", "amount", "fee", "reason"] as const;

/** Every trade of a run, oldest first (for the API and the figures). */
export async function allBotTrades(botId: number, run: number): Promise<BotTradeView[]> {
  return db().selectFrom("bot_trades").select(tradeColumns).where("bot_id", "=", botId).where("run", "=", run).orderBy("id").execute();
}

/** One page of a run's trades, newest first. */
export async function pagedBotTrades(
  botId: number,
  run: number,
  page: number,
): Promise<{ trades: BotTradeView[]; pagination: Pagination }> {
  const { n } = await db()
    .selectFrom("bot_trades")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("bot_id", "=", botId)
    .where("run", "=", run)
    .executeTakeFirstOrThrow();
  const { offset, ...pagination } = pageWindow(Number(n), page, BOT_TRADES_PAGE_SIZE);
  const trades = await db()
    .selectFrom("bot_trades")
    .select(tradeColumns)
    .where("bot_id", "=", botId)
    .where("run", "=", run)
    .orderBy("id", "desc")
    .limit(BOT_TRADES_PAGE_SIZE)
    .offset(offset)
    .execute();
  return { trades, pagination };
}

export interface EquityPoint {
  time: string;
  value: number;
  holdValue: number;
}

export async function botEquity(botId: number, run: number): Promise<EquityPoint[]> {
  const rows = await db()
    .selectFrom("bot_equity")
    .select(["time", "value", "hold_value"])
    .where("bot_id", "=", botId)
    .where("run", "=", run)
    .orderBy("window")
    .execute();
  return rows.map((row) => ({ time: row.time, value: row.value, holdValue: row.hold_value }));
}

export interface RunFigures {
  returnPercent: number;
  holdReturnPercent: number | null;
  maxDrawdown: number;
  trades: number;
  fees: number;
  winRate: number | null;
}

/** The figures of one run from its equity curve and trades. */
export async function runFigures(
  bot: Pick<BotView, "id" | "budget">,
  run: number,
): Promise<{ figures: RunFigures; equity: EquityPoint[] }> {
  const [equity, trades] = await Promise.all([botEquity(bot.id, run), allBotTrades(bot.id, run)]);
  const last = equity.at(-1);
  return {
    equity,
    figures: {
      returnPercent: returnPercent(last?.value ?? bot.budget, bot.budget),
      holdReturnPercent: last ? returnPercent(last.holdValue, bot.budget) : null,
      maxDrawdown: maxDrawdown(equity.map((point) => point.value)),
      trades: trades.length,
      fees: feesPaid(trades),
      winRate: winRate(trades),
    },
  };
}

export interface LeaderboardEntry {
  id: number;
  name: string;
  strategy: BotStrategy;
  params: BotParams["params"];
  symbols: string[];
  owner: string | null;
  returnPercent: number;
  /** Holding the bot's coins from its start instead: the baseline its trading must beat. */
  holdReturnPercent: number | null;
  maxDrawdown: number;
  trades: number;
  runStartedAt: string;
}

const LEADERBOARD_SIZE = 50;

/** Public bots ranked by the return of their current run, with its drawdown beside it. */
export async function botLeaderboard(): Promise<LeaderboardEntry[]> {
  const rows = await botsWithEquity().where("b.public", "=", 1).execute();
  const ranked = rows
    .map((row) => toView(row as BotRow))
    .sort((a, b) => b.returnPercent - a.returnPercent || a.id - b.id)
    .slice(0, LEADERBOARD_SIZE);
  return Promise.all(
    ranked.map(async (bot) => {
      const { figures } = await runFigures(bot, bot.run);
      return {
        id: bot.id,
        name: bot.name,
        strategy: bot.strategy,
        params: bot.params,
        symbols: bot.symbols,
        owner: bot.owner,
        returnPercent: bot.returnPercent,
        holdReturnPercent: figures.holdReturnPercent,
        maxDrawdown: figures.maxDrawdown,
        trades: figures.trades,
        runStartedAt: bot.runStartedAt,
      };
    }),
  );
}

/** The runs a bot has had, newest first (a reset keeps the old ones readable). */
export function botRuns(bot: Pick<BotView, "run">): number[] {
  return Array.from({ length: bot.run }, (_, index) => bot.run - index);
}

/** The admin's switch: while on, no bot is stepped; each bot keeps its own status. */
export const { read: botsPaused, set: setBotsPaused } = adminSwitch({
  key: BOTS_PAUSED_KEY,
  fallback: false,
  description: "Tüm botlar duraklatıldı mı",
  activity: {
    action: BOT_ACTIVITY.pauseAll,
    icon: "Activity",
    title: (paused) => (paused ? "Tüm botlar duraklatıldı" : "Botlar yeniden çalışıyor"),
  },
});

export async function botCounts() {
  const row = await db()
    .selectFrom("trading_bots")
    .select([
      (eb) => eb.fn.countAll<number>().as("total"),
      // case, not sum() of a comparison: PostgreSQL's comparisons are booleans, which do not add up.
      sql<number>`coalesce(sum(case when status = 'running' then 1 else 0 end), 0)`.as("running"),
      sql<number>`coalesce(sum(case when public = 1 then 1 else 0 end), 0)`.as("public"),
      sql<number>`count(distinct user_id)`.as("owners"),
    ])
    .executeTakeFirstOrThrow();
  const trades = await db()
    .selectFrom("bot_trades")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const total = Number(row.total);
  return {
    total,
    running: Number(row.running),
    paused: total - Number(row.running),
    public: Number(row.public),
    owners: Number(row.owners),
    trades: Number(trades.n),
  };
}

/** Everything a user's bots hold, for their data export. */
export async function botsForExport(userId: number) {
  const bots = await listUserBots(userId);
  return Promise.all(
    bots.map(async (bot) => ({
      ...apiBot(bot),
      showOwner: bot.showOwner,
      run: bot.run,
      trades: await db()
        .selectFrom("bot_trades")
        .select(["run", ...tradeColumns])
        .where("bot_id", "=", bot.id)
        .orderBy("id")
        .execute(),
      equity: await db()
        .selectFrom("bot_equity")
        .select(["run", "time", "value", "hold_value as holdValue"])
        .where("bot_id", "=", bot.id)
        .orderBy("run")
        .orderBy("window")
        .execute(),
    })),
  );
}

/** The closed signals of the live record or of the backtest, in the order they closed. */
export async function closedSignals(table: "signals" | "backtest_signals") {
  const rows = await db()
    .selectFrom(table)
    .select(["direction", "open_price", "close_price"])
    .where("closed_at", "is not", null)
    .orderBy("closed_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ direction: row.direction, openPrice: row.open_price, closePrice: row.close_price ?? row.open_price }));
}
