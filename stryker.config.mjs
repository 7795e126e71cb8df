// Mutation testing (issue 51): `npm run test:mutation`, not part of `npm test`. Stryker changes one
// operator or condition at a time in the pure rules and reruns the unit tests that cover it; a
// mutant no test notices is a bug the suite would let through. Incremental: a second run only
// re-tests mutants in changed code or covered by changed tests (reports/ is not committed).
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.config.ts" },
  checkers: ["typescript"],
  tsconfigFile: "tsconfig.json",
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  coverageAnalysis: "perTest",
  mutate: [
    "app/lib/**/*.ts",
    "!app/lib/**/*.test.ts",
    // Zod schemas are declarations checked through the forms' and API's own tests.
    "!app/lib/**/*schema*.ts",
    // Data tables, not rules: the database's types, seeds, defaults and catalogues.
    "!app/lib/db-schema.ts",
    "!app/lib/research/seed-coins.ts",
    "!app/lib/site/defaults.ts",
    "!app/lib/home/content.ts",
    "!app/lib/tools/catalogue.ts",
    "!app/lib/ai/search-terms.ts",
    "!app/lib/search/catalogue-documents.ts",
    "!app/lib/market/coin-names.ts",
    "!app/lib/icon-names.ts",
    "!app/lib/api-field-names.ts",
  ],
  ignoreStatic: true,
  incremental: true,
  incrementalFile: "reports/mutation/stryker-incremental.json",
  concurrency: 2,
  timeoutMS: 20_000,
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  thresholds: { high: 85, low: 80, break: null },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
};
