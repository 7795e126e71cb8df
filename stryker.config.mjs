// Mutation testing (issue 51): `npm run test:mutation`, not part of `npm test`. Stryker changes one
// operator or condition at a time in the pure rules and reruns the unit tests that cover it; a
// mutant no test notices is a bug the suite would let through. Incremental: a second run only
// re-tests mutants in changed code or covered by changed tests (reports/ is not committed).
// Vitest replaces its worker thread after every run, and Stryker starts a run per mutant: the new
// thread's start-up (Vitest's runtime, chai, zod, the modules under test) was about 0.6 s of CPU
// a mutant, nine tenths of its cost. patches/vitest+3.2.7.patch keeps the thread when this is set;
// each test file still gets fresh app modules (tests/setup/unit-env.ts resets them).
process.env.VITEST_KEEP_WORKERS = "1";

export default {
  testRunner: "vitest",
  // Only the pure unit tests (vitest.mutation.config.ts): the full config's files that start a
  // server or copy a database made each mutant cost about a minute on this two-core machine.
  vitest: { configFile: "vitest.mutation.config.ts", related: true },
  checkers: ["typescript"],
  // The checker type-checks app/lib alone (it imports nothing outside it), not the whole
  // project with its routes and tests: minutes less at the start, and per mutant.
  tsconfigFile: "tsconfig.mutation.json",
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  // Only the tests that reached a mutant run for it (the dry run records which test hit what).
  coverageAnalysis: "perTest",
  // Stryker adds // @ts-nocheck to instrumented files; the checker has already seen each mutant.
  disableTypeChecks: "app/lib/**/*.ts",
  mutate: [
    "app/lib/**/*.ts",
    // Zod schemas are declarations checked through the forms' and API's own tests.
    "!app/lib/**/*schema*.ts",
    "!app/lib/users/fields.ts",
    "!app/lib/forms/fields.ts",
    "!app/lib/contact/inbox.ts",
    "!app/lib/settings/settings-api.ts",
    "!app/lib/zod.ts",
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
    "!app/lib/news/default-sources.ts",
    "!app/lib/launches/past-launches.ts",
    "!app/lib/portfolio/sample.ts",
    "!app/lib/search/feature-pages.ts",
    "!app/lib/site/identity.ts",
    "!app/lib/newsletter/consent.ts",
  ],
  ignoreStatic: true,
  incremental: true,
  incrementalFile: "reports/mutation/stryker-incremental.json",
  concurrency: 2,
  // A mutant that loops is cut off this long after its tests' normal time.
  timeoutMS: 5_000,
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  thresholds: { high: 85, low: 80, break: null },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
};
