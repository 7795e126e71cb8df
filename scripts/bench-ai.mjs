// Measures what the site adds to an AI reply: the time to the first streamed
// token and to the whole answer, through `POST /api/ai/chat` and straight from
// the fake OpenAI-compatible provider the tests use. Needs a build (`npm run
// bench:ai` makes one). Usage: node scripts/bench-ai.mjs [requests=100]
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import Database from "better-sqlite3";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const requests = Number(process.argv[2] ?? 100);
const warmup = 10;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "kripto-bench-ai-"));

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

async function startSite(databasePath) {
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      DATABASE_PATH: databasePath,
      SESSION_SECRET: "bench-secret-0123456789abcdef0123",
      SCRYPT_LOG_N: "12",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const port = await new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const match = output.match(/Server listening on http:\/\/localhost:(\d+)/);
      if (match) resolve(Number(match[1]));
    });
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { child, url: `http://localhost:${port}` };
}

/** Milliseconds to the first chunk containing `marker`, and to the end of the body. */
async function timed(url, init, marker) {
  const start = performance.now();
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let first = null;
  let seen = "";
  while (true) {
    const { done, value } = await reader.read();
    if (done) break;
    if (first === null) {
      seen += decoder.decode(value, { stream: true });
      if (seen.includes(marker)) first = performance.now() - start;
    }
  }
  return { first: first ?? performance.now() - start, total: performance.now() - start };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const ms = (value) => value.toFixed(2);

async function series(label, run) {
  for (let i = 0; i < warmup; i++) await run(i);
  const firsts = [];
  const totals = [];
  for (let i = 0; i < requests; i++) {
    const { first, total } = await run(i);
    firsts.push(first);
    totals.push(total);
  }
  return {
    label,
    first: { p50: percentile(firsts, 50), p95: percentile(firsts, 95) },
    total: { p50: percentile(totals, 50), p95: percentile(totals, 95) },
  };
}

const { startFakeOpenAi } = await loadFake();
const fake = await startFakeOpenAi();
const databasePath = path.join(work, "app.db");
const site = await startSite(databasePath);

try {
  const db = new Database(databasePath);
  db.prepare("update settings set value = '1000000' where key = 'max_api_requests_per_hour'").run();
  db.close();

  const login = await fetch(`${site.url}/login`, {
    method: "POST",
    body: new URLSearchParams({ username: "admin", password: "admin123" }),
    redirect: "manual",
  });
  const cookie = login.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error("admin login failed (is the demo admin seeded?)");
  const saved = await fetch(`${site.url}/api/openai/settings`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie },
    body: JSON.stringify({
      api_key: "sk-bench-0000",
      base_url: fake.baseUrl,
      model: "gpt-4o-mini",
      max_tokens: 500,
      temperature: 0.7,
      top_p: 1,
      frequency_penalty: 0,
      system_prompt: "Sen bir kripto asistanısın.",
      enabled: true,
    }),
  });
  if (!saved.ok) throw new Error(`configuring the provider failed: ${saved.status}`);

  const question = (i) => `Bitcoin nedir? #${i}`;
  const direct = { method: "POST", headers: { "Content-Type": "application/json", Authorization: "Bearer sk-bench-0000" } };
  const results = [
    await series("Provider direct, streamed", (i) =>
      timed(
        `${fake.baseUrl}/chat/completions`,
        { ...direct, body: JSON.stringify({ model: "gpt-4o-mini", stream: true, messages: [{ role: "user", content: question(i) }] }) },
        '"content":"',
      ),
    ),
    await series("Site /api/ai/chat, streamed (SSE)", (i) =>
      timed(
        `${site.url}/api/ai/chat`,
        {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
          body: JSON.stringify({ message: question(i) }),
        },
        '"type":"delta"',
      ),
    ),
    await series("Provider direct, whole (JSON)", (i) =>
      timed(
        `${fake.baseUrl}/chat/completions`,
        { ...direct, body: JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: question(i) }] }) },
        "{",
      ),
    ),
    await series("Site /api/ai/chat, whole (JSON)", (i) =>
      timed(
        `${site.url}/api/ai/chat`,
        { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ message: question(i) }) },
        "{",
      ),
    ),
  ];

  console.log(
    `\nAI benchmark: ${requests} sequential requests each (after ${warmup} warm-up), Node ${process.version}, ${os.cpus().length} CPU\n`,
  );
  console.log("| Path | First token p50 (ms) | First token p95 (ms) | Whole answer p50 (ms) | Whole answer p95 (ms) |");
  console.log("|---|---:|---:|---:|---:|");
  for (const r of results)
    console.log(`| ${r.label} | ${ms(r.first.p50)} | ${ms(r.first.p95)} | ${ms(r.total.p50)} | ${ms(r.total.p95)} |`);
  const [directStream, siteStream, directWhole, siteWhole] = results;
  console.log(
    `\nSite overhead per request (p50): first token +${ms(siteStream.first.p50 - directStream.first.p50)} ms, ` +
      `streamed answer +${ms(siteStream.total.p50 - directStream.total.p50)} ms, JSON answer +${ms(siteWhole.total.p50 - directWhole.total.p50)} ms`,
  );
} finally {
  site.child.kill("SIGTERM");
  await new Promise((resolve) => site.child.once("exit", resolve));
  await fake.close();
  fs.rmSync(work, { recursive: true, force: true });
}
