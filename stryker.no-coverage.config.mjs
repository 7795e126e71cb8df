// The ceiling of the mutation score without a mutation run (issue 51): the dry run of
// stryker.config.mjs's mutate list, then scripts/stryker-no-coverage.mjs counts the mutants no
// pure test reaches and stops. `npx stryker run stryker.no-coverage.config.mjs` (add
// `--mutate …` for one folder).
import base from "./stryker.no-checker.config.mjs";

export default {
  ...base,
  plugins: ["@stryker-mutator/*", "./scripts/stryker-no-coverage.mjs"],
  reporters: ["no-coverage"],
  incremental: false,
  concurrency: 1,
  // Its own folder, which the reporter removes when it stops the run.
  tempDirName: ".stryker-tmp/no-coverage",
};
