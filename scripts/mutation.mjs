// `npm run test:mutation` (issue 51): Stryker on app/lib in two passes over one incremental file.
//
// The TypeScript checker costs one to three seconds of CPU for each check on this two-core
// machine, against a quarter of a second for a mutant's tests: checking all 10,800 mutants first
// took about an hour. A mutant the tests kill needs no check to count as caught, so:
//   1. stryker.no-checker.config.mjs tests every mutant (results reused from the incremental file
//      where neither the code nor its tests changed);
//   2. the survivors and the uncovered are taken out of the incremental file, and
//      stryker.config.mjs (with the checker) checks and tests only those: a survivor that does not
//      compile is a compile error, not a gap; every other result is reused.
// What differs from checking all: a mutant that would not compile but that the tests catch counts
// as killed, not as a compile error (docs/testing.md says how many that can be).
// Then scripts/mutation-scores.mjs prints the score per folder.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import base from "../stryker.config.mjs";

const RECHECKED = new Set(["Survived", "NoCoverage"]);

function run(label, command, args) {
  const started = performance.now();
  const { status } = spawnSync(command, args, { stdio: "inherit" });
  const minutes = (performance.now() - started) / 60_000;
  console.log(`${label}: ${minutes.toFixed(1)} min`);
  if (status !== 0) process.exit(status ?? 1);
}

/** Drops the survivors and the uncovered from the incremental file, so the next pass redoes them. */
function forgetUncaught(file) {
  if (!existsSync(file)) return 0;
  const report = JSON.parse(readFileSync(file, "utf8"));
  let forgotten = 0;
  for (const entry of Object.values(report.files)) {
    const kept = entry.mutants.filter((mutant) => !RECHECKED.has(mutant.status));
    forgotten += entry.mutants.length - kept.length;
    entry.mutants = kept;
  }
  writeFileSync(file, JSON.stringify(report));
  return forgotten;
}

const started = performance.now();
run("1. every mutant, tests only", "npx", ["stryker", "run", "stryker.no-checker.config.mjs", ...process.argv.slice(2)]);
console.log(`2. ${forgetUncaught(base.incrementalFile)} survivors and uncovered mutants to check and test again`);
run("2. the uncaught ones, with the TypeScript checker", "npx", ["stryker", "run", "stryker.config.mjs", ...process.argv.slice(2)]);
run("3. the score per folder", process.execPath, ["scripts/mutation-scores.mjs"]);
console.log(`test:mutation took ${((performance.now() - started) / 60_000).toFixed(1)} min`);
