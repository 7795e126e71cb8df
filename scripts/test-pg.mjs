// `npm run test:pg`: the unit tests on PostgreSQL (docs/postgres.md). Starts a throwaway cluster
// (scripts/lib/pg-cluster.mjs), runs Vitest with DATABASE_URL pointing at it (tests/setup builds
// the template databases once and gives each test its own copy) and removes the cluster at the
// end, whatever happened. With file arguments it runs those instead of the list below:
//   npm run test:pg -- tests/unit/faq/faq.test.ts
import { spawn } from "node:child_process";
import { startCluster } from "./lib/pg-cluster.mjs";

// The test files that pass on PostgreSQL today. The rest of the suite is not there yet: its
// models still use SQLite-only SQL or the synchronous SQLite handle (docs/postgres.md says which).
const PASSING = [
  "tests/pg",
  "tests/unit/accounts/export-ownership.test.ts",
  "tests/unit/admin/single-record.test.ts",
  "tests/unit/admin-setup/analytics-consent.test.ts",
  "tests/unit/admin-system/update-archive.test.ts",
  "tests/unit/ai/context.test.ts",
  "tests/unit/ai/provider.test.ts",
  "tests/unit/alerts/alerts-from-market.test.ts",
  "tests/unit/alerts/alerts-model.test.ts",
  "tests/unit/alerts/lira-source.test.ts",
  "tests/unit/bots/backtest.test.ts",
  "tests/unit/bots/bots-from-market.test.ts",
  "tests/unit/bots/hold-baseline.test.ts",
  "tests/unit/chain/chain-services.test.ts",
  "tests/unit/home/honest-content.test.ts",
  "tests/unit/launches/launches.test.ts",
  "tests/unit/limits/per-user-caps.test.ts",
  "tests/unit/lira/tcmb.test.ts",
  "tests/unit/mail/stuck.test.ts",
  "tests/unit/mail/worker.test.ts",
  "tests/unit/market/book-ticker.test.ts",
  "tests/unit/market/market-service.test.ts",
  "tests/unit/market/report-ai.test.ts",
  "tests/unit/market/report.test.ts",
  "tests/unit/market/site-settings.test.ts",
  "tests/unit/market-candles/fear-greed.test.ts",
  "tests/unit/outside/keyless-sources.test.ts",
  "tests/unit/outside/real-world-sources.test.ts",
  "tests/unit/portfolio/history-service.test.ts",
  "tests/unit/portfolio/import-activity.test.ts",
  "tests/unit/portfolio/import-presets.test.ts",
  "tests/unit/portfolio/usd-try-fill.test.ts",
  "tests/unit/search/groups.test.ts",
  "tests/unit/search/query.test.ts",
  "tests/unit/search/search-index.test.ts",
  "tests/unit/signals/signals-from-market.test.ts",
  "tests/unit/signals/signals-model.test.ts",
  "tests/unit/watchlists/model.test.ts",
];

const files = process.argv.slice(2);
const cluster = await startCluster();
let stopped = false;
const stop = () => {
  if (stopped) return;
  stopped = true;
  cluster.stop();
};
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    stop();
    process.exit(1);
  });
}

try {
  const child = spawn("npx", ["vitest", "run", "--config", "vitest.pg.config.ts", ...(files.length ? files : PASSING)], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: cluster.url },
  });
  const code = await new Promise((resolve) => child.on("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))));
  process.exitCode = code;
} finally {
  stop();
}
