import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { inject, onTestFinished } from "vitest";
import { createDatabase, databaseUrl, dropDatabase } from "./postgres";
import type { Database } from "~/lib/db-schema";
import { openDatabase, openPostgres } from "~/server/db.server";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

export interface RunningServer {
  /** `http://127.0.0.1:<port>`, the origin every request of the test goes to. */
  url: string;
  /** Its SQLite file (`env`'s DATABASE_PATH when given); under `npm run test:pg` it uses `databaseUrl` instead. */
  databasePath: string;
  /** Its own PostgreSQL database under `npm run test:pg`, a copy of the migrated template. */
  databaseUrl?: string;
  /**
   * The server's own database, SQLite file or PostgreSQL database alike, for a test to arrange
   * or read rows. Call it inside a test: every call in one test gives the same connection, closed
   * when that test ends. A write here raises the content version only where the table's trigger
   * does (docs/postgres.md).
   */
  database(): Kysely<Database>;
  /** Everything the server printed, for a failing test's message. */
  output(): string;
  /** Ends the process at once (SIGKILL), as a machine that loses power would. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the production server (`server.mjs` over the last `remix build`) on a
 * free port with its own fresh database, as a visitor on the network would
 * meet it. Tests that talk to it use plain HTTP, cookies copied by hand.
 */
export async function startAppServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!fs.existsSync(path.join(repoRoot, "build/index.js"))) {
    throw new Error("No server build: run `npx remix build` before these tests (npm run test:unit does).");
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kripto-http-"));
  const databasePath = path.join(dir, "app.db");
  // Under `npm run test:pg`: a fresh database on the cluster, as the SQLite file is fresh,
  // unless `env` names one (a second server on the first one's database).
  const adminUrl = env.DATABASE_URL ? undefined : inject("templateDatabases").postgres;
  const postgresName = adminUrl ? `kripto_http_${randomBytes(6).toString("hex")}` : undefined;
  if (adminUrl && postgresName) await createDatabase(adminUrl, postgresName, inject("templateDatabases").migrated);
  const postgresUrl = adminUrl && postgresName ? databaseUrl(adminUrl, postgresName) : undefined;
  const child: ChildProcess = spawn(process.execPath, ["server.mjs"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      DATABASE_PATH: databasePath,
      SESSION_SECRET: "http-test-secret-0123456789abcdef0123",
      SCRYPT_LOG_N: "12",
      // Nothing listens there: the market source fails at once instead of reaching out.
      MARKET_TICKER_URL: "http://127.0.0.1:9/api/v3/ticker/24hr",
      // Tests arrange rows straight in the database, which raises no content version;
      // the page cache's own tests turn it on.
      PAGE_CACHE_MB: "0",
      ...env,
      ...(postgresUrl && { DATABASE_URL: postgresUrl }),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Server listening on http:\/\/localhost:(\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  /** The test's connection to the server's database, while that test runs (`database()`). */
  let opened: Kysely<Database> | undefined;
  /** Sends `signal` unless the process has ended already, and waits for it to end. */
  async function end(signal: NodeJS.Signals) {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill(signal);
    await exited;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    databasePath: env.DATABASE_PATH ?? databasePath,
    databaseUrl: postgresUrl ?? env.DATABASE_URL,
    database() {
      if (opened) return opened;
      const url = postgresUrl ?? env.DATABASE_URL;
      // One connection is enough for a test's few statements, and leaves the server its pool.
      const kysely = url ? openPostgres(url, 1) : openDatabase(env.DATABASE_PATH ?? databasePath).kysely;
      opened = kysely;
      onTestFinished(async () => {
        opened = undefined;
        await kysely.destroy();
      });
      return kysely;
    },
    output: () => output,
    kill: () => end("SIGKILL"),
    async stop() {
      await end("SIGTERM");
      fs.rmSync(dir, { recursive: true, force: true });
      if (adminUrl && postgresName) await dropDatabase(adminUrl, postgresName);
    },
  };
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** As it came over the wire: still compressed when the server compressed it. */
  body: Buffer;
}

/** One request with exactly these headers (fetch would add and decode an Accept-Encoding of its own). */
export function rawRequest(base: string, path: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}
