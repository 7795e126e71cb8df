// The soak: `npm start:cluster`'s two workers on a seeded temporary database under mixed
// traffic from autocannon for a long while (10 minutes; `--minutes 2` for less), with one
// worker killed (SIGKILL) half-way. It reports, per kind of traffic, the requests, the p99
// and the statuses; whether any 5xx came back; whether every write the site acknowledged
// (201) is in the database afterwards; and each worker's memory over time.
// Needs a build (`npm run bench:soak` makes one). Outside sources point at a closed port
// and the AI provider is the tests' fake on 127.0.0.1: nothing leaves the machine.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { build } from "esbuild";
import { OFFLINE_ENV } from "./lib/bench-app.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const minutesArg = process.argv.indexOf("--minutes");
const minutes = minutesArg > 0 ? Number(process.argv[minutesArg + 1]) : 10;
if (!(minutes > 0)) throw new Error("--minutes takes a positive number");
const seconds = Math.round(minutes * 60);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "kripto-soak-"));
const databasePath = path.join(work, "app.db");

/** The fake provider is TypeScript; Node 20 runs it once esbuild has stripped the types. */
async function loadFake() {
  const outfile = path.join(work, "openai-server.mjs");
  await build({
    entryPoints: [path.join(root, "tests/fakes/openai-server.ts")],
    outfile,
    format: "esm",
    platform: "node",
    logLevel: "error",
  });
  return import(pathToFileURL(outfile).href);
}

