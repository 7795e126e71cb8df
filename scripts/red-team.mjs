// The red team's cases, replayed against a running build: `npm run attack` (builds first).
// The built app starts on loopback with a fresh SQLite database in a temporary folder,
// TRUST_PROXY=1 so that a case can come from any address through X-Forwarded-For, and no
// SMTP_URL, so every mail stays in the outbox where a case can count it. Each file in
// scripts/red-team/ (in name order) exports `title` and `run(ctx)`, which answers
// `{ held, detail }`. One line per case, a summary, and exit code 1 when any case is not
// held or throws. Bounded: each case has a time limit, and nothing leaves this machine.
// Usage: node scripts/red-team.mjs [name-filter]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import Database from "better-sqlite3";
import { startBenchApp } from "./lib/bench-app.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const casesDir = path.join(root, "scripts/red-team");
const CASE_TIMEOUT_MS = 120_000;
const filter = process.argv[2] ?? "";

if (!fs.existsSync(path.join(root, "build/index.js"))) {
  console.error("No server build: run `npm run attack` (it builds first) or `npx remix build`.");
  process.exit(2);
}

/** The `name=value` pairs of a Cookie header, in order. */
function parseCookies(header) {
  const jar = new Map();
  for (const pair of (header ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return jar;
}

/** The cookie sent, with the answer's Set-Cookie headers applied (a cleared cookie is dropped). */
function mergeCookies(sent, setCookies) {
  const jar = parseCookies(sent);
  for (const header of setCookies) {
    const [pair, ...attributes] = header.split(";");
    const at = pair.indexOf("=");
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute) || /^\s*expires=Thu, 01 Jan 1970/i.test(attribute));
    if (!value || expired) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

function contextFor(base, databasePath) {
  let registrations = 0;

  async function request(pathname, { method, form, json, cookie = "", headers = {} } = {}) {
    const verb = method ?? (form || json !== undefined ? "POST" : "GET");
    const sent = { ...headers };
    if (cookie) sent.cookie = cookie;
    // A browser sends its own origin with every post.
    if (verb !== "GET" && verb !== "HEAD" && !Object.keys(sent).some((name) => name.toLowerCase() === "origin")) sent.Origin = base;
    let body;
    if (form) body = new URLSearchParams(form);
    if (json !== undefined) {
      sent["Content-Type"] = "application/json";
      body = JSON.stringify(json);
    }
    const response = await fetch(`${base}${pathname}`, {
      method: verb,
      headers: sent,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      text,
      json: () => JSON.parse(text),
      cookie: mergeCookies(cookie, response.headers.getSetCookie()),
    };
  }

  async function signIn(username, password) {
    const answer = await request("/login", { form: { username, password } });
    if (answer.status !== 302) throw new Error(`signing in as ${username} answered ${answer.status}`);
    return answer.cookie;
  }

  /** A new account through the registration form; each from its own private address, so cases do not share that form's limit. */
  async function register({ username, email, password }) {
    registrations += 1;
    const from = `10.250.${registrations >> 8}.${registrations & 255}`;
    const answer = await request("/register", {
      form: { username, email, password, passwordConfirm: password },
      headers: { "X-Forwarded-For": from },
    });
    if (answer.status !== 302) throw new Error(`registering ${username} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    return parseCookies(answer.cookie).has("__session") ? answer.cookie : signIn(username, password);
  }

  return { base, request, signIn, register, db: new Database(databasePath, { readonly: true, fileMustExist: true }) };
}

function withTimeout(promise, ms) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Resolves once the process is gone (or after 15 s): its database is removed only then. */
async function stopped(pid) {
  for (let waited = 0; waited < 15_000; waited += 100) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), "kripto-red-team-"));
const databasePath = path.join(work, "app.db");
const app = await startBenchApp(root, databasePath, {
  TRUST_PROXY: "1",
  SMTP_URL: "",
  SCRYPT_LOG_N: "12",
  // Every case sees the answer the app computes now, never one kept from an earlier case.
  PAGE_CACHE_MB: "0",
});

const files = fs
  .readdirSync(casesDir)
  .filter((name) => name.endsWith(".mjs") && name.includes(filter))
  .sort();
let failed = 0;
try {
  const ctx = contextFor(app.url, databasePath);
  ctx.adminCookie = await ctx.signIn("admin", "admin123");
  for (const file of files) {
    const started = Date.now();
    let line;
    try {
      const testCase = await import(pathToFileURL(path.join(casesDir, file)).href);
      const { held, detail } = await withTimeout(testCase.run(ctx), CASE_TIMEOUT_MS);
      if (!held) failed += 1;
      line = `${held ? "HELD " : "NOT HELD"} ${file} ${testCase.title}: ${detail}`;
    } catch (error) {
      failed += 1;
      line = `NOT HELD ${file}: threw ${error instanceof Error ? error.message : String(error)}`;
    }
    console.log(`${line} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  ctx.db.close();
} finally {
  app.stop();
  await stopped(app.pid);
  fs.rmSync(work, { recursive: true, force: true });
}
console.log(`\n${files.length - failed} of ${files.length} held${failed ? `, ${failed} not held` : ""}.`);
process.exit(failed ? 1 : 0);
