import http from "node:http";
import type { AddressInfo } from "node:net";

/** One row of the exchange's all-pairs 24h ticker, in its wire format (numbers as strings). */
export interface TickerRow {
  symbol: string;
  lastPrice: string;
  priceChangePercent: string;
  highPrice: string;
  lowPrice: string;
  volume: string;
  quoteVolume: string;
}

function row(symbol: string, price: number, change: number, quoteVolume: number): TickerRow {
  return {
    symbol,
    lastPrice: String(price),
    priceChangePercent: String(change),
    highPrice: String(+(price * 1.03).toFixed(8)),
    lowPrice: String(+(price * 0.97).toFixed(8)),
    volume: String(+(quoteVolume / price).toFixed(4)),
    quoteVolume: String(quoteVolume),
  };
}

/** A small, fixed market: a few big coins, a quiet one under the volume floor and non-USDT pairs. */
export const defaultRows: TickerRow[] = [
  row("BTCUSDT", 64250.5, 2.4, 1_850_000_000),
  row("ETHUSDT", 3120.75, -1.2, 920_000_000),
  row("BNBUSDT", 585.3, 6.1, 210_000_000),
  row("SOLUSDT", 148.9, -5.6, 160_000_000),
  row("XRPUSDT", 0.5213, 0.4, 95_000_000),
  row("ADAUSDT", 0.4521, -2.5, 60_000_000),
  row("DOGEUSDT", 0.1234, 8.2, 55_000_000),
  row("LINKUSDT", 14.52, 3.3, 40_000_000),
  row("USDTTRY", 34.25, 0.1, 300_000_000),
  row("ETHBTC", 0.0485, 0.3, 5_000_000),
  row("QUIETUSDT", 1.5, 1, 50_000),
];

/**
 * PAX Gold, one troy ounce of gold a token, as the exchange lists it (the portfolio's gram-gold
 * yardstick reads its daily closes). Not in `defaultRows`, whose coin count many tests rely on:
 * a test about gold adds it with `setRows([...defaultRows, paxgRow])`.
 */
export const paxgRow: TickerRow = row("PAXGUSDT", 2650.4, 0.3, 12_000_000);

/** One row of the exchange's best bid/ask book (`GET /api/v3/ticker/bookTicker`), numbers as strings. */
export interface BookRow {
  symbol: string;
  bidPrice: string;
  bidQty: string;
  askPrice: string;
  askQty: string;
}

const quote = (symbol: string, bid: number, ask: number): BookRow => ({
  symbol,
  bidPrice: String(bid),
  bidQty: "1.5",
  askPrice: String(ask),
  askQty: "2",
});

/**
 * Best bids and asks around the default ticker's prices, with cross pairs so that triangular
 * cycles exist. ETHBTC is priced so that USDT → ETH → BTC → USDT is the best cycle:
 * 1 / 3121 × 0.0487 × 64250 = 1.002555 before fees, +%0,256; after 0.1 % a leg, -%0,045.
 */
export const defaultBook: BookRow[] = [
  quote("BTCUSDT", 64250, 64251),
  quote("ETHUSDT", 3120.5, 3121),
  quote("BNBUSDT", 585.2, 585.4),
  quote("SOLUSDT", 148.88, 148.92),
  quote("XRPUSDT", 0.5212, 0.5214),
  quote("ETHBTC", 0.0487, 0.04872),
  quote("BNBBTC", 0.009105, 0.009112),
  quote("BNBETH", 0.1874, 0.1877),
  quote("SOLBTC", 0.002316, 0.002319),
  quote("USDTTRY", 34.24, 34.26),
];

/** A refusal as Binance sends it; the shapes are in tests/fakes/real-world.ts. */
export interface Refusal {
  status: number;
  headers?: Record<string, string>;
  body: unknown;
}

export interface FakeTicker {
  url: string;
  /** Upstream calls received so far (the 24 h ticker; the book is counted apart). */
  hits(): number;
  /** Book ticker calls received so far. */
  bookHits(): number;
  setBook(rows: BookRow[]): void;
  setRows(rows: TickerRow[]): void;
  /** Answer 500 until switched back. */
  setFailing(failing: boolean): void;
  /** Delay every answer, to test timeouts and single-flight fetching. */
  setDelay(ms: number): void;
  /** Answer every endpoint with this refusal (a 451, a 429 with Retry-After) until set to null. */
  setRefusal(refusal: Refusal | null): void;
  klines: FakeKlines;
  close(): Promise<void>;
}

