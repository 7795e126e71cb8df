import { defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config";

// `npm run test:pg` (scripts/test-pg.mjs): the unit tests on PostgreSQL, plus the checks that
// only make sense there (tests/pg: the two schemas side by side, PostgreSQL's own triggers).
export default mergeConfig(
  base,
  defineConfig({ test: { include: ["app/**/*.test.{ts,tsx}", "tests/unit/**/*.test.{ts,tsx}", "tests/pg/**/*.test.ts"] } }),
);
