import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(__dirname, "app") } },
  test: {
    // Playwright specs live in tests/e2e and must not be collected here.
    include: ["app/**/*.test.{ts,tsx}", "tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["tests/setup/unit-env.ts"],
    // Builds the migrated and the seeded database once; each test copies one.
    globalSetup: ["tests/setup/template-db.ts"],
    // A worker process is reused from file to file: starting one per file and loading every
    // package again was most of the run's time. tests/setup/unit-env.ts still gives each file
    // its own environment and its own copy of the app's modules (singletons, caches, limits).
    isolate: false,
    pool: "forks",
    // The forks pool defaults to one fork fewer than the CPUs: a single fork on this two-core
    // machine. Two forks keep both cores busy: 53 s -> about 35 s for the whole run. Three were
    // faster still (27 s), but each of three runs ended with tinypool's unhandled "Terminating
    // worker thread" and exit code 1.
    maxWorkers: 2,
    testTimeout: 20_000,
    // A beforeAll that starts the production server (tests/setup/http-server.ts, which allows
    // it 30 s) can take longer than the default 10 s on a busy two-core machine.
    hookTimeout: 30_000,
  },
});
