// The alert check's cost: 100,000 active alerts on 400 coins, checked against one live snapshot
// by the same checkAlerts() the market refresh runs. Measures a quiet refresh (nothing fires,
// the usual case), a refresh on which 1 % of the alerts fire (each its own claiming transaction
// with a notification and an outbox mail) and the re-arming refresh after it; prints the time
// of each, the peak resident memory and the load average, and writes docs/benchmarks/alerts.md.
// Runs on a fresh, migrated and seeded database in a temporary folder; needs no build.
//
//   npm run bench:alerts [-- --alerts=100000 --coins=400 --no-write]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadApp, root } from "./lib/load-app.mjs";

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, "").split("=");
    return [key, value ?? "true"];
  }),
);
const ALERTS = Number(args.alerts ?? 100_000);
const COINS = Number(args.coins ?? 400);
const USERS = Math.ceil(ALERTS / 50); // 50 active alerts each, the most a user may have
const write = args["no-write"] !== "true";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "kripto-bench-alerts-"));
process.env.DATABASE_PATH = path.join(work, "app.db");
process.env.SCRYPT_LOG_N ??= "10";

const app = await loadApp({
  "app/server/db.server.ts": ["db", "migrateToLatest", "closeDatabase"],
  "db/seed.ts": ["seed"],
  "app/models/alerts.server.ts": ["checkAlerts"],
});
await app.migrateToLatest();
await app.seed(app.db());

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 5);

const price = (i) => 0.01 + ((i * 7919) % 100000) / 37;
const symbol = (i) => `C${i}USDT`;

// Users and alerts written straight with SQL: the bench is about the check, not about filling.
const { sql } = await import("kysely");
const database = app.db();
await sql`BEGIN`.execute(database);
for (let u = 0; u < USERS; u += 1) {
  await sql`INSERT INTO users (username, email, password_hash, email_verified_at) VALUES (${`bench${u}`}, ${`bench${u}@example.com`}, 'x', '2026-01-01T00:00:00Z')`.execute(
    database,
  );
}
const firstUser = Number((await sql`SELECT min(id) AS id FROM users WHERE username LIKE 'bench%'`.execute(database)).rows[0].id);
// Every 100th alert is set 0.5 % above its coin's price, so a 1 % rise fires exactly 1 % of them.
for (let a = 0; a < ALERTS; a += 1) {
  const coin = a % COINS;
  const kind = a % 100 === 0 ? "near" : ["above", "below", "change", "band"][a % 4];
  const p = price(coin);
  const [condition, value, band] =
    kind === "near"
      ? ["above", p * 1.005, null]
      : kind === "above"
        ? ["above", p * 1.5, null]
        : kind === "below"
          ? ["below", p * 0.5, null]
          : kind === "change"
            ? ["change", 50, null]
            : ["band", null, "Güçlü Al"];
  await sql`INSERT INTO price_alerts (user_id, symbol, condition, value, band, currency) VALUES (${firstUser + (a % USERS)}, ${symbol(coin)}, ${condition}, ${value}, ${band}, ${a % 10 === 5 && condition !== "change" && condition !== "band" ? "TRY" : "USD"})`.execute(
    database,
  );
}
await sql`COMMIT`.execute(database);

function snapshot(factor) {
  const coins = new Map();
  for (let i = 0; i < COINS; i += 1)
    coins.set(symbol(i), { price: price(i) * factor, change: (((i * 31) % 200) - 100) / 10, band: i < 100 ? "Bekle" : null });
  return { source: "live", coins, usdTry: 34.25 };
}

async function timed(label, snap) {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const result = await app.checkAlerts(snap);
  const used = process.cpuUsage(cpu);
  // CPU time too: on a shared machine the wall time mostly measures the other processes.
  return { label, ms: performance.now() - start, cpuMs: (used.user + used.system) / 1000, ...result };
}

// A warm-up, as a running server has: the first query prepares its statements.
await app.checkAlerts(snapshot(1));
const runs = [];
for (let i = 0; i < 3; i += 1) runs.push(await timed("quiet refresh (nothing fires)", snapshot(1)));
runs.push(await timed("1 % of the alerts fire", snapshot(1.01)));
runs.push(await timed("re-arming refresh", snapshot(0.99)));
clearInterval(sampler);
const mails = Number((await sql`SELECT count(*) AS n FROM mail_outbox WHERE kind = 'alert'`.execute(database)).rows[0].n);
await app.closeDatabase();
fs.rmSync(work, { recursive: true, force: true });

const load = os
  .loadavg()
  .map((n) => n.toFixed(2))
  .join(", ");
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, Node ${process.version}, load average ${load} (1, 5, 15 min)`;
const lines = [
  `# Alert check benchmark`,
  "",
  `${ALERTS.toLocaleString("en")} active alerts of ${USERS.toLocaleString("en")} users on ${COINS} coins, one live snapshot, \`checkAlerts()\` as the market refresh runs it (measured ${new Date().toISOString().slice(0, 16)}Z; ${machine}).`,
  "",
  "| refresh | checked | fired | re-armed | wall time | CPU time |",
  "|---|---:|---:|---:|---:|---:|",
  ...runs.map((r) => `| ${r.label} | ${r.checked} | ${r.fired} | ${r.rearmed} | ${r.ms.toFixed(0)} ms | ${r.cpuMs.toFixed(0)} ms |`),
  "",
  `Peak resident memory of the process: ${(peakRss / 1024 / 1024).toFixed(0)} MiB. Alert mails written to the outbox: ${mails}.`,
];
console.log(lines.join("\n"));
if (write) {
  fs.mkdirSync(path.join(root, "docs/benchmarks"), { recursive: true });
  fs.writeFileSync(path.join(root, "docs/benchmarks/alerts.md"), `${lines.join("\n")}\n`);
}
