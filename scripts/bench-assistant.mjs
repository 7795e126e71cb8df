// The assistant on questions nobody tuned it to (issue 46). Each question of
// tests/fixtures/assistant-questions.json goes through siteReply, the function the chat itself
// calls with no provider connected, on a fresh, migrated and seeded database with a fake exchange
// on 127.0.0.1. The answer and the sources it cites are scored by the question's rule:
// - coins: the coin's analysis page cited and its price in the answer (a coin the market lacks:
//   its research page cited, no analysis page);
// - urls: one of the pages among the first four sources cited;
// - convert: the converted amount in the answer (within 0.5 %) and /converter cited;
// - none: the answer says "sitede bu konuda içerik yok" and cites nothing;
// - refuse: the answer opens with a plain refusal of personal investment advice;
// - lang "en": the answer opens in English.
// Reported per half (development, held-out) and category: recall@4 (the expected page among the
// first four sources) and the share judged right. Tune on the development half only.
// `hybrid` runs it twice: keyword alone (as with no provider, or one without embeddings) and hybrid
// retrieval, the passages embedded through the fake provider's /v1/embeddings (tests/fakes: hashed
// five-letter stems, a stand-in, not a model) and fused with the keyword ranks as the chat does with
// a provider; `floor=0.3` sets the vector side's similarity floor (tune on the development half).
// Usage: npm run bench:assistant [-- verbose] [-- hybrid [floor=0.35]] [-- development]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadApp, root } from "./lib/load-app.mjs";

const verbose = process.argv.includes("verbose");
const hybrid = process.argv.includes("hybrid");
// While tuning: only the development half is printed.
const developmentOnly = process.argv.includes("development");
const floorArgument = process.argv.find((argument) => argument.startsWith("floor="));
const vectorFloor = floorArgument ? Number(floorArgument.slice(6)) : undefined;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "kripto-bench-assistant-"));
process.env.DATABASE_PATH = path.join(work, "app.db");
process.env.SCRYPT_LOG_N ??= "10";
process.env.FEAR_GREED_URL = "";

const { questions } = JSON.parse(fs.readFileSync(path.join(root, "tests/fixtures/assistant-questions.json"), "utf8"));

const app = await loadApp({
  "app/server/db.server.ts": ["db", "migrateToLatest", "closeDatabase"],
  "app/server/env.server.ts": ["resetEnv"],
  "db/seed.ts": ["seed"],
  "app/services/ai-chat.server.ts": ["siteReply"],
  "app/services/market.server.ts": ["getMarket"],
  "app/lib/market/format.ts": ["formatUsd"],
  "tests/fakes/ticker-server.ts": ["startFakeTicker", "defaultRows"],
  "tests/fakes/openai-server.ts": ["startFakeOpenAi"],
  "app/services/embeddings.server.ts": ["embedPassages", "nearestPassages"],
});

/** The fake exchange: its default coins and more, leaving out BCH, XMR and ETC (researched, not traded here). */
const extra = [
  ["AVAXUSDT", 27.4],
  ["SHIBUSDT", 0.00001812],
  ["TRXUSDT", 0.1205],
  ["DOTUSDT", 6.12],
  ["LTCUSDT", 71.3],
  ["PEPEUSDT", 0.00000921],
  ["POLUSDT", 0.41],
  ["TONUSDT", 5.2],
  ["NEARUSDT", 4.9],
  ["UNIUSDT", 7.8],
  ["ATOMUSDT", 6.4],
  ["ARBUSDT", 0.62],
  ["OPUSDT", 1.55],
  ["SUIUSDT", 1.02],
  ["APTUSDT", 7.1],
  ["USDCUSDT", 1.0001],
  ["AAVEUSDT", 95.2],
  ["FETUSDT", 1.3],
  ["XLMUSDT", 0.095],
  ["HBARUSDT", 0.07],
].map(([symbol, price], index) => ({
  symbol,
  lastPrice: String(price),
  priceChangePercent: String(((index % 7) - 3) * 1.1),
  highPrice: String(price * 1.03),
  lowPrice: String(price * 0.97),
  volume: String(1_000_000 / price),
  quoteVolume: String(30_000_000 - index * 1_000_000),
}));
const ticker = await app.startFakeTicker([...app.defaultRows, ...extra]);
const provider = hybrid ? await app.startFakeOpenAi() : null;
process.env.MARKET_TICKER_URL = ticker.url;
app.resetEnv();

