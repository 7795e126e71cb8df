import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/lib/db-schema";
import { db } from "~/server/db.server";
import { DEFAULT_WATCHLIST_NAME, LIMIT_MESSAGES, MAX_WATCHLIST_COINS, MAX_WATCHLISTS } from "~/lib/watchlists/limits";
import type { WatchlistUpdate } from "~/lib/watchlists/schema";
import { lockOwner } from "./owner-lock.server";
import { notFound, refused, type NotFound, type Refusal } from "./refusal.server";

// Every query names the owner (`user_id = ?`): a list id alone never reaches another user's list.
// A personal list is nobody else's business, so its changes stay out of the admin's activity log
// (as favourites and portfolio transactions always have); see decision 024.

export interface Watchlist {
  id: number;
  name: string;
  isDefault: boolean;
  /** Oldest first: the order the coins were added in. */
  symbols: string[];
}

export type WriteResult<T> = { ok: true; value: T } | Refusal;
/** A write by id (decision 008): also refused with `notFound` when the user has no list with this id. */
type WriteByIdResult<T> = WriteResult<T> | NotFound;

const NO_SUCH_LIST = notFound("İzleme listesi bulunamadı.");

/** The symbols the market knows now: coins may only be added from it. */
export type KnownSymbols = ReadonlySet<string>;

function ownLists(database: Kysely<Database>, userId: number) {
  return database.selectFrom("watchlists").where("user_id", "=", userId);
}

async function itemsOf(database: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string[]>();
  const rows = await database
    .selectFrom("watchlist_items")
    .select(["watchlist_id", "symbol"])
    .where("watchlist_id", "in", ids)
    // Not added_at: coins added by one request, or two quick stars, share a moment.
    .orderBy("position")
    .execute();
  const byList = new Map<number, string[]>(ids.map((id) => [id, []]));
  for (const row of rows) byList.get(row.watchlist_id)!.push(row.symbol);
  return byList;
}

/**
 * The user's default list, made on first need: a user who never starred a coin has none
 * yet, and every way in (the lists page, the API, the star) makes it before anything else,
 * so the default always exists before a second list could take its name.
 */
async function defaultListId(trx: Kysely<Database>, userId: number): Promise<number> {
  // DO NOTHING: the one-default index keeps a second default out when two requests race.
  await trx
    .insertInto("watchlists")
    .values({ user_id: userId, name: DEFAULT_WATCHLIST_NAME, is_default: 1, sort: 0 })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const row = await ownLists(trx, userId).select("id").where("is_default", "=", 1).executeTakeFirstOrThrow();
  return row.id;
}

/** A list of the user's, read inside the write's transaction, or undefined. */
async function ownList(trx: Transaction<Database>, userId: number, id: number) {
  return ownLists(trx, userId).select(["id", "name", "is_default"]).where("id", "=", id).executeTakeFirst();
}

async function nameTaken(trx: Transaction<Database>, userId: number, name: string, except?: number) {
  let query = ownLists(trx, userId).select("id").where("name", "=", name);
  if (except !== undefined) query = query.where("id", "!=", except);
  return Boolean(await query.executeTakeFirst());
}

async function touch(trx: Transaction<Database>, id: number) {
  await trx.updateTable("watchlists").set({ updated_at: new Date().toISOString() }).where("id", "=", id).execute();
}

/** Every list of the user's (the default first, then in the order they were made), with its coins. */
export async function listWatchlists(userId: number): Promise<Watchlist[]> {
  return db()
    .transaction()
    .execute(async (trx) => {
      await defaultListId(trx, userId);
      const lists = await ownLists(trx, userId)
        .select(["id", "name", "is_default"])
        .orderBy("is_default", "desc")
        .orderBy("sort")
        .orderBy("id")
        .execute();
      const items = await itemsOf(
        trx,
        lists.map((list) => list.id),
      );
      return lists.map((list) => ({ id: list.id, name: list.name, isDefault: list.is_default === 1, symbols: items.get(list.id)! }));
    });
}

/** One of the user's lists, or undefined when the user has none with this id. */
export async function getWatchlist(userId: number, id: number): Promise<Watchlist | undefined> {
  const list = await ownLists(db(), userId).select(["id", "name", "is_default"]).where("id", "=", id).executeTakeFirst();
  if (!list) return undefined;
  const items = await itemsOf(db(), [list.id]);
  return { id: list.id, name: list.name, isDefault: list.is_default === 1, symbols: items.get(list.id)! };
}

