import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBenchApp } from "/work/main/scripts/lib/bench-app.mjs";
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lht-"));
const app = await startBenchApp("/work/main", path.join(dir, "app.db"));
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"] });
try {
  for (const page of process.argv.slice(2)) {
    let r = await lighthouse(`${app.url}${page}`, { port: chrome.port, output: "json", logLevel: "error" });
    if (r.lhr.runtimeError) r = await lighthouse(`${app.url}${page}`, { port: chrome.port, output: "json", logLevel: "error" });
    const name = page.replace(/\W+/g, "_");
    fs.writeFileSync(`/tmp/trace${name}.json`, JSON.stringify(r.artifacts.Trace ?? r.artifacts.traces?.defaultPass));
    fs.writeFileSync(`/tmp/lhr${name}.json`, JSON.stringify(r.lhr));
    console.log(page, Math.round(r.lhr.categories.performance.score*100), r.lhr.audits["first-contentful-paint"].displayValue);
  }
} finally { chrome.kill(); app.stop(); }
