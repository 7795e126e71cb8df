// Server-side rendering benchmark, asked as browsers ask (`Accept-Encoding: br, gzip`), with the
// app started as `npm start` starts it (production build, the default request log at
// LOG_LEVEL=info to a pipe that is read, as a process manager reads it). In one run, page by page
// and interleaved, at 50 connections:
// - the app's cached anonymous pages, beside a bare Node server sending the very same bytes
//   (the app's brotli body and its headers: the security policy and the rest, about 1 kB, which
//   the client reads too; until 28 November the static server sent four headers of its own);
// - a signed-in `/` from one process, as a reader who reads it again gets it (kept for the
//   session, decision 053), and with the page cache off, every answer rendered.
// Run with `npm run bench:ssr` (it builds first). BENCH_SECONDS sets each run's length (default 5).
//
// Each server runs in a process of its own, so besides requests per second the CPU time each
// one spends per request is read from /proc (Linux). On a shared machine that figure moves much
// less than the rates do.
//
// BENCH_BASELINE_DIR names another checkout of this app, already built (an older commit, say,
// checked out with `git worktree add` and `npx remix build`): it is started too, with its own copy
// of the seeded database, and its signed-in `/` is measured beside this one's.
//
// BENCH_POSTGRES=1 starts this checkout a second time on PostgreSQL (a throwaway cluster,
// scripts/lib/pg-cluster.mjs, seeded by the server at start), measured beside SQLite the same way.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { listening, startBenchApp } from "./lib/bench-app.mjs";
import { startCluster } from "./lib/pg-cluster.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 50;
/** What a browser sends: the app and the static server both answer it with brotli. */
const BROWSER = { "accept-encoding": "br, gzip", accept: "text/html" };

/** Clock ticks per second of /proc's CPU times. */
const TICKS = 100;

/** CPU seconds a process has used so far, or NaN where /proc is not there. */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return Number.NaN;
  }
}

/** The app as `npm start` runs it: the default log level, whatever this shell's is. */
function startApp(databasePath, cwd = root, env = {}) {
  return startBenchApp(cwd, databasePath, { PAGE_CACHE_MB: "64", LOG_LEVEL: "info", ...env });
}

/** A throwaway cluster with an empty `bench` database, which the app migrates and seeds as it starts. */
async function startPostgres() {
  const cluster = await startCluster();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query("create database bench");
  await admin.end();
  return { cluster, url: cluster.url.replace(/\/postgres$/, "/bench") };
}

/**
 * A bare Node server answering each path with the bytes in `bodiesFile` (JSON: path → {body
 * (base64), headers}): the app's cached answer, its headers included (Node adds Date and the
 * connection's own, as it does for the app).
 */
const BARE_SERVER = `
import fs from "node:fs";
import http from "node:http";
const bodies = new Map(Object.entries(JSON.parse(fs.readFileSync(process.argv[1], "utf8"))).map(([path, { body, headers }]) => [path, { body: Buffer.from(body, "base64"), headers }]));
const server = http.createServer((req, res) => {
  const page = bodies.get(req.url);
  if (!page) return res.writeHead(404, { "Content-Length": 0 }).end();
  res.writeHead(200, page.headers);
  res.end(page.body);
});
server.listen(0, "127.0.0.1", () => console.log("listening on http://localhost:" + server.address().port));
`;

function startBare(bodiesFile) {
  const child = spawn(process.execPath, ["--input-type=module", "-e", BARE_SERVER, bodiesFile], { stdio: ["ignore", "pipe", "inherit"] });
  return listening(child, () => child.kill("SIGTERM"));
}

/** Loads one server's page for the run's length, or for `amount` answers; its CPU time is read around the run. */
function run(server, page, { headers = {}, amount, connections: clients = connections } = {}) {
  const url = `${server.url}${page}`;
  const cpuBefore = cpuSeconds(server.pid);
  const load = amount ? { amount } : { duration: seconds };
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: clients, ...load, timeout: 60, headers: { ...BROWSER, ...headers } }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0) return reject(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      const cpuUs = ((cpuSeconds(server.pid) - cpuBefore) * 1e6) / result.requests.total;
      resolve({ rps: result.requests.total / (result.duration || seconds), p99: result.latency.p99, cpuUs });
    });
  });
}

const SIGNED_IN_WARM_UP = 30;
/**
 * A render costs milliseconds: the signed-in run is a number of answers (BENCH_SIGNED_IN, default
 * 1000), all of them finished, so that its CPU time per request is exact on a slow machine too.
 * BENCH_SIGNED_IN_CONNECTIONS (default 50) lowers the concurrency where 50 renders at once time out.
 */
