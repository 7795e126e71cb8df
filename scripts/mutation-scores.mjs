// The mutation score per folder of app/lib (issue 51), from the JSON report Stryker wrote
// (reports/mutation/mutation.json): the table the README records. Stryker's own definitions:
// killed and timed-out mutants are detected, survived and uncovered ones are not, compile and
// runtime errors and ignored (static) mutants do not count. `npm run test:mutation` prints it
// after the run; `node scripts/mutation-scores.mjs [report.json]` prints it again.
import { readFileSync, writeFileSync } from "node:fs";

const input = process.argv[2] ?? "reports/mutation/mutation.json";
const report = JSON.parse(readFileSync(input, "utf8"));

/** app/lib/<folder>/… → `<folder>`; a file directly in app/lib → `(app/lib's own)`. */
function folderOf(file) {
  const rest = file.replace(/^.*?app\/lib\//, "");
  const slash = rest.indexOf("/");
  return slash === -1 ? "(app/lib's own)" : rest.slice(0, slash);
}

const empty = () => ({ mutants: 0, killed: 0, timeout: 0, survived: 0, noCoverage: 0, invalid: 0, ignored: 0 });
const folders = new Map();
const total = empty();
for (const [file, { mutants }] of Object.entries(report.files)) {
  const row = folders.get(folderOf(file)) ?? empty();
  folders.set(folderOf(file), row);
  for (const { status } of mutants) {
    for (const counts of [row, total]) {
      counts.mutants += 1;
      if (status === "Killed") counts.killed += 1;
      else if (status === "Timeout") counts.timeout += 1;
      else if (status === "Survived") counts.survived += 1;
      else if (status === "NoCoverage") counts.noCoverage += 1;
      else if (status === "Ignored") counts.ignored += 1;
      else counts.invalid += 1;
    }
  }
}

const percent = (part, whole) => (whole ? `${((100 * part) / whole).toFixed(1)} %` : "—");
function line(name, c) {
  const detected = c.killed + c.timeout;
  const valid = detected + c.survived + c.noCoverage;
  return `| ${name} | ${valid} | ${percent(detected, valid)} | ${percent(detected, detected + c.survived)} | ${c.killed} | ${c.timeout} | ${c.survived} | ${c.noCoverage} | ${c.invalid} | ${c.ignored} |`;
}

const table = [
  "| folder | counted | score | of covered | killed | timed out | survived | no coverage | compile errors | static (ignored) |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ...[...folders.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([name, counts]) => line(name, counts)),
  line("**app/lib**", total),
].join("\n");
writeFileSync("reports/mutation/folders.md", `${table}\n`);
console.log(table);