export async function createWatchlist(userId: number, name: string): Promise<WriteResult<Watchlist>> {
  return db()
    .transaction()
    .execute(async (trx) => {
      await lockOwner(trx, userId);
      await defaultListId(trx, userId);
      const { count, last } = await ownLists(trx, userId)
        .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.max("sort").as("last")])
        .executeTakeFirstOrThrow();
      if (count >= MAX_WATCHLISTS) return refused(LIMIT_MESSAGES.lists);
      if (await nameTaken(trx, userId, name)) return refused(LIMIT_MESSAGES.nameTaken);
      const row = await trx
        .insertInto("watchlists")
        .values({ user_id: userId, name, is_default: 0, sort: (last ?? 0) + 1 })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { ok: true as const, value: { id: row.id, name, isDefault: false, symbols: [] } };
    });
}

/**
 * Renames a list and/or replaces its coins (the API's PUT). A coin must be on the market
 * now, unless the list already holds it: sending a list back unchanged never fails because
 * a coin has since left the market. Refused with `notFound` when the user has no list with this id.
 */
export async function updateWatchlist(
  userId: number,
  id: number,
  update: WatchlistUpdate,
  known: KnownSymbols,
): Promise<WriteByIdResult<Watchlist>> {
  return db()
    .transaction()
    .execute(async (trx) => {
      await lockOwner(trx, userId);
      const list = await ownList(trx, userId, id);
      if (!list) return NO_SUCH_LIST;
      // Every check comes before the first write: a refusal returned from the transaction
      // still commits what was written before it.
      if (update.name !== undefined && (await nameTaken(trx, userId, update.name, id))) return refused(LIMIT_MESSAGES.nameTaken);
      const held = (await itemsOf(trx, [id])).get(id)!;
      const wanted = update.symbols && [...new Set(update.symbols)];
      const stranger = wanted?.find((symbol) => !known.has(symbol) && !held.includes(symbol));
      if (stranger) return refused(LIMIT_MESSAGES.unknownCoin(stranger));

      const name = update.name ?? list.name;
      if (update.name !== undefined) await trx.updateTable("watchlists").set({ name }).where("id", "=", id).execute();
      let symbols = held;
      if (wanted) {
        const keep = new Set(wanted);
        const gone = held.filter((symbol) => !keep.has(symbol));
        if (gone.length) await trx.deleteFrom("watchlist_items").where("watchlist_id", "=", id).where("symbol", "in", gone).execute();
        const now = new Date().toISOString();
        const { last } = await itemCount(trx, id);
        for (const [index, symbol] of wanted.filter((symbol) => !held.includes(symbol)).entries()) {
          await trx
            .insertInto("watchlist_items")
            .values({ watchlist_id: id, symbol, added_at: now, position: last + 1 + index })
            .execute();
        }
        symbols = (await itemsOf(trx, [id])).get(id)!;
      }
      await touch(trx, id);
      return { ok: true as const, value: { id, name, isDefault: list.is_default === 1, symbols } };
    });
}

/** Refused with `notFound` when the user has no list with this id; the default list is refused. */
export async function deleteWatchlist(userId: number, id: number): Promise<WriteByIdResult<null>> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const list = await ownList(trx, userId, id);
      if (!list) return NO_SUCH_LIST;
      if (list.is_default === 1) return refused(LIMIT_MESSAGES.defaultKept);
      await trx.deleteFrom("watchlists").where("user_id", "=", userId).where("id", "=", id).execute();
      return { ok: true as const, value: null };
    });
}

/** Adds a coin of the market to one of the user's lists; refused with `notFound` when the list is not theirs. */
export async function addToWatchlist(userId: number, id: number, symbol: string, known: KnownSymbols): Promise<WriteByIdResult<null>> {
  return db()
    .transaction()
    .execute(async (trx) => {
      await lockOwner(trx, userId);
      if (!(await ownList(trx, userId, id))) return NO_SUCH_LIST;
      if (!known.has(symbol)) return refused(LIMIT_MESSAGES.unknownCoin(symbol));
      const added = await addItem(trx, id, symbol);
      if (added !== "added") return refused(added === "full" ? LIMIT_MESSAGES.coins : LIMIT_MESSAGES.alreadyListed(symbol));
      await touch(trx, id);
      return { ok: true as const, value: null };
    });
}

