// A throwaway PostgreSQL cluster for tests and benchmarks: initdb in a temporary folder, a free
// port on 127.0.0.1, the socket in the same folder, no durability (nothing in it outlives the
// run). initdb refuses to run as root, so as root the server runs as the `postgres` user, in a
// folder that user owns. Debian's server is installed with apt-get when it is missing and the
// user is root, as scripts/ensure-chromium.mjs does for the browser.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const DEBIAN_ROOT = "/usr/lib/postgresql";
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** The newest installed server's bin folder (PG_BIN overrides), or undefined. */
function findBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  if (!fs.existsSync(DEBIAN_ROOT)) return undefined;
  const versions = fs
    .readdirSync(DEBIAN_ROOT)
    .filter((version) => fs.existsSync(path.join(DEBIAN_ROOT, version, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(DEBIAN_ROOT, versions[0], "bin") : undefined;
}

function ensureBin() {
  const found = findBin();
  if (found) return found;
  if (!isRoot) {
    throw new Error(`No PostgreSQL server under ${DEBIAN_ROOT}. Install it with: sudo apt-get install postgresql (or set PG_BIN)`);
  }
  console.log("Installing Debian's PostgreSQL server with apt-get...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "postgresql", "postgresql-contrib"], { stdio: "inherit", env });
  const installed = findBin();
  if (!installed) throw new Error(`apt-get finished but no PostgreSQL server is under ${DEBIAN_ROOT}`);
  return installed;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a server program as the cluster's owner: `postgres` when we are root, ourselves otherwise. */
function runAsOwner(bin, program, args) {
  const file = path.join(bin, program);
  const [command, commandArgs] = isRoot ? ["runuser", ["-u", "postgres", "--", file, ...args]] : [file, args];
  return execFileSync(command, commandArgs, { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });
}

/**
 * Starts a cluster and resolves to `{ url, port, dir, stop }`: `url` reaches its `postgres`
 * database as the `postgres` superuser without a password (trust, on 127.0.0.1 only). `stop()`
 * shuts it down and removes the folder; call it in a finally.
 */
export async function startCluster() {
  const bin = ensureBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kripto-pg-"));
  const data = path.join(dir, "data");
  if (isRoot) execFileSync("chown", ["postgres:postgres", dir]);
  let started = false;
  const stop = () => {
    try {
      if (started) runAsOwner(bin, "pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
    } catch {
      // Already down: the folder still goes.
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    runAsOwner(bin, "initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"]);
    const port = await freePort();
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      "-c listen_addresses=127.0.0.1",
      // A test database is thrown away: no need to survive a crash.
      "-c fsync=off",
      "-c synchronous_commit=off",
      "-c full_page_writes=off",
      "-c max_connections=200",
    ].join(" ");
    started = true;
    runAsOwner(bin, "pg_ctl", ["-D", data, "-l", path.join(dir, "server.log"), "-o", options, "-w", "start"]);
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dir, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
