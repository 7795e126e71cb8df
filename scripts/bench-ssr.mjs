// Server-side rendering benchmark: the app with a warm page cache, the app with
// the cache off, and a bare Node server sending the very same bytes, page by
// page and interleaved, at 50 connections. Run with `npm run bench:ssr` (it
// builds first). BENCH_SECONDS sets each run's length (default 5).
//
// Each server runs in a process of its own, so besides requests per second the
// CPU time each one spends per request is read from /proc (Linux). On a shared
// machine that figure moves much less than the rates do.
//
// BENCH_BASELINE_DIR names another checkout of this app, already built (an older
// commit, say, checked out with `git worktree add` and `npx remix build`): it is
// started too, with its own copy of the seeded database, and each page's cache-off
// rate is compared with its rate on the same machine at the same time.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { listening, startBenchApp } from "./lib/bench-app.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 50;

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

function startApp(databasePath, pageCacheMb, cwd = root) {
  return startBenchApp(cwd, databasePath, { PAGE_CACHE_MB: String(pageCacheMb) });
}

/** A bare Node server answering each path with the bytes in `bodiesFile` (JSON: path → base64). */
const BARE_SERVER = `
import fs from "node:fs";
import http from "node:http";
const bodies = new Map(Object.entries(JSON.parse(fs.readFileSync(process.argv[1], "utf8"))).map(([path, body]) => [path, Buffer.from(body, "base64")]));
const server = http.createServer((req, res) => {
  const body = bodies.get(req.url);
  res.writeHead(body ? 200 : 404, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body?.length ?? 0 });
  res.end(body);
});
server.listen(0, "127.0.0.1", () => console.log("listening on http://localhost:" + server.address().port));
`;

function startBare(bodiesFile) {
  const child = spawn(process.execPath, ["--input-type=module", "-e", BARE_SERVER, bodiesFile], { stdio: ["ignore", "pipe", "inherit"] });
  return listening(child, () => child.kill("SIGTERM"));
}

/** Loads one server's page for the run's length; its CPU time is read around the run. */
function run(server, page) {
  const url = `${server.url}${page}`;
  const cpuBefore = cpuSeconds(server.pid);
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0) return reject(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      const cpuUs = ((cpuSeconds(server.pid) - cpuBefore) * 1e6) / result.requests.total;
      resolve({ rps: result.requests.average, p99: result.latency.p99, cpuUs });
    });
  });
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kripto-bench-"));
const databasePath = path.join(dir, "app.db");
const cached = await startApp(databasePath, 64);
const uncached = await startApp(databasePath, 0);
const baselineDir = process.env.BENCH_BASELINE_DIR;
const baseline = baselineDir ? await startApp(path.join(dir, "baseline.db"), 0, path.resolve(baselineDir)) : undefined;

const blog = await (await fetch(`${cached.url}/blog`)).text();
const slug = blog.match(/href="\/blog\/([a-z0-9-]+)"/)?.[1];
if (!slug) throw new Error("no published blog post found on /blog");
const pages = ["/", "/blog", `/blog/${slug}`, "/about", "/services", "/crypto-analysis", "/staking-calculator", "/market-data"];

// The static server answers each path with the body the app sends for it.
const bodies = new Map();
for (const page of pages) {
  const response = await fetch(`${cached.url}${page}`, { headers: { "accept-encoding": "identity" } });
  if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
  bodies.set(page, Buffer.from(await response.arrayBuffer()));
}
const bodiesFile = path.join(dir, "bodies.json");
fs.writeFileSync(bodiesFile, JSON.stringify(Object.fromEntries([...bodies].map(([page, body]) => [page, body.toString("base64")]))));
const bare = await startBare(bodiesFile);

const rows = [];
try {
  for (const page of pages) {
    await fetch(`${cached.url}${page}`); // warm
    const warm = await run(cached, page);
    const off = await run(uncached, page);
    const stat = await run(bare, page);
    // A page the older checkout does not have is left out of the comparison.
    const base = baseline && (await fetch(`${baseline.url}${page}`)).status === 200 ? await run(baseline, page) : undefined;
    const row = { page, kB: (bodies.get(page).length / 1024).toFixed(1), warm, off, stat, base };
    rows.push(row);
    console.error(
      `${page}: warm ${warm.rps.toFixed(0)}/s (${warm.cpuUs.toFixed(0)} µs CPU), off ${off.rps.toFixed(0)}/s, static ${stat.rps.toFixed(0)}/s (${stat.cpuUs.toFixed(0)} µs CPU)`,
    );
  }
} finally {
  cached.stop();
  uncached.stop();
  bare.stop();
  baseline?.stop();
}

const cpus = os.cpus();
console.log(
  `\n${cpus.length} × ${cpus[0]?.model ?? "CPU"}, Node ${process.version}, ${connections} connections, ${seconds} s a run, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}\n`,
);
console.log(
  "| page | kB | warm cache req/s | p99 ms | cache off req/s | p99 ms | static req/s | p99 ms | warm / static | off / static | CPU µs/req warm | cache off | static |",
);
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const { page, kB, warm, off, stat } of rows) {
  console.log(
    `| ${page} | ${kB} | ${warm.rps.toFixed(0)} | ${warm.p99} | ${off.rps.toFixed(0)} | ${off.p99} | ${stat.rps.toFixed(0)} | ${stat.p99} | ${(warm.rps / stat.rps).toFixed(2)} | ${(off.rps / stat.rps).toFixed(3)} | ${warm.cpuUs.toFixed(0)} | ${off.cpuUs.toFixed(0)} | ${stat.cpuUs.toFixed(0)} |`,
  );
}
if (baseline) {
  console.log(`\nCache off against ${baselineDir}, cache off too, on the same machine:\n`);
  console.log("| page | cache off req/s | baseline req/s | ratio | CPU µs/req cache off | baseline | ratio |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const { page, off, base } of rows) {
    if (!base) continue;
    console.log(
      `| ${page} | ${off.rps.toFixed(0)} | ${base.rps.toFixed(0)} | ${(off.rps / base.rps).toFixed(2)} | ${off.cpuUs.toFixed(0)} | ${base.cpuUs.toFixed(0)} | ${(base.cpuUs / off.cpuUs).toFixed(2)} |`,
    );
  }
}
fs.rmSync(dir, { recursive: true, force: true });
