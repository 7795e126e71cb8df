// The assistant's retrieval on the site's own content: Turkish questions a visitor asks, each
// with the page that should be among the first four passages searchSite(question) gives the
// assistant (recall@4), and the search's median time per question. Runs on a fresh, migrated
// and seeded database in a temporary folder; needs no build.
// Usage: npm run bench:assistant [-- rounds=20]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadApp } from "./lib/load-app.mjs";

const rounds = Number(process.argv[2] ?? 20);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "kripto-bench-assistant-"));
process.env.DATABASE_PATH = path.join(work, "app.db");
process.env.SCRYPT_LOG_N ??= "10";

/** [question, the page that answers it] */
const QUESTIONS = [
  // Prices: the coin's market row (live price, change, score).
  ["Bitcoin fiyatı ne kadar?", "/crypto-analysis?coin=BTCUSDT"],
  ["Ethereum'un fiyatı kaç dolar?", "/crypto-analysis?coin=ETHUSDT"],
  ["Solana şu an kaç TL?", "/crypto-analysis?coin=SOLUSDT"],
  ["Dogecoin fiyatı bugün ne?", "/crypto-analysis?coin=DOGEUSDT"],
  ["Avalanche coin fiyatı ve analizi", "/crypto-analysis?coin=AVAXUSDT"],
  ["XRP alınır mı, puanı kaç?", "/crypto-analysis?coin=XRPUSDT"],
  // Terms.
  ["DeFi nedir?", "/crypto-dictionary/defi"],
  ["Likidite ne demek?", "/crypto-dictionary/likidite"],
  ["Staking nedir, nasıl kazandırır?", "/crypto-dictionary/staking"],
  ["Akıllı sözleşme nedir?", "/crypto-dictionary/akilli-sozlesme"],
  ["Yarılanma (halving) nedir?", "/crypto-dictionary/yarilanma"],
  ["Soğuk cüzdan nedir?", "/crypto-dictionary/soguk-cuzdan"],
  ["Kaldıraç ne demek?", "/crypto-dictionary/kaldirac"],
  ["Rug pull nedir?", "/crypto-dictionary/rug-pull"],
  ["Zarar durdur emri nasıl çalışır?", "/crypto-dictionary/zarar-durdur"],
  ["Gas limiti nedir?", "/crypto-dictionary/gas-limiti"],
  ["Hash oranı neyi gösterir?", "/crypto-dictionary/hash-orani"],
  ["Oltalama saldırısı nedir?", "/crypto-dictionary/oltalama"],
  ["Piyasa değeri nasıl hesaplanır?", "/crypto-dictionary/piyasa-degeri"],
  ["Sıfır bilgi ispatı nedir?", "/crypto-dictionary/sifir-bilgi-ispati"],
  ["Mempool ne işe yarar?", "/crypto-dictionary/mempool"],
  ["Stablecoin nedir?", "/crypto-dictionary/stablecoin"],
  ["Kayma (slippage) nedir?", "/crypto-dictionary/kayma"],
  ["RSI göstergesi nedir?", "/crypto-dictionary/rsi"],
  ["Vesting ne anlama gelir?", "/crypto-dictionary/vesting"],
  ["ıraksama ne demek", "/crypto-dictionary/iraksama"],
  // Lessons.
  ["Blokzincir nasıl çalışır, ders var mı?", "/crypto-education/kriptoya-ilk-adim/blokzincir-nedir"],
  ["Borsadan ilk kez nasıl kripto alırım?", "/crypto-education/kriptoya-ilk-adim/borsada-ilk-alim"],
  ["Kripto dolandırıcılıklarından nasıl korunurum?", "/crypto-education/kriptoya-ilk-adim/guvenlik-ve-dolandiricilik"],
  ["Likidite havuzları ve DEX nasıl işler?", "/crypto-education/ethereum-defi-ve-tokenlar/dex-ve-likidite-havuzlari"],
  ["RSI ve MACD nasıl yorumlanır?", "/crypto-education/ileri-piyasa-ve-risk/teknik-gostergeler"],
  ["Vadeli işlemlerde likidasyon neden olur?", "/crypto-education/ileri-piyasa-ve-risk/kaldirac-ve-likidasyon"],
  ["Tokenomik analizi nasıl yapılır?", "/crypto-education/ileri-piyasa-ve-risk/tokenomik-ve-temel-analiz"],
  ["Yatırım psikolojisi ve risk yönetimi", "/crypto-education/kriptoya-ilk-adim/risk-ve-yatirim-psikolojisi"],
  // Research pages.
  ["Cardano projesi hakkında bilgi", "/crypto-research/ada"],
  ["Chainlink ne işe yarar?", "/crypto-research/link"],
  ["Monero gizlilik coini mi?", "/crypto-research/xmr"],
  ["Polkadot araştırma", "/crypto-research/dot"],
  ["USDC kimin stablecoini?", "/crypto-research/usdc"],
  ["Arbitrum nedir?", "/crypto-research/arb"],
  // Tools and FAQ.
  ["Kripto vergisi nasıl hesaplanır?", "/crypto-tax-calculator"],
  ["Staking getirisi hesaplama aracı", "/staking-calculator"],
  ["Favori coinlerimi nasıl kaydederim?", "/faq"],
  ["Korku ve açgözlülük endeksi kaç?", "/market-sentiment"],
];

const app = await loadApp({
  "app/server/db.server.ts": ["db", "migrateToLatest", "closeDatabase"],
  "db/seed.ts": ["seed"],
  "app/models/search.server.ts": ["searchSite"],
});

try {
  await app.migrateToLatest();
  await app.seed(app.db());

  const misses = [];
  let found = 0;
  for (const [question, expected] of QUESTIONS) {
    const urls = app.searchSite(question, { limit: 4 }).hits.map((hit) => hit.url);
    if (urls.includes(expected)) found++;
    else misses.push({ question, expected, got: urls });
  }

  const times = [];
  for (let round = 0; round < rounds; round++) {
    for (const [question] of QUESTIONS) {
      const started = performance.now();
      app.searchSite(question, { limit: 4 });
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.floor(share * times.length))];

  console.log(`questions: ${QUESTIONS.length}`);
  console.log(`recall@4: ${(found / QUESTIONS.length).toFixed(3)} (${found}/${QUESTIONS.length})`);
  console.log(`search time per question: median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms (${times.length} searches)`);
  for (const miss of misses) console.log(`  missed: ${miss.question} -> ${miss.expected}; got ${miss.got.join(", ") || "nothing"}`);
} finally {
  await app.closeDatabase();
  fs.rmSync(work, { recursive: true, force: true });
}
