import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for BtcTurk's public ticker (`https://api.btcturk.com/api/v2/ticker`) on 127.0.0.1.
 * The rows have the real answer's fields and types, as BTCTrader's broker-api-docs and the
 * btcturk-api-nodejs client print them: `pair`, `pairNormalized`, `timestamp`, `last`, `high`,
 * `low`, `bid`, `ask`, `open`, `volume`, `average`, `daily`, `dailyPercent`, `denominatorSymbol`,
 * `numeratorSymbol`, `order`, inside `{ data, success, message, code }`. Besides TRY pairs it lists
 * USDT pairs (ignored by the site) and one malformed row (a pair without a price, as a freshly
 * listed pair can show), so the lenient reading is exercised.
 */

export type BtcTurkFakeMode = "ok" | "error" | "rate-limited" | "garbage";

export function btcturkRow(base: string, quote: string, last: number | null, dailyPercent = 0.5) {
  return {
    pair: `${base}${quote}`,
    pairNormalized: `${base}_${quote}`,
    timestamp: 1764086400000,
    last,
    high: last === null ? null : +(last * 1.02).toPrecision(8),
    low: last === null ? null : +(last * 0.98).toPrecision(8),
    // The book's top around the last trade, not centred on it (a trade meets one side): the middle is last × 1.001.
    bid: last === null ? null : +(last * 0.998).toPrecision(8),
    ask: last === null ? null : +(last * 1.004).toPrecision(8),
    open: last,
    volume: 1234.5678,
    average: last,
    daily: last === null ? null : +((last * dailyPercent) / 100).toPrecision(6),
    dailyPercent,
    denominatorSymbol: quote,
    numeratorSymbol: base,
    order: 1000,
  };
}

/**
 * TRY prices a little above Binance's (the fake ticker's USDT prices × 34.25): BTC at +1 %, the
 * others near it, XRP below. Hand-computed premiums are in tests/unit/lira.
 */
export const defaultBtcTurkRows = [
  btcturkRow("BTC", "TRY", 2_222_585.42, 2.1),
  btcturkRow("ETH", "TRY", 107_500, -1.0),
  btcturkRow("SOL", "TRY", 5_120, -5.2),
  btcturkRow("XRP", "TRY", 17.8, 0.3),
  btcturkRow("USDT", "TRY", 34.4, 0.1),
  btcturkRow("BTC", "USDT", 64_260),
  btcturkRow("NEWCOIN", "TRY", null),
];

export interface FakeBtcTurk {
  url: string;
  hits(): number;
  setMode(mode: BtcTurkFakeMode): void;
  close(): Promise<void>;
}

export async function startFakeBtcTurk(rows: unknown[] = defaultBtcTurkRows): Promise<FakeBtcTurk> {
  let mode: BtcTurkFakeMode = "ok";
  let hits = 0;
  const server = http.createServer((req, res) => {
    hits += 1;
    const url = new URL(req.url ?? "/", "http://x");
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "Content-Type": "application/json", ...headers });
      res.end(JSON.stringify(body));
    };
    if (url.pathname !== "/api/v2/ticker") return json(404, { success: false, message: "Not Found", code: 404 });
    if (mode === "error") return json(500, { success: false, message: "Internal error", code: 500 });
    if (mode === "rate-limited") return json(429, { success: false, message: "Too many requests", code: 429 }, { "Retry-After": "30" });
    if (mode === "garbage") return json(200, { success: false, message: "Maintenance", code: 1 });
    json(200, { data: rows, success: true, message: null, code: 0 });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v2/ticker`,
    hits: () => hits,
    setMode: (next) => (mode = next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
