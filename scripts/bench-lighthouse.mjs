// Lighthouse on the pages a first visit is likely to meet: the mobile preset (a mid-range phone,
// simulated slow 4G and a 4x slower CPU), against Debian's Chromium, on a built server with a
// freshly seeded database. Run with `npm run bench:lighthouse` (it builds first); it prints the
// four scores of each page and, for any below 100, the audits that cost points.
// CHROMIUM_PATH picks another browser; LIGHTHOUSE_PAGES="/,/blog" runs only those paths.
// Each page is measured LIGHTHOUSE_RUNS times (3 unless set) and the run with the median
// performance score is reported, with the lowest and highest beside it: on this two-core virtual
// machine one page's score moved by up to 12 points between runs of the same build (the CPU's
// speed, Lighthouse's benchmarkIndex, varied by 10 % from run to run), which is why Lighthouse's
// own guidance on variability is to take the median of several runs.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBenchApp } from "./lib/bench-app.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const chromePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kripto-lighthouse-"));
const databasePath = path.join(dir, "app.db");
const app = await startBenchApp(root, databasePath);

// A term, a lesson and a post as the seed left them.
const db = new Database(databasePath, { readonly: true });
const term = db.prepare("select slug from dictionary_terms order by id limit 1").get();
const lesson = db
  .prepare("select c.slug as course, l.slug as lesson from lessons l join courses c on c.id = l.course_id order by c.id, l.id limit 1")
  .get();
const post = db.prepare("select slug from blog_posts where status = 'published' order by id limit 1").get();
db.close();

const allPages = [
  "/",
  "/crypto-analysis",
  "/market-data",
  "/crypto-dictionary",
  `/crypto-dictionary/${term.slug}`,
  `/crypto-education/${lesson.course}/${lesson.lesson}`,
  "/blog",
  `/blog/${post.slug}`,
  "/trend-analysis",
  "/signals",
];
const pages = process.env.LIGHTHOUSE_PAGES ? process.env.LIGHTHOUSE_PAGES.split(",") : allPages;

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"],
});

const categories = ["performance", "accessibility", "best-practices", "seo"];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);

/** One Lighthouse run of `page`: its four scores, its paints and blocking time, and what cost points. */
async function measurePage(page) {
  // One page at a time: Lighthouse times the page, and a second run beside it would skew both.
  const measure = () => lighthouse(`${app.url}${page}`, { port: chrome.port, output: "json", logLevel: "error" });
  // The first page of a run, in a browser that has just started, sometimes records no trace
  // (NO_NAVSTART): one more try, said in the output.
  let { lhr } = await measure();
  if (lhr.runtimeError) {
    console.error(`${page}: ${lhr.runtimeError.code} on the first try; measuring again`);
    ({ lhr } = await measure());
  }
  // A run that could not measure (no paint, a page that did not load) says why instead of a row of zeros.
  if (lhr.runtimeError) console.error(`${page}: Lighthouse could not measure it: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (process.env.LIGHTHOUSE_SAVE)
    fs.writeFileSync(
      path.join(process.env.LIGHTHOUSE_SAVE, `${page.replace(/\W+/g, "_") || "home"}-${Date.now()}.json`),
      JSON.stringify(lhr),
    );
  const scores = categories.map((id) => Math.round((lhr.categories[id]?.score ?? 0) * 100));
  const costly = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative")
    .filter((audit) => audit.scoreDisplayMode !== "manual" && audit.scoreDisplayMode !== "notApplicable")
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
  const fcp = lhr.audits["first-contentful-paint"]?.displayValue;
  const lcp = lhr.audits["largest-contentful-paint"]?.displayValue;
  const tbt = lhr.audits["total-blocking-time"]?.displayValue;
  return { scores, fcp, lcp, tbt, detail: `FCP ${fcp}, LCP ${lcp}${costly.length ? `; below 1: ${costly.join(", ")}` : ""}` };
}
const rows = [];
try {
  for (const page of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measurePage(page));
    runs.sort((a, b) => a.scores[0] - b.scores[0]);
    const median = runs[Math.floor(runs.length / 2)];
    const spread = `${runs[0].scores[0]}-${runs[runs.length - 1].scores[0]}`;
    rows.push({ page, ...median, spread });
    console.error(
      `${page}: ${median.scores.join(" / ")} (performance in ${RUNS} runs: ${runs.map((r) => r.scores[0]).join(", ")}); ${median.detail}`,
    );
  }
} finally {
  chrome.kill();
  app.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}

console.log(
  `\n| Page | Performance (median of ${RUNS}) | Lowest-highest | Accessibility | Best practices | SEO | FCP | LCP | Blocking time |`,
);
console.log("|---|---|---|---|---|---|---|---|---|");
for (const { page, scores, spread, fcp, lcp, tbt } of rows) {
  const [performance, ...others] = scores;
  console.log(`| \`${page}\` | ${performance} | ${spread} | ${others.join(" | ")} | ${fcp} | ${lcp} | ${tbt} |`);
}
console.log(`\n${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, Node ${process.version}, Lighthouse ${lighthouseVersion()}`);

function lighthouseVersion() {
  return JSON.parse(fs.readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8")).version;
}
