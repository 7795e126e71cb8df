import path from "node:path";
import { defineConfig } from "vitest/config";

// The model tests Stryker reruns for stryker.models.config.mjs (issue 51): each copies a
// database, so only the files that test the mutated functions are listed.
export default defineConfig({
  resolve: { alias: { "~": path.resolve(__dirname, "app") } },
  test: {
    include: [
      "tests/unit/mail/stuck.test.ts",
      "tests/unit/mail/worker.test.ts",
      "tests/unit/accounts/export-ownership.test.ts",
      "tests/unit/bots/bots-from-market.test.ts",
    ],
    environment: "node",
    setupFiles: ["tests/setup/unit-env.ts", "tests/setup/mutation-env.ts"],
    globalSetup: ["tests/setup/template-db.ts"],
    isolate: false,
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
