import type { Kysely, Selectable } from "kysely";
import type { Database, PortfolioTransactionsTable } from "~/lib/db-schema";
import { db } from "~/server/db.server";
import { historyError } from "~/lib/portfolio/fifo";
import { portfolioCapError, type Transaction, type TransactionInput } from "~/lib/portfolio/schema";
import { recordActivity, type ActivityActor } from "./activity.server";
import { lockOwner } from "./owner-lock.server";
import { notFound, refused, type NotFound, type Refusal } from "./refusal.server";

// Every query names the owner (`user_id = ?`): a transaction id alone never reaches another user's row.
// Single transactions stay out of the admin's activity log (decision 024); an import, a bulk
// change the admin may be asked about, is logged by count and source only, never by coin or amount.

export const PORTFOLIO_ACTIVITY = { import: "portfolio.import" } as const;

export type WriteResult = { ok: true; transaction: Transaction } | Refusal;

/** The refusal for an id the user has no transaction under (also a form that sent none); see decision 008. */
export const NO_SUCH_TRANSACTION = notFound("İşlem bulunamadı.");

const columns = ["id", "type", "symbol", "amount", "price", "currency", "fee", "date", "note"] as const;

function toTransaction(row: Pick<Selectable<PortfolioTransactionsTable>, (typeof columns)[number]>): Transaction {
  return { ...row };
}

export async function listTransactions(userId: number): Promise<Transaction[]> {
  const rows = await ownRows(db(), userId).select(columns).orderBy("date").orderBy("id").execute();
  return rows.map(toTransaction);
}

export async function getTransaction(userId: number, id: number): Promise<Transaction | undefined> {
  const row = await ownRows(db(), userId).select(columns).where("id", "=", id).executeTakeFirst();
  return row ? toTransaction(row) : undefined;
}

export async function createTransaction(userId: number, input: TransactionInput): Promise<WriteResult> {
  return asTransaction(
    await checkedWrite(
      userId,
      async (trx) => {
        const row = await trx
          .insertInto("portfolio_transactions")
          .values({ ...input, user_id: userId })
          .returning(columns)
          .executeTakeFirstOrThrow();
        return { value: toTransaction(row), recheck: takesCoins(input) ? [input.symbol] : [] };
      },
      1,
    ),
  );
}

/** Refused with `notFound` when the user has no transaction with this id. */
export async function updateTransaction(userId: number, id: number, input: TransactionInput): Promise<WriteResult | NotFound> {
  const result = await ifFound(() =>
    checkedWrite(userId, async (trx) => {
      const before = await ownRows(trx, userId).select("symbol").where("id", "=", id).executeTakeFirst();
      if (!before) throw new RowMissing();
      const row = await trx
        .updateTable("portfolio_transactions")
        .set({ ...input, updated_at: new Date().toISOString() })
        .where("user_id", "=", userId)
        .where("id", "=", id)
        .returning(columns)
        .executeTakeFirst();
      if (!row) throw new RowMissing();
      // The old coin lost a lot or a sale, the new one gained one: both histories are checked again.
      return { value: toTransaction(row), recheck: [before.symbol, row.symbol] };
    }),
  );
  return "notFound" in result ? result : asTransaction(result);
}

/** Refused with `notFound` when the user has no transaction with this id. */
export async function deleteTransaction(userId: number, id: number): Promise<WriteResult | NotFound> {
  const result = await ifFound(() =>
    checkedWrite(userId, async (trx) => {
      const row = await trx
        .deleteFrom("portfolio_transactions")
        .where("user_id", "=", userId)
        .where("id", "=", id)
        .returning(columns)
        .executeTakeFirst();
      if (!row) throw new RowMissing();
      // Removing a sale or a transfer out leaves more coins held, which breaks nothing.
      return { value: toTransaction(row), recheck: takesCoins(row) ? [] : [row.symbol] };
    }),
  );
  if ("notFound" in result) return result;
  return result.ok ? asTransaction(result) : refused(`İşlem silinemedi: ${result.message}`);
}

/**
 * Adds every row or none: a history that one of them would break adds nothing. `source` names
 * the file's kind ("CSV", "Binance") in the activity entry written in the same transaction.
 */
export async function importTransactions(
  actor: ActivityActor,
  inputs: readonly TransactionInput[],
  source: string,
): Promise<{ ok: true; count: number } | Refusal> {
  const userId = actor.id;
  const result = await checkedWrite(
    userId,
    async (trx) => {
      for (const input of inputs) {
        await trx
          .insertInto("portfolio_transactions")
          .values({ ...input, user_id: userId })
          .execute();
      }
      await recordActivity(
        { action: PORTFOLIO_ACTIVITY.import, title: "Portföye işlem aktarıldı", description: `${inputs.length} işlem, ${source}`, actor },
        trx,
      );
      return { value: inputs.length, recheck: inputs.filter(takesCoins).map((input) => input.symbol) };
    },
    inputs.length,
  );
  return result.ok ? { ok: true, count: result.value } : result;
}

/** A sell or transfer out: the only kinds that can take more coins than are held. */
function takesCoins(transaction: Pick<TransactionInput, "type">) {
  return transaction.type === "sell" || transaction.type === "transfer_out";
}

function ownRows(database: Kysely<Database>, userId: number) {
  return database.selectFrom("portfolio_transactions").where("user_id", "=", userId);
}

class RowMissing extends Error {}
class WriteRefused extends Error {}

type Checked<T> = { ok: true; value: T } | Refusal;

function asTransaction(result: Checked<Transaction>): WriteResult {
  return result.ok ? { ok: true, transaction: result.value } : result;
}

/** The `notFound` refusal when `run` found no row of the user's to change. */
async function ifFound<T>(run: () => Promise<T>): Promise<T | NotFound> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof RowMissing) return NO_SUCH_TRANSACTION;
    throw error;
  }
}

/**
 * Runs a write and keeps it only when the user's history still holds together (no sell or
 * transfer out of more than is held at its date) and within the portfolio's size; otherwise
 * nothing changes. Coins are independent, so only the coins the write names in `recheck` are
 * read back: a new buy breaks no history and is not checked at all, where reading the whole
 * history on every write made a large portfolio slow to change.
 */
async function checkedWrite<T>(
  userId: number,
  write: (trx: Kysely<Database>) => Promise<{ value: T; recheck: readonly string[] }>,
  adding = 0,
): Promise<Checked<T>> {
  try {
    const value = await db()
      .transaction()
      .execute(async (trx) => {
        // The cap and the history are read before the write: one writer per user at a time.
        await lockOwner(trx, userId);
        if (adding > 0) {
          const { count } = await ownRows(trx, userId)
            .select((eb) => eb.fn.countAll<number>().as("count"))
            .executeTakeFirstOrThrow();
          const capError = portfolioCapError(Number(count), adding);
          if (capError) throw new WriteRefused(capError);
        }
        const written = await write(trx);
        const symbols = [...new Set(written.recheck)];
        if (symbols.length === 0) return written.value;
        const history = await ownRows(trx, userId)
          .select(["type", "symbol", "amount", "date"])
          .where("symbol", "in", symbols)
          .orderBy("date")
          .orderBy("id")
          .execute();
        const error = historyError(history);
        if (error) throw new WriteRefused(error);
        return written.value;
      });
    return { ok: true, value };
  } catch (error) {
    if (error instanceof WriteRefused) return refused(error.message);
    throw error;
  }
}
