import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { migrations, postgresMigrations } from "../../../db/migrations";
import { restartDelay, workerCount } from "../../../http/cluster.mjs";
import { createDatabase, databaseUrl, dropDatabase, onPostgres } from "../../setup/postgres";
import { cookiesOf, postLogin } from "../../setup/requests";

const repoRoot = path.resolve(__dirname, "../../..");

describe("workerCount", () => {
  it("takes WEB_CONCURRENCY when it is a positive whole number", () => {
    expect(workerCount("2", 8)).toBe(2);
    expect(workerCount(" 3 ", 8)).toBe(3);
  });

  it("runs one worker per core when WEB_CONCURRENCY is unset, and warns when it is unusable", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(workerCount(undefined, 4)).toBe(4);
    expect(workerCount("", 4)).toBe(4);
    expect(warn).not.toHaveBeenCalled();
    expect(workerCount("0", 4)).toBe(4);
    expect(workerCount("two", 4)).toBe(4);
    expect(workerCount("1.5", 4)).toBe(4);
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});

describe("restartDelay", () => {
  it("replaces a worker that ran for a while at once", () => {
    expect(restartDelay(60_000, 0)).toBe(0);
    expect(restartDelay(10_000, 4)).toBe(0);
  });

  it("backs off, up to 30 s, for a worker that keeps dying at start", () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((deaths) => restartDelay(500, deaths))).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });
});

