// `npm run test:mutation` (issue 51): Stryker on app/lib in two passes over one incremental file.
//
// The TypeScript checker costs one to three seconds of CPU for each check on this two-core
// machine, against a tenth of a second for a mutant's tests: checking all 10,800 mutants first
// took about an hour. A mutant the tests kill needs no check to count as caught, so:
//   1. stryker.no-checker.config.mjs tests every mutant (results reused from the incremental file
//      where neither the code nor its tests changed);
//   2. the survivors and the uncovered that no checked pass has seen are taken out of the
//      incremental file, and stryker.config.mjs (with the checker) checks and tests only those: a
//      survivor that does not compile is a compile error, not a gap; every other result is reused.
// What differs from checking all: a mutant that would not compile but that the tests catch counts
// as killed, not as a compile error (docs/testing.md says how many that can be).
// Then scripts/mutation-scores.mjs prints the score per folder.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import base from "../stryker.config.mjs";

const RECHECKED = new Set(["Survived", "NoCoverage"]);

function run(label, command, args) {
  const started = performance.now();
  const { status } = spawnSync(command, args, { stdio: "inherit" });
  console.log(`${label}: ${((performance.now() - started) / 60_000).toFixed(1)} min`);
  if (status !== 0) process.exit(status ?? 1);
}

function readReport(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : { files: {} };
}

/** The survivors and uncovered mutants of a report, each keyed within one version of its file. */
function* uncaught(report) {
  for (const [name, entry] of Object.entries(report.files)) {
    const source = createHash("sha1").update(entry.source).digest("hex");
    for (const mutant of entry.mutants) {
      if (!RECHECKED.has(mutant.status)) continue;
      const { line, column } = mutant.location.start;
      yield { entry, mutant, key: `${name}|${source}|${mutant.mutatorName}|${mutant.replacement}|${line}:${column}` };
    }
  }
}

/**
 * Drops from the incremental file the survivors and uncovered mutants the checker has not seen:
 * those of the last run's second pass are kept, so an unchanged survivor is not checked twice.
 */
function forgetUnchecked(file, checked) {
  const report = readReport(file);
  let forgotten = 0;
  for (const { entry, mutant, key } of [...uncaught(report)]) {
    if (checked.has(key)) continue;
    entry.mutants = entry.mutants.filter((other) => other !== mutant);
    forgotten += 1;
  }
  writeFileSync(file, JSON.stringify(report));
  return forgotten;
}

const started = performance.now();
const extra = process.argv.slice(2);
// The incremental file as the last run's checked pass left it.
const checked = new Set([...uncaught(readReport(base.incrementalFile))].map(({ key }) => key));
run("1. every mutant, tests only", "npx", ["stryker", "run", "stryker.no-checker.config.mjs", ...extra]);
console.log(`2. ${forgetUnchecked(base.incrementalFile, checked)} survivors and uncovered mutants to check and test again`);
run("2. those, with the TypeScript checker", "npx", ["stryker", "run", "stryker.config.mjs", ...extra]);
run("3. the score per folder", process.execPath, ["scripts/mutation-scores.mjs"]);
console.log(`test:mutation took ${((performance.now() - started) / 60_000).toFixed(1)} min`);