const signedInAmount = Number(process.env.BENCH_SIGNED_IN ?? 1000);
const signedInConnections = Number(process.env.BENCH_SIGNED_IN_CONNECTIONS ?? connections);

/**
 * The session cookie of a seeded reader (the demo accounts exist on a fresh local database), as
 * a browser holds it after the first page: that page shows the welcome message and sets the cookie
 * again without it.
 */
async function signIn(base) {
  const response = await fetch(`${base}/login`, {
    method: "POST",
    body: new URLSearchParams({ username: "ayse", password: "ayse123" }),
    redirect: "manual",
  });
  let cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error(`sign-in failed (${response.status})`);
  // Warmed up one request at a time: a cold render costs many times a warm one.
  for (let i = 0; i < SIGNED_IN_WARM_UP; i++) {
    const home = await fetch(`${base}/`, { headers: { ...BROWSER, cookie } });
    if (home.status !== 200 || !(await home.text()).includes("ayse")) throw new Error(`signed-in / answered ${home.status}`);
    cookie = home.headers.get("set-cookie")?.split(";")[0] ?? cookie;
  }
  return cookie;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kripto-bench-"));
const app = await startApp(path.join(dir, "app.db"));
/** The same checkout with the page cache off: what a signed-in page costs when it is rendered. */
const rendering = await startApp(path.join(dir, "rendering.db"), root, { PAGE_CACHE_MB: "0" });
const baselineDir = process.env.BENCH_BASELINE_DIR;
const postgres = process.env.BENCH_POSTGRES === "1" ? await startPostgres() : undefined;
/** The other servers measured beside this checkout on SQLite, each with its label. */
const others = [];
if (baselineDir) others.push({ label: baselineDir, app: await startApp(path.join(dir, "baseline.db"), path.resolve(baselineDir)) });
if (postgres)
  others.push({
    label: "this checkout on PostgreSQL",
    app: await startApp(path.join(dir, "unused.db"), root, { DATABASE_URL: postgres.url }),
  });

const blog = await (await fetch(`${app.url}/blog`)).text();
const slug = blog.match(/href="\/blog\/([a-z0-9-]+)"/)?.[1];
if (!slug) throw new Error("no published blog post found on /blog");
const pages = ["/", "/blog", `/blog/${slug}`, "/about", "/services", "/crypto-analysis", "/staking-calculator", "/market-data"];

// The static server answers each path with the bytes the app's cache sends a browser for it.
const bodies = new Map();
for (const page of pages) {
  await (await fetch(`${app.url}${page}`, { headers: BROWSER })).arrayBuffer(); // kept
  // fetch would decode the body: node:http hands back the bytes as sent.
  const { status, encoding, cache, headers, body } = await rawGet(`${app.url}${page}`, BROWSER);
  if (status !== 200 || cache !== "HIT") throw new Error(`${page} answered ${status} ${cache}`);
  bodies.set(page, { body, encoding, headers });
}
const bodiesFile = path.join(dir, "bodies.json");
fs.writeFileSync(
  bodiesFile,
  JSON.stringify(Object.fromEntries([...bodies].map(([page, { body, headers }]) => [page, { body: body.toString("base64"), headers }]))),
);
const bare = await startBare(bodiesFile);
const cookie = await signIn(app.url);
const kept = await fetch(`${app.url}/`, { headers: { ...BROWSER, cookie } });
if (kept.headers.get("x-page-cache") !== "HIT") throw new Error(`signed-in / is not kept: ${kept.headers.get("x-page-cache")}`);
const renderingCookie = await signIn(rendering.url);
for (const other of others) other.cookie = await signIn(other.app.url);

async function rawGet(url, headers) {
  const http = await import("node:http");
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode,
            encoding: res.headers["content-encoding"] ?? "identity",
            cache: res.headers["x-page-cache"],
            // As sent, in order: the static server sends them again (Node writes its own Date and connection headers).
            headers: res.rawHeaders.filter((_, i, all) => !/^(date|connection|keep-alive)$/i.test(all[i - (i % 2)])),
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on("error", reject);
  });
}

