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

export interface FakeTicker {
  url: string;
  /** Upstream calls received so far. */
  hits(): number;
  setRows(rows: TickerRow[]): void;
  /** Answer 500 until switched back. */
  setFailing(failing: boolean): void;
  /** Delay every answer, to test timeouts and single-flight fetching. */
  setDelay(ms: number): void;
  close(): Promise<void>;
}

/** A stand-in for the exchange's `GET /api/v3/ticker/24hr`, on 127.0.0.1. */
export async function startFakeTicker(rows: TickerRow[] = defaultRows): Promise<FakeTicker> {
  let current = rows;
  let failing = false;
  let delay = 0;
  let count = 0;

  const server = http.createServer((req, res) => {
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
    setRows: (next) => (current = next),
    setFailing: (next) => (failing = next),
    setDelay: (ms) => (delay = ms),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
