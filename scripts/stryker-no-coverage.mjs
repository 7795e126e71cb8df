// A Stryker reporter that measures the ceiling of the mutation score (issue 51) without testing a
// mutant: once the dry run has recorded which test reaches which mutant, it counts per file the
// mutants that count in the score (all but the ignored) and those no test reaches ("no
// coverage"), writes reports/mutation/no-coverage.json, prints the total and stops the run. A
// minute or two for app/lib instead of hours. Used by stryker.no-coverage.config.mjs.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const OUT = "reports/mutation/no-coverage.json";

class NoCoverageReporter {
  // The token and plugin shape of @stryker-mutator/api, written out: that package is not a
  // dependency of ours, only of Stryker's.
  static inject = ["options"];

  constructor(options) {
    // The run is cut short, so Stryker does not remove its sandbox: this reporter does.
    this.tempDir = options.tempDirName;
  }

  onMutationTestingPlanReady({ mutantPlans }) {
    const files = new Map();
    let counted = 0;
    let uncovered = 0;
    for (const plan of mutantPlans) {
      const file = path.relative(process.cwd(), plan.mutant.fileName);
      const entry = files.get(file) ?? { file, counted: 0, noCoverage: 0, lines: [] };
      files.set(file, entry);
      // Ignored mutants (static ones, with ignoreStatic) do not count in the score.
      if (plan.plan === "EarlyResult" && plan.mutant.status === "Ignored") continue;
      entry.counted += 1;
      counted += 1;
      const none = plan.plan === "EarlyResult" ? plan.mutant.status === "NoCoverage" : plan.runOptions.testFilter?.length === 0;
      if (!none) continue;
      entry.noCoverage += 1;
      uncovered += 1;
      entry.lines.push(`${plan.mutant.location.start.line + 1} ${plan.mutant.mutatorName}`);
    }
    const rows = [...files.values()].filter((row) => row.noCoverage > 0).sort((a, b) => b.noCoverage - a.noCoverage);
    mkdirSync(path.dirname(OUT), { recursive: true });
    writeFileSync(OUT, JSON.stringify({ counted, noCoverage: uncovered, files: rows }, null, 1));
    for (const row of rows.slice(0, 25))
      console.log(`${String(row.noCoverage).padStart(5)} of ${String(row.counted).padStart(4)}  ${row.file}`);
    const ceiling = counted ? ((100 * (counted - uncovered)) / counted).toFixed(1) : "—";
    console.log(`${uncovered} of ${counted} mutants have no covering test: the score can be at most ${ceiling} %. Per file: ${OUT}`);
    // Nothing more to learn from this run: stop before any mutant is tested.
    rmSync(this.tempDir, { recursive: true, force: true });
    process.exit(0);
  }
}

export const strykerPlugins = [{ kind: "Reporter", name: "no-coverage", injectableClass: NoCoverageReporter }];
