// Paper trading bots: 10,000 running bots stepped on one market snapshot, as the live market
// task does after a refresh (each bot in its own transaction that claims the window). Prints the
// time per step, the time per bot, peak memory, the machine and its load. Runs on a fresh,
// migrated and seeded database in a temporary folder; needs no build.
// Usage: npm run bench:bots [-- bots=10000]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadApp } from "./lib/load-app.mjs";

const BOTS = Number(process.argv[2] ?? 10_000);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "kripto-bench-bots-"));
process.env.DATABASE_PATH = path.join(work, "app.db");
process.env.SCRYPT_LOG_N ??= "10";

const app = await loadApp({
  "app/server/db.server.ts": ["db", "migrateToLatest", "closeDatabase"],
  "db/seed.ts": ["seed"],
  "app/models/bot-steps.server.ts": ["stepBots"],
  "app/lib/market/analysis.ts": ["buildCoins"],
});

/** 120 USDT pairs with volumes and moves spread over the analysis bands. */
function snapshot(minute, drift) {
  const rows = Array.from({ length: 120 }, (_, i) => {
    const price = 100 + i * (1 + drift);
    const change = ((i * 7) % 21) - 10 + drift * 10;
    return {
      symbol: i === 0 ? "BTCUSDT" : i === 1 ? "ETHUSDT" : `C${i}USDT`,
      lastPrice: price,
      priceChangePercent: change,
      highPrice: price * 1.04,
      lowPrice: price * 0.97,
      volume: 1e6,
      quoteVolume: 2e9 / (i + 1),
    };
  });
  return { updatedAt: new Date(Date.UTC(2026, 10, 25, 12, minute)).toISOString(), coins: app.buildCoins(rows) };
}

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);

try {
  await app.migrateToLatest();
  await app.seed(app.db());
  const users = (await app.db().selectFrom("users").select("id").execute()).map((u) => u.id);
  const strategies = [
    ["dca", { amount: 50, every: "day" }],
    ["score", { buyAbove: 65, sellBelow: 55 }],
    ["signals", {}],
  ];
  const start = new Date(Date.UTC(2026, 10, 25, 11, 0)).toISOString();
  const rows = Array.from({ length: BOTS }, (_, i) => {
    const [strategy, params] = strategies[i % 3];
    const symbols = i % 2 === 0 ? ["BTCUSDT"] : ["BTCUSDT", "ETHUSDT", `C${(i % 100) + 2}USDT`];
    return {
      user_id: users[i % users.length],
      name: `Bot ${i}`,
      strategy,
      symbols: JSON.stringify(symbols),
      budget: 1000,
      params: JSON.stringify(params),
      cash: 1000,
      run_started_at: start,
    };
  });
  for (let i = 0; i < rows.length; i += 500)
    await app
      .db()
      .insertInto("trading_bots")
      .values(rows.slice(i, i + 500))
      .execute();
  // Open buy signals on the majors, so signals bots trade too.
  await app
    .db()
    .insertInto("signals")
    .values(
      ["BTCUSDT", "ETHUSDT"].map((symbol) => ({
        symbol,
        direction: "buy",
        from_band: "Bekle",
        to_band: "Al",
        score: 70,
        open_price: 100,
        opened_at: start,
        reasons: "[]",
      })),
    )
    .execute();

  const timings = [];
  for (const [window, drift] of [
    [1, 0],
    [2, 0.5],
    [3, -0.5],
  ]) {
    const began = performance.now();
    const summary = await app.stepBots(snapshot(window, drift), window, async () => null);
    const ms = performance.now() - began;
    timings.push({ window, ms, ...summary });
  }
  clearInterval(sampler);
  const trades = await app
    .db()
    .selectFrom("bot_trades")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  const cpu = os.cpus()[0]?.model ?? "unknown";
  console.log(
    `Bots: ${BOTS}, ${os.cpus().length} × ${cpu}, Node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  for (const t of timings) {
    console.log(
      `window ${t.window}: ${t.stepped} bots stepped, ${t.trades} trades in ${(t.ms / 1000).toFixed(2)} s (${((t.ms * 1000) / t.stepped).toFixed(0)} µs per bot)`,
    );
  }
  console.log(
    `trades stored: ${trades.n}; peak RSS ${(Math.max(peakRss, process.memoryUsage().rss) / 1048576).toFixed(0)} MiB (maxRSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB)`,
  );
} finally {
  clearInterval(sampler);
  await app.closeDatabase();
  fs.rmSync(work, { recursive: true, force: true });
}