function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the cluster; `workers` follows the primary's lines: slot → pid, replacements included. */
async function startCluster(port) {
  const child = spawn(process.execPath, ["http/cluster.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      WEB_CONCURRENCY: "2",
      DATABASE_PATH: databasePath,
      SESSION_SECRET: "soak-secret-0123456789abcdef0123456",
      SCRYPT_LOG_N: "12",
      LOG_LEVEL: "warn",
      ...OFFLINE_ENV,
      BACKUP_INTERVAL_HOURS: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const workers = new Map();
  const events = [];
  let output = "";
  child.stderr.on("data", (chunk) => (output += chunk));
  const ready = new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      output += chunk;
      for (const match of String(chunk).matchAll(/cluster: worker (\d+) \(slot (\d+)\) listening/g)) {
        workers.set(Number(match[2]), Number(match[1]));
        events.push({ at: Date.now(), text: `worker ${match[1]} (slot ${match[2]}) listening` });
        if (workers.size === 2) resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`cluster exited with ${code}:\n${output}`)));
  });
  await ready;
  return { child, workers, events, output: () => output };
}

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid) {
  try {
    const match = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

async function login(base, username, password) {
  const response = await fetch(`${base}/login`, { method: "POST", body: new URLSearchParams({ username, password }), redirect: "manual" });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error(`login as ${username} failed (${response.status})`);
  return cookie;
}

const { startFakeOpenAi } = await loadFake();
const fake = await startFakeOpenAi();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const cluster = await startCluster(port);
const started = Date.now();

try {
  // The API's and the AI's hourly limits would turn most of the soak's writes into 429s.
  const settings = new Database(databasePath);
  settings.prepare("update settings set value = '100000000' where key = 'max_api_requests_per_hour'").run();
  settings.close();
  const admin = await login(base, "admin", "admin123");
  const writer = await login(base, "ahmet", "ahmet123");
  const reader = await login(base, "ayse", "ayse123");
  const configured = await fetch(`${base}/api/openai/settings`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: admin },
    body: JSON.stringify({
      api_key: "sk-soak-0000",
      base_url: fake.baseUrl,
      model: "gpt-4o-mini",
      max_tokens: 200,
      temperature: 0.7,
      top_p: 1,
      frequency_penalty: 0,
      system_prompt: "Sen bir kripto asistanısın.",
      enabled: true,
    }),
  });
  if (!configured.ok) throw new Error(`configuring the AI provider failed: ${configured.status}`);

  const acknowledged = new Set();
  /** Created rows not yet asked to be deleted, oldest first. */
  const standing = [];
  const deletesSent = new Set();
  const deleted = new Set();
  let writeCount = 0;
  const today = new Date().toISOString().slice(0, 10);
  // Every 5xx is kept with its request id, so its line in the workers' log can be shown.
  const failures = [];
  // Every refusal is counted by kind and status, with the first answer's words, so a 4xx is explained.
  const refusals = new Map();
  const noteFailure = (kind, status, body, headers) => {
    if (status >= 400 && status < 500) {
      const key = `${kind}: ${status}`;
      const seen = refusals.get(key);
      if (seen) seen.count++;
      else refusals.set(key, { count: 1, body: String(body).slice(0, 120) });
    }
    if (status >= 500)
      failures.push({
        kind,
        status,
        at: Date.now(),
        requestId: Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === "x-request-id")?.[1],
        body: String(body).slice(0, 200),
      });
  };
  const get = (kind, paths, headers = {}) =>
    paths.map((p) => ({
      method: "GET",
      path: p,
      headers,
      onResponse: (status, body, _context, responseHeaders) => noteFailure(kind, status, body, responseHeaders),
    }));
  const kinds = {
    "anonymous pages": {
      connections: 4,
      requests: get("anonymous pages", [
        "/",
        "/blog",
        "/about",
        "/faq",
        "/crypto-news",
        "/crypto-dictionary",
        "/market-data",
        "/crypto-education",
      ]),
    },
    "signed-in pages": {
      connections: 2,
      requests: get("signed-in pages", ["/portfolio-tracker", "/account", "/watchlists", "/alerts", "/"], { cookie: reader }),
    },
    // A create, then a delete of the oldest row still standing: the writer's portfolio stays
    // small (a portfolio holds at most 10,000 rows, which a create-only soak passes in about a
    // minute and then measures nothing but refusals), and both kinds of write get checked.
    "portfolio writes (API)": {
      connections: 2,
      requests: [
        {
          method: "POST",
          path: "/api/portfolio/transactions",
          headers: { "content-type": "application/json", cookie: writer },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              type: "buy",
              symbol: "BTC",
              amount: 0.001,
              price: 50000,
              currency: "USD",
              date: today,
              note: `soak-${++writeCount}`,
            }),
          }),
          onResponse: (status, body, _context, headers) => {
            if (status === 201) {
              const { id } = JSON.parse(body);
              acknowledged.add(id);
              standing.push(id);
            }
            noteFailure("portfolio writes (API)", status, body, headers);
          },
        },
        {
          method: "DELETE",
          headers: { cookie: writer },
          setupRequest: (request, context) => {
            const id = standing.shift();
            context.deleting = id;
            if (id !== undefined) deletesSent.add(id);
            // With nothing standing yet the path names id 0, which no row has: a 404.
            return { ...request, path: `/api/portfolio/transactions/${id ?? 0}` };
          },
          onResponse: (status, body, context, headers) => {
            if (status === 200 && context.deleting !== undefined) deleted.add(context.deleting);
            noteFailure("portfolio writes (API)", status, body, headers);
          },
        },
      ],
    },
    "AI chat (fake provider)": {
      connections: 1,
      requests: [
        {
          method: "POST",
          path: "/api/ai/chat",
          headers: { "content-type": "application/json", cookie: reader },
          body: JSON.stringify({ message: "Bitcoin nedir?" }),
          onResponse: (status, body, _context, headers) => noteFailure("AI chat (fake provider)", status, body, headers),
        },
      ],
    },
    searches: {
      connections: 2,
      requests: get("searches", ["/search?q=bitcoin", "/search?q=ethereum", "/search?q=c%C3%BCzdan", "/search?q=defi"]),
    },
  };

  // Memory every 10 s per worker slot (whichever process holds the slot at that moment).
  const memory = [];
  const sampler = setInterval(() => {
    const at = Math.round((Date.now() - started) / 1000);
    for (const [slot, pid] of cluster.workers) memory.push({ at, slot, pid, mb: rssMb(pid) });
  }, 10_000);

  let killed = null;
  const killTimer = setTimeout(
    () => {
      const pid = cluster.workers.get(1);
      killed = { pid, at: Date.now() };
      cluster.events.push({ at: Date.now(), text: `SIGKILL to worker ${pid} (slot 1)` });
      process.kill(pid, "SIGKILL");
    },
    (seconds / 2) * 1000,
  );

  console.log(`Soak: ${minutes} min against ${base}, 2 workers, worker of slot 1 killed at ${seconds / 2} s…`);
  const results = await Promise.all(
    Object.entries(kinds).map(([name, options]) =>
      autocannon({ url: base, duration: seconds, timeout: 30, ...options }).then((result) => ({ name, result })),
    ),
  );
  clearInterval(sampler);
  clearTimeout(killTimer);

  // Every acknowledged write must be in the database, the replacement worker's and the killed one's alike.
  const check = new Database(databasePath, { readonly: true });
  const stored = new Set(check.prepare("select id from portfolio_transactions where note like 'soak-%'").pluck().all());
  const integrity = check.pragma("integrity_check", { simple: true });
  check.close();
  // A create the site acknowledged must be there unless its delete went out; a delete the site
  // acknowledged must have removed the row. A delete sent but never answered (in flight on the
  // killed worker) may have gone either way, so only those rows are left unjudged.
  const mustStand = [...acknowledged].filter((id) => !deletesSent.has(id));
  const missing = mustStand.filter((id) => !stored.has(id));
  const resurrected = [...deleted].filter((id) => stored.has(id));
  const unanswered = [...deletesSent].filter((id) => !deleted.has(id)).length;
  const health = await fetch(`${base}/healthz`).then((r) => r.status);

  console.log(
    `\nSoak results: ${minutes} min, Node ${process.version}, ${os.cpus().length} CPU (${os.cpus()[0]?.model}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}\n`,
  );
  console.log("| Kind | Connections | Requests | Req/s | p50 (ms) | p99 (ms) | 2xx | 3xx | 4xx | 5xx | Errors (reset/timeout) |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  let fiveHundreds = 0;
  for (const { name, result } of results) {
    fiveHundreds += result["5xx"];
    console.log(
      `| ${name} | ${kinds[name].connections} | ${result.requests.total} | ${result.requests.average} | ${result.latency.p50} | ${result.latency.p99} | ` +
        `${result["2xx"]} | ${result["3xx"]} | ${result["4xx"]} | ${result["5xx"]} | ${result.errors + result.timeouts} |`,
    );
  }
  console.log(`\nWorker events: ${cluster.events.map((e) => `${Math.round((e.at - started) / 1000)} s ${e.text}`).join("; ")}`);
  for (const [key, { count, body }] of refusals) console.log(`4xx ${key} × ${count}, first: ${body}`);
  console.log(`5xx answers: ${fiveHundreds}${fiveHundreds === 0 ? " (none)" : ""}`);
  const log = cluster.output().split("\n");
  for (const failure of failures) {
    const line = log.find((entry) => failure.requestId && entry.includes(failure.requestId) && entry.includes('"err"'));
    console.log(
      `- ${failure.kind}: ${failure.status} at ${Math.round((failure.at - started) / 1000)} s (kill at ${killed ? Math.round((killed.at - started) / 1000) : "-"} s), ` +
        `id ${failure.requestId}: ${failure.body}${line ? `\n  log: ${line.slice(0, 600)}` : ""}`,
    );
  }
  console.log(
    `Acknowledged creates: ${acknowledged.size}, of which ${deleted.size} later deleted (acknowledged); ` +
      `created rows that must be there: ${mustStand.length}; missing: ${missing.length}; ` +
      `deleted rows still there: ${resurrected.length}; deletes never answered: ${unanswered}`,
  );
  console.log(`Database integrity_check: ${integrity}; /healthz after the soak: ${health}`);
  console.log(`\nMemory (RSS, MB) per worker slot, every 10 s from the start:`);
  for (const slot of [0, 1]) {
    const rows = memory.filter((row) => row.slot === slot);
    console.log(
      `slot ${slot}: ${rows.map((row) => `${row.mb}${killed && row.pid !== killed.pid && slot === 1 && row.at * 1000 >= killed.at - started ? "*" : ""}`).join(" ")}`,
    );
  }
  console.log("(* the replacement of the killed worker)");
  if (fiveHundreds > 0 || missing.length > 0 || resurrected.length > 0 || integrity !== "ok" || health !== 200) process.exitCode = 1;
} finally {
  cluster.child.kill("SIGTERM");
  await new Promise((resolve) => cluster.child.once("exit", resolve));
  await fake.close();
  fs.rmSync(work, { recursive: true, force: true });
}
