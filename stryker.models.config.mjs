// The models' rule-bearing functions (issue 51), apart from app/lib: their tests need a database
// copy per test, seconds a run against milliseconds for the pure rules, so they have their own
// list of tests (vitest.models-mutation.config.ts) and their own run:
//   nice -n 10 npx stryker run stryker.models.config.mjs --concurrency 1
// A rule written in SQL (releaseStuckMail's `CASE WHEN tries >= …`) is text to Stryker and
// is not mutated; its boundary is held by tests/unit/mail/stuck.test.ts alone.
import base from "./stryker.config.mjs";

export default {
  ...base,
  checkers: [],
  vitest: { configFile: "vitest.models-mutation.config.ts", related: true },
  mutate: [
    // The stuck-mail release and the claim it follows.
    "app/models/mail-outbox.server.ts:91-132",
    // The export's owner filters: followed signals, owned tables, chat history.
    "app/models/account-export.server.ts:21-106",
    // A bot's step: the market window, the quotes and the equity point's guard.
    "app/models/bot-steps.server.ts:26-152",
  ],
  disableTypeChecks: "app/models/**/*.ts",
  incrementalFile: "reports/mutation/models-incremental.json",
  htmlReporter: { fileName: "reports/mutation/models.html" },
  jsonReporter: { fileName: "reports/mutation/models.json" },
  timeoutMS: 20_000,
};