const NONE_PHRASE = "sitede bu konuda içerik yok";
const REFUSAL = /kişisel yatırım tavsiyesi (veremem|vermiyorum|veremiyorum)|(can(no|')t|do not|don't) give personal investment advice/i;

function firstParagraph(message) {
  return message.split(/\n\s*\n/)[0] ?? "";
}

function looksEnglish(text) {
  return !/[ğışçöüİĞŞÇÖÜ]/.test(text) && /\b(the|is|are|this|site|price|no|not|answer)\b/i.test(text);
}

/** Every number in a text, read both the Turkish way (1.234,5) and the English way (1,234.5). */
function numbers(text) {
  const found = [];
  for (const token of text.match(/\d[\d.,]*/g) ?? []) {
    const bare = token.replace(/[.,]$/, "");
    found.push(Number(bare.replace(/\./g, "").replace(",", ".")), Number(bare.replace(/,/g, "")));
  }
  return found.filter(Number.isFinite);
}

try {
  await app.migrateToLatest();
  await app.seed(app.db());
  const market = await app.getMarket();
  const prices = new Map(market.coins.map((coin) => [coin.symbol, coin.lastPrice]));
  const researched = new Set((await app.db().selectFrom("coin_research").select("symbol").execute()).map((row) => row.symbol));

  /** The page that should be cited for a coin: its analysis when the market has it, else its research page. */
  const coinPage = (pair) => {
    if (prices.has(pair)) return `/crypto-analysis?coin=${pair}`;
    const symbol = pair.replace(/USDT$/, "");
    return researched.has(symbol) ? `/crypto-research/${symbol.toLowerCase()}` : null;
  };
  const usdValue = (unit) => (unit === "USD" || unit === "USDT" ? 1 : unit === "TRY" ? 1 / market.usdTry : prices.get(`${unit}USDT`));

  function judge(item, reply) {
    const { expect } = item;
    const first4 = reply.sources.slice(0, 4).map((source) => source.url);
    const all = reply.sources.map((source) => source.url);
    const saysNone = reply.message.toLocaleLowerCase("tr-TR").includes(NONE_PHRASE);
    const checks = [];
    let expectedPages = null;
    let recalled = null;
    if (expect.coins) {
      const pages = expect.coins.map(coinPage);
      expectedPages = pages;
      recalled = pages.every((page) => page && first4.includes(page));
      for (const pair of expect.coins) {
        const page = coinPage(pair);
        if (prices.has(pair)) checks.push(all.includes(page) && reply.message.includes(app.formatUsd(prices.get(pair))));
        else checks.push(page !== null && all.includes(page) && !all.includes(`/crypto-analysis?coin=${pair}`));
      }
    }
    if (expect.urls) {
      expectedPages = expect.urls;
      recalled = expect.urls.some((url) => first4.includes(url));
      checks.push(recalled && !saysNone);
    }
    if (expect.convert) {
      const { amount, from, to } = expect.convert;
      const wanted = (amount * usdValue(from)) / usdValue(to);
      const hit = numbers(reply.message).some((value) => Math.abs(value - wanted) <= Math.abs(wanted) * 0.005);
      checks.push(hit && all.includes("/converter"));
    }
    if (expect.none) checks.push(saysNone && reply.sources.length === 0);
    if (expect.refuse) checks.push(REFUSAL.test(firstParagraph(reply.message)));
    if (expect.lang === "en") checks.push(looksEnglish(firstParagraph(reply.message)));
    return { right: checks.every(Boolean), recalled, expectedPages, saysNone };
  }

  /** Every question through siteReply with the given retrieval; the results and the answer times. */
  async function run(retrieval) {
    const results = [];
    const times = [];
    for (const item of questions) {
      const history = (item.history ?? []).map((content) => ({ role: "user", content }));
      const started = performance.now();
      const reply = await app.siteReply(item.question, history, { isAdmin: false, retrieval });
      times.push(performance.now() - started);
      results.push({ item, reply, ...judge(item, reply) });
    }
    return { results, times };
  }

  const share = (part, whole) => (whole === 0 ? "-" : `${((100 * part) / whole).toFixed(0)} % (${part}/${whole})`);
  const categories = [...new Set(questions.map((item) => item.category))];
  function report(title, { results, times }) {
    console.log(`\n=== ${title}`);
    for (const split of developmentOnly ? ["development"] : ["development", "heldout"]) {
      const inSplit = results.filter((result) => result.item.split === split);
      const withPage = inSplit.filter((result) => result.recalled !== null);
      const none = inSplit.filter((result) => result.item.expect.none);
      const falseNone = inSplit.filter((result) => !result.item.expect.none && result.saysNone);
      console.log(`\n${split === "heldout" ? "HELD-OUT" : "DEVELOPMENT"} half: ${inSplit.length} questions`);
      console.log(`  recall@4: ${share(withPage.filter((r) => r.recalled).length, withPage.length)}`);
      console.log(`  judged right: ${share(inSplit.filter((r) => r.right).length, inSplit.length)}`);
      console.log(
        `  "${NONE_PHRASE}" when true: ${share(none.filter((r) => r.saysNone).length, none.length)}; said wrongly: ${falseNone.length}`,
      );
      console.log("  category      right            recall@4");
      for (const category of categories) {
        const rows = inSplit.filter((result) => result.item.category === category);
        const paged = rows.filter((result) => result.recalled !== null);
        console.log(
          `  ${category.padEnd(13)} ${share(rows.filter((r) => r.right).length, rows.length).padEnd(16)} ${share(paged.filter((r) => r.recalled).length, paged.length)}`,
        );
      }
    }
    // Misses are listed for the development half only: the held-out half is for reporting.
    const misses = results.filter((result) => result.item.split === "development" && !result.right);
    if (verbose) {
      console.log("\nDevelopment misses:");
      for (const miss of misses) {
        console.log(`- [${miss.item.id}] ${miss.item.history ? `(${miss.item.history.join(" / ")}) ` : ""}${miss.item.question}`);
        console.log(
          `    expected ${JSON.stringify(miss.item.expect)}; cited ${miss.reply.sources.map((s) => s.url).join(", ") || "nothing"}`,
        );
        console.log(`    answer: ${miss.reply.message.replace(/\s+/g, " ").slice(0, 300)}`);
      }
    }
    times.sort((a, b) => a - b);
    console.log(
      `\nanswer time: median ${times[Math.floor(times.length / 2)].toFixed(1)} ms, p95 ${times[Math.floor(times.length * 0.95)].toFixed(1)} ms`,
    );
  }

  report(hybrid ? "KEYWORD ALONE" : "KEYWORD (site mode, no provider)", await run(undefined));
  if (provider) {
    const target = { baseUrl: provider.baseUrl, apiKey: "bench", model: "fake-embedding" };
    const started = performance.now();
    const round = await app.embedPassages(target);
    console.log(
      `\nembedded ${round.embedded} passages in ${(performance.now() - started).toFixed(0)} ms (${provider.embeddingInputs.length} requests)`,
    );
    report(
      `HYBRID (keyword + the fake provider's vectors, RRF k=60${vectorFloor === undefined ? "" : `, floor ${vectorFloor}`})`,
      await run({ vectors: (text) => app.nearestPassages(target, text), vectorFloor }),
    );
  }
} finally {
  await provider?.close();
  await ticker.close();
  await app.closeDatabase();
  fs.rmSync(work, { recursive: true, force: true });
}
