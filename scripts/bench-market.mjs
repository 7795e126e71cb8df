// Measures the market endpoints of the built server with a warm cache:
// requests per second of GET /api/ticker, /crypto-analysis, /market-data,
// /arbitrage-opportunities and /trend-analysis?symbol=BTCUSDT, and how many times the server
// asked the (fake) exchange meanwhile, in total and per endpoint (24 h ticker, book ticker,
// candles). Prints a table and writes it to docs/benchmarks/market.md.
//
//   npm run bench:market [-- --duration=5 --concurrency=10 --no-write]
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, "").split("=");
    return [key, value ?? "true"];
  }),
);
const durationMs = Number(args.duration ?? 5) * 1000;
const concurrency = Number(args.concurrency ?? 10);
const write = args["no-write"] !== "true";

if (!fs.existsSync(path.join(root, "build/index.js"))) {
  console.error("build/index.js yok: önce `npx remix build` çalıştırın.");
  process.exit(1);
}

// A market about the size of the real one after the USDT and volume filters (~400 pairs),
// plus pairs the filter drops, so the server does its real work on every refresh.
function tickerRows() {
  const rows = [];
  for (let i = 0; i < 600; i += 1) {
    const price = 0.01 + ((i * 7919) % 100000) / 37;
    const quote = i % 3 === 2 ? "BTC" : "USDT";
    rows.push({
      symbol: `C${i}${quote}`,
      lastPrice: String(price),
      priceChangePercent: String((((i * 31) % 200) - 100) / 10),
      highPrice: String(price * 1.04),
      lowPrice: String(price * 0.95),
      volume: String(1000 + i),
      quoteVolume: String(i % 5 === 4 ? 50_000 : 2_000_000_000 / (i + 1)),
    });
  }
  // The pair the trend page is measured on; its candles come from the fake's klines endpoint.
  rows.push({
    symbol: "BTCUSDT",
    lastPrice: "64250.5",
    priceChangePercent: "2.4",
    highPrice: "65000",
    lowPrice: "63000",
    volume: "30000",
    quoteVolume: "1850000000",
  });
  rows.push({
    symbol: "USDTTRY",
    lastPrice: "34.25",
    priceChangePercent: "0.1",
    highPrice: "34.4",
    lowPrice: "34.1",
    volume: "1",
    quoteVolume: "300000000",
  });
  return JSON.stringify(rows);
}

// Best bid and ask of every USDT pair, and cross pairs between the first 60 coins, so the
// arbitrage page has a book of 1,180 pairs (780 of them crosses) to scan.
function bookRows() {
  const rows = [];
  const price = (i) => 0.01 + ((i * 7919) % 100000) / 37;
  for (let i = 0; i < 600; i += 1) {
    if (i % 3 === 2) continue;
    rows.push({
      symbol: `C${i}USDT`,
      bidPrice: String(price(i) * 0.9995),
      bidQty: "10",
      askPrice: String(price(i) * 1.0005),
      askQty: "10",
    });
  }
  for (let a = 0; a < 60; a += 1) {
    for (let b = a + 1; b < 60; b += 1) {
      if (a % 3 === 2 || b % 3 === 2) continue;
      const mid = price(a) / price(b);
      rows.push({ symbol: `C${a}C${b}`, bidPrice: mid.toPrecision(8), bidQty: "10", askPrice: (mid * 1.002).toPrecision(8), askQty: "10" });
    }
  }
  return JSON.stringify(rows);
}

const DAY_MS = 86_400_000;

// `limit` daily candles ending today, a gentle zigzag around BTC's price, in the exchange's row layout.
function klineRows(limit) {
  const rows = [];
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  for (let i = 0; i < limit; i += 1) {
    const openTime = today - (limit - 1 - i) * DAY_MS;
    const open = 60000 + ((i * 137) % 4000);
    const close = open + (i % 2 === 0 ? 300 : -250);
    const high = Math.max(open, close) + 200;
    const low = Math.min(open, close) - 200;
    rows.push([openTime, String(open), String(high), String(low), String(close), "100", openTime + DAY_MS - 1, "0", 1, "0", "0", "0"]);
  }
  return JSON.stringify(rows);
}

