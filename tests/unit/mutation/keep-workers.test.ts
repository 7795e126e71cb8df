import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { createVitest } from "vitest/node";

// Stryker's mutation runs start one Vitest run per mutant. patches/vitest+3.2.7.patch keeps the
// worker thread from run to run when VITEST_KEEP_WORKERS=1 (stryker.config.mjs sets it), and
// tests/setup/mutation-env.ts starts each test file with no mutant on, as a new thread would.
const fixture = path.resolve(__dirname, "../../fixtures/keep-workers");
const mutationEnv = path.resolve(__dirname, "../../setup/mutation-env.ts");

/** Each run's thread and the mutant that was on while the fixture loaded. */
async function twoRuns(keep: boolean, setupFiles: string[] = []): Promise<{ thread: string; active: string }[]> {
  const log = path.join(mkdtempSync(path.join(tmpdir(), "keep-workers-")), "runs.txt");
  process.env.KEEP_WORKERS_LOG = log;
  if (keep) process.env.VITEST_KEEP_WORKERS = "1";
  else delete process.env.VITEST_KEEP_WORKERS;
  const vitest = await createVitest("test", {
    config: false,
    root: fixture,
    include: ["thread.check.ts"],
    setupFiles,
    pool: "threads",
    poolOptions: { threads: { isolate: false, minThreads: 1, maxThreads: 1 } },
    provide: { globalNamespace: "__stryker__", mutantActivation: "runtime" },
    watch: false,
    reporters: [{}],
  });
  try {
    await vitest.start();
    await vitest.start();
  } finally {
    await vitest.close();
  }
  return readFileSync(log, "utf8")
    .trim()
    .split("\n")
    .map((line) => {
      const [thread, active] = line.split(" ");
      return { thread, active };
    });
}

afterEach(() => {
  delete process.env.KEEP_WORKERS_LOG;
  delete process.env.VITEST_KEEP_WORKERS;
});

test("with VITEST_KEEP_WORKERS=1 the second run uses the first run's thread", async () => {
  const [first, second] = await twoRuns(true);
  expect(second.thread).toBe(first.thread);
});

test("without it each run gets a new thread", async () => {
  const [first, second] = await twoRuns(false);
  expect(second.thread).not.toBe(first.thread);
});

test("in a kept thread the last run's mutant is off while the next file loads", async () => {
  const runs = await twoRuns(true, [mutationEnv]);
  expect(runs.map((run) => run.active)).toEqual(["none", "none"]);
  // Without the reset, the first run's mutant is still on: what made 150 mutants look like survivors.
  const unguarded = await twoRuns(true);
  expect(unguarded.map((run) => run.active)).toEqual(["none", "7"]);
});