const rows = [];
let signedIn, rendered;
try {
  // A warm-up round, not recorded: the first run used to share the cores with the servers' last
  // start-up work and their code's first optimisation. Measured first, `/` gave 0.88 of static
  // with a p99 of 49 ms; the same page measured last in the same run, 0.98 and 25 ms.
  for (const server of [app, bare, ...others.map((other) => other.app)]) await run(server, pages[0]);
  for (const page of pages) {
    const warm = await run(app, page);
    const stat = await run(bare, page);
    // The other servers' cached page, when they have the page, in the same breath.
    const beside = [];
    for (const other of others) {
      if ((await fetch(`${other.app.url}${page}`, { headers: BROWSER })).status === 200)
        beside.push({ label: other.label, result: await run(other.app, page) });
    }
    rows.push({ page, kB: (bodies.get(page).body.length / 1024).toFixed(1), encoding: bodies.get(page).encoding, warm, stat, beside });
    console.error(
      `${page}: cached ${warm.rps.toFixed(0)}/s (${warm.cpuUs.toFixed(0)} µs CPU), static ${stat.rps.toFixed(0)}/s (${stat.cpuUs.toFixed(0)} µs CPU)`,
    );
  }
  // A kept page is answered in well under a millisecond: this run lasts BENCH_SECONDS, as the cached ones do.
  signedIn = await run(app, "/", { headers: { cookie }, connections: signedInConnections });
  console.error(`/ signed in: ${signedIn.rps.toFixed(0)}/s (${(signedIn.cpuUs / 1000).toFixed(2)} ms CPU)`);
  rendered = await run(rendering, "/", { headers: { cookie: renderingCookie }, amount: signedInAmount, connections: signedInConnections });
  console.error(`/ signed in, rendered: ${rendered.rps.toFixed(0)}/s (${(rendered.cpuUs / 1000).toFixed(2)} ms CPU)`);
  for (const other of others)
    other.signedIn = await run(other.app, "/", {
      headers: { cookie: other.cookie },
      amount: signedInAmount,
      connections: signedInConnections,
    });
} finally {
  app.stop();
  rendering.stop();
  bare.stop();
  for (const other of others) other.app.stop();
  postgres?.cluster.stop();
}

const cpus = os.cpus();
console.log(
  `\n${cpus.length} × ${cpus[0]?.model ?? "CPU"}, Node ${process.version}, ${connections} connections, ${seconds} s a run, Accept-Encoding: br, gzip, LOG_LEVEL=info, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}\n`,
);
console.log("| page | sent | kB | cached req/s | p99 ms | static req/s | p99 ms | cached / static | CPU µs/req cached | static |");
console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const { page, kB, encoding, warm, stat } of rows) {
  console.log(
    `| ${page} | ${encoding} | ${kB} | ${warm.rps.toFixed(0)} | ${warm.p99} | ${stat.rps.toFixed(0)} | ${stat.p99} | ${(warm.rps / stat.rps).toFixed(2)} | ${warm.cpuUs.toFixed(0)} | ${stat.cpuUs.toFixed(0)} |`,
  );
}
for (const { label } of others) {
  console.log(`\nCached pages of ${label}, in the same run:\n`);
  console.log("| page | cached req/s | p99 ms | / static | CPU µs/req | this checkout on SQLite |");
  console.log("|---|---:|---:|---:|---:|---:|");
  for (const { page, warm, stat, beside } of rows) {
    const result = beside.find((entry) => entry.label === label)?.result;
    if (!result) continue;
    console.log(
      `| ${page} | ${result.rps.toFixed(0)} | ${result.p99} | ${(result.rps / stat.rps).toFixed(2)} | ${result.cpuUs.toFixed(0)} | ${warm.cpuUs.toFixed(0)} |`,
    );
  }
}
console.log(`\n| signed-in \`/\`, ${signedInConnections} connections | req/s | p99 ms | CPU ms/req |`);
console.log("|---|---:|---:|---:|");
console.log(
  `| this checkout, kept for the session (${seconds} s) | ${signedIn.rps.toFixed(0)} | ${signedIn.p99} | ${(signedIn.cpuUs / 1000).toFixed(2)} |`,
);
console.log(
  `| this checkout, every answer rendered (PAGE_CACHE_MB=0, ${signedInAmount} answers) | ${rendered.rps.toFixed(0)} | ${rendered.p99} | ${(rendered.cpuUs / 1000).toFixed(2)} |`,
);
for (const { label, signedIn: result } of others) {
  console.log(`| ${label} (${signedInAmount} answers) | ${result.rps.toFixed(0)} | ${result.p99} | ${(result.cpuUs / 1000).toFixed(2)} |`);
}
fs.rmSync(dir, { recursive: true, force: true });