/** Takes a coin off one of the user's lists (a coin that is not there is already off); false when the list is not theirs. */
export async function removeFromWatchlist(userId: number, id: number, symbol: string): Promise<boolean> {
  return db()
    .transaction()
    .execute(async (trx) => {
      if (!(await ownList(trx, userId, id))) return false;
      await trx.deleteFrom("watchlist_items").where("watchlist_id", "=", id).where("symbol", "=", symbol).execute();
      await touch(trx, id);
      return true;
    });
}

async function addItem(trx: Transaction<Database>, id: number, symbol: string): Promise<"added" | "full" | "present"> {
  const present = await trx
    .selectFrom("watchlist_items")
    .select("symbol")
    .where("watchlist_id", "=", id)
    .where("symbol", "=", symbol)
    .executeTakeFirst();
  if (present) return "present";
  const { count, last } = await itemCount(trx, id);
  if (count >= MAX_WATCHLIST_COINS) return "full";
  await trx
    .insertInto("watchlist_items")
    .values({ watchlist_id: id, symbol, position: last + 1 })
    .execute();
  return "added";
}

/** How many coins the list holds, and the highest position among them (0 when empty). */
async function itemCount(trx: Transaction<Database>, id: number): Promise<{ count: number; last: number }> {
  const row = await trx
    .selectFrom("watchlist_items")
    .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.max("position").as("last")])
    .where("watchlist_id", "=", id)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), last: Number(row.last ?? 0) };
}

/** The coins of the user's default list (the analysis page's favourites), A to Z. */
export async function listFavouriteSymbols(userId: number): Promise<string[]> {
  const rows = await db()
    .selectFrom("watchlist_items as i")
    .innerJoin("watchlists as w", "w.id", "i.watchlist_id")
    .select("i.symbol")
    .where("w.user_id", "=", userId)
    .where("w.is_default", "=", 1)
    .orderBy("i.symbol")
    .execute();
  return rows.map((row) => row.symbol);
}

/**
 * The analysis page's star: puts the coin on the default list or takes it off (`starred`), or, with
 * no state asked for, turns it over. The star asks for the state it shows the opposite of, so a
 * click sent twice (a double click on a page without JavaScript) gives the same answer, not a
 * star taken back.
 */
export async function toggleFavourite(userId: number, symbol: string, starred?: boolean): Promise<"added" | "removed" | "full"> {
  return db()
    .transaction()
    .execute(async (trx) => {
      await lockOwner(trx, userId);
      const id = await defaultListId(trx, userId);
      if (starred !== true) {
        const removed = await trx
          .deleteFrom("watchlist_items")
          .where("watchlist_id", "=", id)
          .where("symbol", "=", symbol)
          .executeTakeFirst();
        const wasThere = Number(removed.numDeletedRows) > 0;
        if (wasThere) await touch(trx, id);
        if (wasThere || starred === false) return "removed";
      }
      const result = await addItem(trx, id, symbol);
      if (result === "present") return "added";
      if (result !== "full") await touch(trx, id);
      return result;
    });
}

/** What the account export holds of the user's lists: names, dates and coins, nothing of other users. */
export async function watchlistsForExport(userId: number) {
  const lists = await ownLists(db(), userId)
    .select(["id", "name", "is_default", "created_at", "updated_at"])
    .orderBy("is_default", "desc")
    .orderBy("sort")
    .orderBy("id")
    .execute();
  if (lists.length === 0) return [];
  const items = await db()
    .selectFrom("watchlist_items")
    .select(["watchlist_id", "symbol", "added_at"])
    .where(
      "watchlist_id",
      "in",
      lists.map((list) => list.id),
    )
    .orderBy("position")
    .execute();
  return lists.map((list) => ({
    name: list.name,
    isDefault: list.is_default === 1,
    createdAt: list.created_at,
    updatedAt: list.updated_at,
    coins: items.filter((item) => item.watchlist_id === list.id).map((item) => ({ symbol: item.symbol, addedAt: item.added_at })),
  }));
}
