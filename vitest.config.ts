import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(__dirname, "app") } },
  test: {
    // Playwright specs live in tests/e2e and must not be collected here.
    include: ["app/**/*.test.{ts,tsx}", "tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["tests/setup/unit-env.ts"],
    // Each file gets its own module graph, so the db() singleton and env cache
    // never leak between files.
    isolate: true,
    pool: "forks",
    testTimeout: 20_000,
  },
});
