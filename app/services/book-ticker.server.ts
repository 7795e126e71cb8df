import { z } from "zod";
import type { MarketSource } from "~/lib/market/analysis";
import { cycleSymbols, findCycles, type BookQuote, type CycleResult } from "~/lib/market/arbitrage";
import { env } from "~/server/env.server";
import { loadBookSnapshot, saveBookSnapshot, type StoredBook } from "~/models/book-ticker.server";

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
}

const MAX_FETCH_MS = 8_000;
// The real all-pairs book is about 300 kB; anything far larger is not that answer.
export const MAX_BOOK_BYTES = 4 * 1024 * 1024;

const price = z
  .string()
  .regex(/^\d+(\.\d+)?$/, "not a decimal")
  .transform(Number);

const BookSchema = z.array(
  z.object({
    symbol: z.string().regex(/^[A-Z0-9]{2,30}$/),
    bidPrice: price,
    bidQty: price,
    askPrice: price,
    askQty: price,
  }),
);

export function bookTickerUrl(): string {
  return new URL("/api/v3/ticker/bookTicker", env().MARKET_TICKER_URL).toString();
}

interface CacheState {
  restored: Promise<void> | null;
  lastGood: StoredBook | null;
  current: BookTicker | null;
  decidedAt: number;
  inflight: Promise<BookTicker> | null;
}

let state: CacheState = freshState();

function freshState(): CacheState {
  return { restored: null, lastGood: null, current: null, decidedAt: 0, inflight: null };
}

/** Forgets everything held in memory, as a process restart would. For tests. */
export function resetBookTickerCache() {
  state = freshState();
}

export async function getBookTicker(): Promise<BookTicker> {
  await (state.restored ??= restore());
  if (state.current && Date.now() - state.decidedAt < env().MARKET_REFRESH_MS) return state.current;
  state.inflight ??= refresh().finally(() => {
    state.inflight = null;
  });
  return state.inflight;
}

async function restore() {
  try {
    state.lastGood = await loadBookSnapshot();
  } catch (error) {
    console.error("Kayıtlı emir defteri okunamadı:", error);
  }
}

async function refresh(): Promise<BookTicker> {
  try {
    const quotes = cycleSymbols(await fetchBook());
    if (quotes.length === 0) throw new Error("no usable pairs in the book");
    const book: StoredBook = { fetchedAt: new Date().toISOString(), quotes };
    state.lastGood = book;
    await saveBookSnapshot(book).catch((error: unknown) => console.error("Emir defteri kaydedilemedi:", error));
    return decide({ data: quotes, source: "live", fetchedAt: book.fetchedAt });
  } catch (error) {
    console.warn("Emir defteri alınamadı:", error instanceof Error ? error.message : error);
    const last = state.lastGood;
    return decide(last ? { data: last.quotes, source: "stale", fetchedAt: last.fetchedAt } : demoBook());
  }
}

function decide(book: BookTicker): BookTicker {
  state.current = book;
  state.decidedAt = Date.now();
  return book;
}

async function fetchBook(): Promise<BookQuote[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), Math.min(MAX_FETCH_MS, env().MARKET_REFRESH_MS));
  try {
    const response = await fetch(bookTickerUrl(), { signal: controller.signal, headers: { Accept: "application/json" } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const text = await readCapped(response, MAX_BOOK_BYTES);
    const parsed = BookSchema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error(`unexpected book shape: ${parsed.error.issues[0]?.message ?? "?"}`);
    return parsed.data;
  } finally {
    clearTimeout(timer);
  }
}

/** The body as text, refusing more than `limit` bytes whatever the headers claim. */
async function readCapped(response: Response, limit: number): Promise<string> {
  const declared = Number(response.headers.get("Content-Length"));
  if (declared > limit) throw new Error(`answer too large (${declared} bytes)`);
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new Error(`answer too large (over ${limit} bytes)`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
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

function demoBook(): BookTicker {
  return {
    data: DEMO_BOOK.map(([symbol, bidPrice, askPrice]) => ({ symbol, bidPrice, askPrice, bidQty: 1, askQty: 1 })),
    source: "demo",
    fetchedAt: new Date().toISOString(),
  };
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
