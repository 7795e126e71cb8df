import { z } from "~/lib/zod";
import { EXCHANGE_SYMBOL, type MarketSource } from "~/lib/market/analysis";
import { cycleSymbols, findCycles, type BookQuote, type CycleResult } from "~/lib/market/arbitrage";
import { env } from "~/server/env.server";
import { defineSource, parseRows, resetSourceCache, type SourceCause, type SourceResult } from "~/services/outside/cached-source.server";
import { OutsideError } from "~/services/outside/read.server";
import { marketSourceOf, readMarketJson } from "~/services/market-source.server";

/**
 * The exchange's best bid and ask of every pair (`/api/v3/ticker/bookTicker`, at the origin of
 * MARKET_TICKER_URL). Fetched at most once per MARKET_REFRESH_MS for all visitors, callers during
 * a fetch sharing it; the last good book is kept in the database and served as `stale` when the
 * exchange fails, and a small fixed sample as `demo` when it never answered.
 */
export interface BookTicker {
  data: BookQuote[];
  source: MarketSource;
  fetchedAt: string;
  /** Why the book is not live, when it is not. */
  cause?: SourceCause;
}

// The real all-pairs book is about 300 kB; anything far larger is not that answer.
export const MAX_BOOK_BYTES = 4 * 1024 * 1024;

const price = z
  .string()
  .regex(/^\d+(\.\d+)?$/, "not a decimal")
  .transform(Number);

/**
 * One row of the book. The symbol is any short text without spaces: Binance lists symbols with
 * non-ASCII letters since 2025-12 ("币安人生USDT"); a row that does not read is dropped, not the book.
 */
const BookRow = z.object({
  symbol: z.string().regex(EXCHANGE_SYMBOL),
  bidPrice: price,
  bidQty: price,
  askPrice: price,
  askQty: price,
});

const StoredBookSchema = z.array(
  z.object({ symbol: z.string(), bidPrice: z.number(), bidQty: z.number(), askPrice: z.number(), askQty: z.number() }),
);

export function bookTickerUrl(): string {
  return new URL("/api/v3/ticker/bookTicker", env().MARKET_TICKER_URL).toString();
}

const bookSource = defineSource<BookQuote[]>({
  name: "market:book-ticker",
  label: "Binance emir defteri",
  freshMs: () => env().MARKET_REFRESH_MS,
  schema: StoredBookSchema,
  fetch: async (context) => {
    const rows = parseRows(BookRow, await readMarketJson(bookTickerUrl(), MAX_BOOK_BYTES, context.signal), context);
    const quotes = cycleSymbols(rows);
    if (quotes.length === 0) throw new OutsideError("bad-shape", "no usable pairs in the book");
    return quotes;
  },
  sample: demoQuotes,
});

/** Forgets everything held in memory, as a process restart would. For tests. */
export function resetBookTickerCache() {
  resetSourceCache(bookSource.name);
}

const views = new WeakMap<SourceResult<BookQuote[]>, BookTicker>();

export async function getBookTicker(): Promise<BookTicker> {
  const result = await bookSource.get();
  let book = views.get(result);
  if (!book) {
    book = {
      data: result.data,
      source: marketSourceOf(result),
      fetchedAt: result.fetchedAt ?? new Date().toISOString(),
      cause: result.cause,
    };
    views.set(result, book);
  }
  return book;
}

// Fixed, clearly labelled sample book for when the exchange has never answered.
const DEMO_BOOK: Array<[symbol: string, bid: number, ask: number]> = [
  ["BTCUSDT", 59990, 60010],
  ["ETHUSDT", 2999, 3001],
  ["BNBUSDT", 549.8, 550.2],
  ["ETHBTC", 0.04995, 0.05005],
  ["BNBBTC", 0.009155, 0.009175],
  ["BNBETH", 0.1832, 0.1836],
];

function demoQuotes(): BookQuote[] {
  return DEMO_BOOK.map(([symbol, bidPrice, askPrice]) => ({ symbol, bidPrice, askPrice, bidQty: 1, askQty: 1 }));
}

const cycleCache = new WeakMap<BookTicker, Map<number, CycleResult>>();

/** The cycles of a book at a fee, worked out once per book and fee since every visitor sees the same. */
export function bookCycles(book: BookTicker, feePercent: number): CycleResult {
  let byFee = cycleCache.get(book);
  if (!byFee) {
    byFee = new Map();
    cycleCache.set(book, byFee);
  }
  let result = byFee.get(feePercent);
  if (!result) {
    result = findCycles(book.data, feePercent);
    byFee.set(feePercent, result);
  }
  return result;
}