async function startTicker() {
  const body = tickerRows();
  const book = bookRows();
  const hits = { ticker: 0, book: 0, klines: 0 };
  const server = http.createServer((req, res) => {
    const kind = req.url.startsWith("/api/v3/ticker/bookTicker") ? "book" : req.url.startsWith("/api/v3/klines") ? "klines" : "ticker";
    hits[kind] += 1;
    const limit = Math.min(1000, Number(new URL(req.url, "http://fake").searchParams.get("limit")) || 500);
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(kind === "book" ? book : kind === "klines" ? klineRows(limit) : body);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/api/v3/ticker/24hr`,
    hits: () => ({ ...hits, total: hits.ticker + hits.book + hits.klines }),
    close: () => server.close(),
  };
}

async function startServer(env) {
  const child = spawn(process.execPath, ["server.mjs"], { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const match = output.match(/Server listening on http:\/\/localhost:(\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { child, base: `http://localhost:${port}` };
}

async function measure(url, headers = {}, expected = 200) {
  const latencies = [];
  let errors = 0;
  let bytes = 0;
  const end = Date.now() + durationMs;
  const worker = async () => {
    while (Date.now() < end) {
      const started = performance.now();
      try {
        const response = await fetch(url, { headers });
        const body = await response.arrayBuffer();
        if (response.status !== expected) errors += 1;
        bytes = body.byteLength;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pick = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { requests: latencies.length, rps: latencies.length / seconds, p50: pick(0.5), p95: pick(0.95), errors, bytes };
}

const ticker = await startTicker();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kripto-bench-"));
const { child, base } = await startServer({
  NODE_ENV: "production",
  PORT: "0",
  DATABASE_PATH: path.join(dir, "app.db"),
  SESSION_SECRET: "bench-secret-0123456789abcdef0123456789",
  MARKET_TICKER_URL: ticker.url,
  MARKET_REFRESH_MS: "30000",
});

const results = [];
try {
  const first = await fetch(`${base}/api/ticker`);
  await first.arrayBuffer();
  const etag = first.headers.get("ETag");
  const runs = [
    { label: "GET /api/ticker", path: "/api/ticker" },
    { label: "GET /api/ticker, If-None-Match (304)", path: "/api/ticker", headers: { "If-None-Match": etag }, expected: 304 },
    { label: "GET /crypto-analysis", path: "/crypto-analysis" },
    { label: "GET /market-data", path: "/market-data" },
    { label: "GET /arbitrage-opportunities", path: "/arbitrage-opportunities" },
    { label: "GET /trend-analysis?symbol=BTCUSDT", path: "/trend-analysis?symbol=BTCUSDT" },
  ];
  for (const run of runs) {
    const warm = await fetch(base + run.path);
    await warm.arrayBuffer();
    if (warm.status !== 200) throw new Error(`${run.path} answered ${warm.status}`);
    const before = ticker.hits();
    const result = await measure(base + run.path, run.headers, run.expected);
    const after = ticker.hits();
    const upstream = Object.fromEntries(Object.keys(after).map((kind) => [kind, after[kind] - before[kind]]));
    results.push({ label: run.label, ...result, upstream });
  }
} finally {
  child.kill("SIGTERM");
  ticker.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

const header =
  "| endpoint | requests | req/s | p50 ms | p95 ms | errors | body bytes (decoded) | upstream calls | of which ticker / book / candles |";
const lines = [header, "|---|---:|---:|---:|---:|---:|---:|---:|---:|"];
for (const r of results) {
  const { total, ticker: tickerCalls, book, klines } = r.upstream;
  lines.push(
    `| ${r.label} | ${r.requests} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.errors} | ${r.bytes} | ${total} | ${tickerCalls} / ${book} / ${klines} |`,
  );
}
const hitsTotal = ticker.hits();
const totalLine = `${hitsTotal.total} (24 h ticker ${hitsTotal.ticker}, book ticker ${hitsTotal.book}, candles ${hitsTotal.klines})`;
const table = lines.join("\n");
const setting = `${durationMs / 1000} s per endpoint, concurrency ${concurrency}, Node ${process.version}, ${os.cpus().length} CPU(s) (${os.cpus()[0]?.model ?? "?"}), load average ${os.loadavg()[0].toFixed(1)} at the end, MARKET_REFRESH_MS=30000, fake exchange with 602 ticker pairs, a 1,180-pair book and daily BTCUSDT candles, warm cache.`;
console.log(`\n${setting}\n\n${table}\nUpstream calls in total (warm-up included): ${totalLine}\n`);

if (write) {
  const doc = `# Market benchmark

\`npm run bench:market\` builds the app, starts it (\`node server.mjs\`, temporary database) against a
local fake exchange, warms the cache and then requests each endpoint as fast as ${concurrency}
concurrent clients can for ${durationMs / 1000} seconds. "upstream calls" counts the requests the
server made to the exchange during the run: with a warm cache it stays 0 because every visitor is
served from the one shared snapshot.

Measured ${new Date().toISOString().slice(0, 10)}: ${setting}

${table}

Upstream calls in total, warm-up included: ${totalLine}.

Figures depend on the machine and what else runs on it; the benchmark client shares the CPU with the server.
`;
  fs.writeFileSync(path.join(root, "docs/benchmarks/market.md"), doc);
  console.log("docs/benchmarks/market.md yazıldı.");
}
