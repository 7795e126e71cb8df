import type { BookQuote } from "~/lib/market/arbitrage";
import { db } from "~/server/db.server";

export interface StoredBook {
  fetchedAt: string;
  quotes: BookQuote[];
}

// One row (id 1) holds the last good book; older ones have no use.
const BOOK_ID = 1;

export async function loadBookSnapshot(): Promise<StoredBook | null> {
  const row = await db().selectFrom("book_ticker_snapshots").select(["fetched_at", "payload"]).where("id", "=", BOOK_ID).executeTakeFirst();
  if (!row) return null;
  try {
    const quotes = JSON.parse(row.payload) as unknown;
    return Array.isArray(quotes) ? { fetchedAt: row.fetched_at, quotes: quotes as BookQuote[] } : null;
  } catch {
    return null;
  }
}

export async function saveBookSnapshot(book: StoredBook) {
  const values = { id: BOOK_ID, fetched_at: book.fetchedAt, payload: JSON.stringify(book.quotes) };
  await db()
    .insertInto("book_ticker_snapshots")
    .values(values)
    .onConflict((oc) => oc.column("id").doUpdateSet({ fetched_at: values.fetched_at, payload: values.payload }))
    .execute();
}
