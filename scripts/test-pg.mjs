// `npm run test:pg`: the unit tests on PostgreSQL (docs/postgres.md). Starts a throwaway cluster
// (scripts/lib/pg-cluster.mjs), runs Vitest with DATABASE_URL pointing at it (tests/setup builds
// the template databases once and gives each test its own copy) and removes the cluster at the
// end, whatever happened. It runs the whole suite (vitest.pg.config.ts: every unit test and
// tests/pg); a test of a mechanism only SQLite has is skipped there by `sqliteOnly`
// (tests/setup/postgres.ts), which names its PostgreSQL counterpart. With file arguments it runs
// those instead:
//   npm run test:pg -- tests/unit/faq/faq.test.ts
import { spawn } from "node:child_process";
import { startCluster } from "./lib/pg-cluster.mjs";

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
  const child = spawn("npx", ["vitest", "run", "--config", "vitest.pg.config.ts", ...files], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: cluster.url },
  });
  const code = await new Promise((resolve) => child.on("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))));
  process.exitCode = code;
} finally {
  stop();
}