/** One GET on a connection of its own, so the cluster may hand it to any worker. */
function request(url: string, options: { headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(url, { headers: options.headers, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** The environment a running process was started with (Linux). */
function environOf(pid: number): Record<string, string> {
  const text = fs.readFileSync(`/proc/${pid}/environ`, "utf8");
  return Object.fromEntries(
    text
      .split("\0")
      .filter(Boolean)
      .map((entry) => [entry.slice(0, entry.indexOf("=")), entry.slice(entry.indexOf("=") + 1)]),
  );
}

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe.runIf(process.platform === "linux")("http/cluster.mjs with WEB_CONCURRENCY=2", () => {
  let dir: string;
  let primary: ChildProcess;
  // Under `npm run test:pg`: an empty database of the cluster's own, as the SQLite file is new.
  let postgres: { adminUrl: string; name: string; url: string } | undefined;
  let output = "";
  let url = "";

  type Listening = { pid: number; slot: number; port: number };
  const listening = (): Listening[] =>
    [...output.matchAll(/cluster: worker (\d+) \(slot (\d+)\) listening on port (\d+)/g)].map((m) => ({
      pid: Number(m[1]),
      slot: Number(m[2]),
      port: Number(m[3]),
    }));

  async function waitFor(condition: () => boolean, what: string, timeoutMs = 60_000) {
    const start = Date.now();
    while (!condition()) {
      if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}:\n${output}`);
      if (primary.exitCode !== null) throw new Error(`the primary exited (${primary.exitCode}) waiting for ${what}:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  beforeAll(async () => {
    if (!fs.existsSync(path.join(repoRoot, "build/index.js"))) {
      throw new Error("No server build: run `npx remix build` before these tests (npm run test:unit does).");
    }
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "kripto-cluster-"));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      WEB_CONCURRENCY: "2",
      DATABASE_PATH: path.join(dir, "app.db"),
      SCRYPT_LOG_N: "12",
      MARKET_TICKER_URL: "http://127.0.0.1:9/api/v3/ticker/24hr",
      PAGE_CACHE_MB: "0",
    };
    if (onPostgres()) {
      const adminUrl = inject("templateDatabases").postgres!;
      const name = `kripto_cluster_${randomBytes(6).toString("hex")}`;
      await createDatabase(adminUrl, name);
      postgres = { adminUrl, name, url: databaseUrl(adminUrl, name) };
      env.DATABASE_URL = postgres.url;
    }
    // The workers must agree on the secret the primary creates beside the database.
    delete env.SESSION_SECRET;
    delete env.ADMIN_PASSWORD;
    delete env.NEWS_SCHEDULE;
    primary = spawn(process.execPath, ["http/cluster.mjs"], { cwd: repoRoot, env, stdio: ["ignore", "pipe", "pipe"] });
    primary.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    primary.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await waitFor(() => listening().length >= 2, "two workers");
    url = `http://127.0.0.1:${listening()[0].port}`;
  }, 90_000);

  afterAll(async () => {
    if (primary && primary.exitCode === null) {
      const exited = new Promise((resolve) => primary.once("exit", resolve));
      primary.kill("SIGTERM");
      await exited;
    }
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    if (postgres) await dropDatabase(postgres.adminUrl, postgres.name);
  });

  /** The users the primary's seed created, read from whichever database the cluster runs on. */
  async function usernames() {
    const query = "SELECT username FROM users ORDER BY id";
    if (postgres) {
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      try {
        return (await client.query(query)).rows;
      } finally {
        await client.end();
      }
    }
    const database = new Database(path.join(dir, "app.db"), { readonly: true });
    try {
      return database.prepare(query).all();
    } finally {
      database.close();
    }
  }

  it("prepares the database once, before two workers start on one port", async () => {
    const workers = listening();
    expect(workers.map((w) => w.slot).sort()).toEqual([0, 1]);
    expect(new Set(workers.map((w) => w.pid)).size).toBe(2);
    expect(workers[0].port).toBe(workers[1].port);
    // Only the primary found migrations to apply; the workers found none.
    const first = Object.keys(postgres ? postgresMigrations : migrations).sort()[0];
    expect(output.match(new RegExp(`"migration":"${first}".*"msg":"migration applied"`, "g"))).toHaveLength(1);
    expect(await usernames()).toEqual([{ username: "admin" }, { username: "ahmet" }, { username: "ayse" }]);
    expect(fs.readFileSync(path.join(dir, "session-secret"), "utf8").trim().length).toBeGreaterThanOrEqual(32);
  });

  it("runs the news schedule in exactly one worker", () => {
    const schedules = listening().map((worker) => [worker.slot, environOf(worker.pid).NEWS_SCHEDULE]);
    expect(Object.fromEntries(schedules)).toEqual({ 0: "on", 1: "off" });
  });

  it("reads a session cookie signed by one worker in every worker", async () => {
    const login = await postLogin(url, { username: "admin", password: "admin123" });
    expect(login.status).toBe(302);
    const cookie =
      cookiesOf(login)
        .split("; ")
        .find((pair) => pair.startsWith("__session=")) ?? "";
    expect(cookie).toMatch(/^__session=./);
    // Each request opens its own connection, which the primary hands to the workers in turn.
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await request(`${url}/api/users/username/admin`, { headers: { Cookie: cookie } })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    const anonymous = await request(`${url}/api/users/username/admin`);
    expect(anonymous.status).toBe(401);
  });

  it("replaces a worker that dies, in its slot", async () => {
    const scheduler = listening().find((worker) => worker.slot === 0)!;
    process.kill(scheduler.pid, "SIGKILL");
    await waitFor(() => listening().filter((worker) => worker.slot === 0).length === 2, "a new worker in slot 0");
    const replacement = listening().filter((worker) => worker.slot === 0)[1];
    expect(replacement.pid).not.toBe(scheduler.pid);
    expect(output).toContain(`cluster: worker ${scheduler.pid} (slot 0) died (SIGKILL); starting a new one`);
    expect(environOf(replacement.pid).NEWS_SCHEDULE).toBe("on");
    expect((await request(`${url}/about`)).status).toBe(200);
  }, 90_000);

  it("stops every worker and then itself on SIGTERM", async () => {
    const workers = listening()
      .map((worker) => worker.pid)
      .filter(alive);
    expect(workers).toHaveLength(2);
    const exited = new Promise<number | null>((resolve) => primary.once("exit", (code) => resolve(code)));
    primary.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(workers.filter(alive)).toEqual([]);
    expect(output).toContain("cluster: SIGTERM received, stopping 2 workers");
  }, 30_000);
});