/** A stand-in for the exchange's `GET /api/v3/ticker/24hr`, on 127.0.0.1. */
export async function startFakeTicker(rows: TickerRow[] = defaultRows): Promise<FakeTicker> {
  let current = rows;
  let failing = false;
  let delay = 0;
  let count = 0;
  const book = bookTickerHandler();

  const klines = klinesHandler(() => current);
  let refusal: Refusal | null = null;
  const server = http.createServer((req, res) => {
    if (refusal) {
      count += 1;
      res.writeHead(refusal.status, { "Content-Type": "application/json", ...refusal.headers });
      res.end(JSON.stringify(refusal.body));
      return;
    }
    if (klines.handles(req)) return klines.serve(req, res);
    if (book.handles(req)) return book.handle(req, res, { failing, delay });
    count += 1;
    setTimeout(() => {
      if (failing) {
        res.writeHead(500, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ code: -1, msg: "fake failure" }));
        return;
      }
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify(current));
    }, delay);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/api/v3/ticker/24hr`,
    hits: () => count,
    bookHits: book.hits,
    setBook: book.setRows,
    setRows: (next) => (current = next),
    setFailing: (next) => (failing = next),
    setDelay: (ms) => (delay = ms),
    setRefusal: (next) => (refusal = next),
    klines: klines.control,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// ---------------------------------------------------------------------------
// Candles: `GET /api/v3/klines?symbol=…&interval=…&limit=N`, in the exchange's wire format.

/** How the fake answers klines calls: good candles, or one of the broken answers a real network gives. */
export type KlinesMode = "ok" | "failing" | "html" | "truncated" | "missing-field";

export interface FakeKlines {
  /** Klines calls received so far. */
  hits(): number;
  /** The `symbol:interval` of each call, in order. */
  calls(): string[];
  setMode(mode: KlinesMode): void;
  setDelay(ms: number): void;
}

const KLINE_INTERVALS: Record<string, number> = { "1h": 3_600_000, "4h": 14_400_000, "1d": 86_400_000 };

// A small deterministic generator (a linear congruential one), so each symbol's history is the
// same on every run; `normal` draws from a standard normal distribution (Box-Muller).
function seeded(text: string) {
  let state = 0;
  for (const char of text) state = (state * 31 + char.charCodeAt(0)) >>> 0;
  const uniform = () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return (state + 0.5) / 2 ** 32;
  };
  const normal = () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
  return { uniform, normal };
}

/** Daily volatility of a fake coin: gold calmest, the big two calmer, the rest as altcoins move (2.5 % to 6 % a day). */
const FAKE_VOLATILITY: Record<string, number> = { BTCUSDT: 0.025, ETHUSDT: 0.032, BNBUSDT: 0.03, PAXGUSDT: 0.01 };

/**
 * Deterministic candles ending at the ticker's last price, shaped like the exchange's: a random walk
 * of the symbol's own volatility (its days correlated with the market's common move), each day
 * opening at the last close, wicks beyond the body, and a day's turnover in USDT around the
 * ticker's quote volume, larger on days that move more. Times end at a fixed day, 2026-11-22.
 */
export function fakeCandles(symbol: string, lastPrice: number, quoteVolume: number, intervalMs: number, limit: number): unknown[][] {
  const end = Date.UTC(2026, 10, 22);
  const scale = Math.sqrt(intervalMs / 86_400_000);
  const sigma = (FAKE_VOLATILITY[symbol] ?? 0.045) * scale;
  const own = seeded(`${symbol}:${intervalMs}`);
  // The market's common move, the same for every symbol at a given interval.
  const common = seeded(`market:${intervalMs}`);
  const moves = Array.from({ length: limit }, () => 0.6 * common.normal() + 0.8 * own.normal());
  // Closes from the last backwards: the last one is the ticker's price.
  const closes = new Array<number>(limit);
  closes[limit - 1] = lastPrice;
  for (let i = limit - 1; i > 0; i -= 1) closes[i - 1] = closes[i]! / Math.exp(sigma * moves[i]!);
  const rows: unknown[][] = [];
  for (let i = 0; i < limit; i += 1) {
    const back = limit - 1 - i;
    const close = closes[i]!;
    const open = i === 0 ? close / Math.exp(sigma * moves[0]!) : closes[i - 1]!;
    const high = Math.max(open, close) * (1 + Math.abs(own.normal()) * sigma * 0.5);
    const low = Math.min(open, close) * (1 - Math.min(0.5, Math.abs(own.normal()) * sigma * 0.5));
    const turnover = quoteVolume * Math.exp(0.3 * own.normal()) * (1 + Math.abs(moves[i]!) * 0.3) * scale ** 2;
    const openTime = end - back * intervalMs;
    rows.push([
      openTime,
      open.toFixed(8),
      high.toFixed(8),
      low.toFixed(8),
      close.toFixed(8),
      (turnover / close).toFixed(4),
      openTime + intervalMs - 1,
      turnover.toFixed(2),
      100,
      (turnover / close / 2).toFixed(4),
      (turnover / 2).toFixed(2),
      "0",
    ]);
  }
  return rows;
}

function klinesHandler(rows: () => TickerRow[]) {
  let mode: KlinesMode = "ok";
  let delay = 0;
  const seen: string[] = [];

  const handles = (req: http.IncomingMessage) => (req.url ?? "").startsWith("/api/v3/klines");

  const serve = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const params = new URL(req.url ?? "", "http://fake").searchParams;
    const symbol = params.get("symbol") ?? "";
    const interval = params.get("interval") ?? "";
    seen.push(`${symbol}:${interval}`);
    setTimeout(() => {
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const intervalMs = KLINE_INTERVALS[interval];
      const row = rows().find((r) => r.symbol === symbol);
      if (mode === "failing") return json(500, { code: -1, msg: "fake failure" });
      if (symbol === "USDTTRY" && interval === "1d" && params.has("startTime")) return json(200, usdTryHistory(params));
      if (!intervalMs) return json(400, { code: -1120, msg: "Invalid interval." });
      if (!row) return json(400, { code: -1121, msg: "Invalid symbol." });
      const limit = Math.min(1000, Math.max(1, Number(params.get("limit") ?? 500) || 500));
      const candles = fakeCandles(symbol, Number(row.lastPrice), Number(row.quoteVolume), intervalMs, limit);
      if (mode === "html") {
        res.writeHead(200, { "Content-Type": "text/html" });
        res.end("<html><body>Bakımdayız</body></html>");
      } else if (mode === "truncated") {
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(JSON.stringify(candles).slice(0, 500));
      } else if (mode === "missing-field") {
        json(
          200,
          candles.map((candle) => candle.slice(0, 4)),
        );
      } else {
        json(200, candles);
      }
    }, delay);
  };

  const control: FakeKlines = {
    hits: () => seen.length,
    calls: () => [...seen],
    setMode: (next) => (mode = next),
    setDelay: (ms) => (delay = ms),
  };
  return { handles, serve, control };
}

// ---------------------------------------------------------------------------
// USD/TRY history: `klines?symbol=USDTTRY&interval=1d&startTime=…&endTime=…`, as the portfolio and
// the tax calculator ask it. One candle per UTC day (the exchange trades daily, weekends included),
// closing at 20 + 0.01 × (days since 2023-01-01), none before 2023-01-01 (as before a listing) and
// none after 2026-11-22, the fake's last day. So 2024-03-15 closes at 24.39.

const HISTORY_FIRST = Date.UTC(2023, 0, 1);
const HISTORY_LAST = Date.UTC(2026, 10, 22);

/** The fake's USDT/TRY close of the UTC day starting at `openTime`. */
export function fakeUsdTryClose(openTime: number): number {
  return Math.round((20 + ((openTime - HISTORY_FIRST) / 86_400_000) * 0.01) * 100) / 100;
}

function usdTryHistory(params: URLSearchParams): unknown[][] {
  const day = 86_400_000;
  const start = Math.max(HISTORY_FIRST, Math.ceil(Number(params.get("startTime")) / day) * day);
  const end = Math.min(HISTORY_LAST, Number(params.get("endTime") ?? HISTORY_LAST));
  const limit = Math.min(1000, Number(params.get("limit") ?? 500) || 500);
  const rows: unknown[][] = [];
  for (let openTime = start; openTime <= end && rows.length < limit; openTime += day) {
    const close = fakeUsdTryClose(openTime).toFixed(2);
    rows.push([openTime, close, close, close, close, "1000.0", openTime + day - 1, "30000.0", 100, "500.0", "15000.0", "0"]);
  }
  return rows;
}

/** `GET /api/v3/ticker/bookTicker`: the best bid and ask of every pair, sharing the fake's failure and delay switches. */
function bookTickerHandler() {
  let rows = defaultBook;
  let count = 0;
  return {
    handles: (req: http.IncomingMessage) => (req.url ?? "").startsWith("/api/v3/ticker/bookTicker"),
    handle(_req: http.IncomingMessage, res: http.ServerResponse, mode: { failing: boolean; delay: number }) {
      count += 1;
      setTimeout(() => {
        if (mode.failing) {
          res.writeHead(500, { "Content-Type": "application/json" });
          res.end(JSON.stringify({ code: -1, msg: "fake failure" }));
          return;
        }
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(JSON.stringify(rows));
      }, mode.delay);
    },
    hits: () => count,
    setRows: (next: BookRow[]) => {
      rows = next;
    },
  };
}
