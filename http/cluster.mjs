// Several server processes on one machine, all on one port and one database.
// The primary serves nothing itself: it brings the database to the latest schema
// and seeds it (and creates the session secret beside it) once, before any worker
// exists, so workers never race to do it; then it forks WEB_CONCURRENCY workers
// (default: one per core), each running server.mjs. Node hands the workers the
// incoming connections in turn. A worker that dies is replaced; SIGTERM or SIGINT
// stops the workers and then the primary.
import cluster from "node:cluster";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

process.env.NODE_ENV ??= "production";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Workers to run: WEB_CONCURRENCY when it is a positive whole number, else one per core. */
export function workerCount(value = process.env.WEB_CONCURRENCY, cores = os.availableParallelism()) {
  const text = String(value ?? "").trim();
  if (/^\d+$/.test(text) && Number(text) > 0) return Number(text);
  if (text !== "") console.warn(`WEB_CONCURRENCY=${text} is not a positive whole number; using one worker per core (${cores}).`);
  return cores;
}

/** How long to wait before replacing a worker that died `livedMs` after it started, given the deaths just before it. */
export function restartDelay(livedMs, quickDeaths) {
  // A worker that ran for a while is replaced at once; one that keeps dying at start
  // (a broken build, a port taken) is retried ever more slowly instead of in a tight loop.
  if (livedMs >= QUICK_DEATH_MS) return 0;
  return Math.min(30_000, 1000 * 2 ** Math.min(quickDeaths, 5));
}

const QUICK_DEATH_MS = 10_000;
/** Workers still running this long after SIGTERM are killed. */
const STOP_TIMEOUT_MS = 15_000;

async function prepareOnce() {
  const build = await import(path.join(root, "build/index.js"));
  const hooks = build.entry.module;
  // Reading the environment creates data/session-secret when SESSION_SECRET is unset,
  // so every worker reads the same secret from that file.
  hooks.env();
  await hooks.prepareDatabase();
  await hooks.closeDatabase();
}

async function runPrimary() {
  const count = workerCount();
  await prepareOnce();

  cluster.setupPrimary({ exec: path.join(root, "server.mjs") });

  // Exactly one worker (slot 0) reads the news feeds on their schedule; its
  // replacement inherits the slot.
  const slots = new Map();
  const started = new Map();
  let quickDeaths = 0;
  let stopping = false;

  function fork(slot) {
    const worker = cluster.fork({ NEWS_SCHEDULE: slot === 0 ? "on" : "off" });
    slots.set(worker.id, slot);
    started.set(worker.id, Date.now());
    return worker;
  }

  cluster.on("listening", (worker, address) => {
    console.log(`cluster: worker ${worker.process.pid} (slot ${slots.get(worker.id)}) listening on port ${address.port}`);
  });

  cluster.on("exit", (worker, code, signal) => {
    const slot = slots.get(worker.id);
    const lived = Date.now() - (started.get(worker.id) ?? 0);
    slots.delete(worker.id);
    started.delete(worker.id);
    if (stopping) {
      if (slots.size === 0) process.exit(0);
      return;
    }
    quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    const delay = restartDelay(lived, quickDeaths - 1);
    console.error(
      `cluster: worker ${worker.process.pid} (slot ${slot}) died (${signal ?? `exit code ${code}`}); ` +
        `starting a new one${delay ? ` in ${delay / 1000} s` : ""}`,
    );
    setTimeout(() => {
      if (!stopping) fork(slot);
    }, delay);
  });

  function stop(signal) {
    if (stopping) return;
    stopping = true;
    console.log(`cluster: ${signal} received, stopping ${slots.size} workers`);
    if (slots.size === 0) process.exit(0);
    const running = () => Object.values(cluster.workers ?? {}).filter((worker) => slots.has(worker.id));
    // Each worker closes its server and its database on SIGTERM (server.mjs); the
    // primary exits once the last one has (the exit handler above).
    for (const worker of running()) worker.process.kill("SIGTERM");
    setTimeout(() => {
      for (const worker of running()) {
        console.error(`cluster: worker ${worker.process.pid} still running after ${STOP_TIMEOUT_MS / 1000} s; killing it`);
        worker.process.kill("SIGKILL");
      }
    }, STOP_TIMEOUT_MS).unref();
  }
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  console.log(`cluster: primary ${process.pid} starting ${count} workers`);
  for (let slot = 0; slot < count; slot++) fork(slot);
}

// Imported by a test for its helpers, it starts nothing.
if (cluster.isPrimary && process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runPrimary();
}
