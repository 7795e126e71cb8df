// Runs independent checks side by side. `npm test` runs the typecheck beside the lint and the
// build and unit tests: tsc is single-threaded and takes 40-70 s here, so run before the unit
// tests it left a core idle for half a minute or more (prelude then Vitest took 156 s, side by
// side 121 s). Each command's output is printed as one block when it ends; the exit code is the
// first failure's, else 0.
// Usage: node scripts/run-parallel.mjs "npm run typecheck" "npm run lint" "remix build && vitest run"
import { spawn } from "node:child_process";

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs "<command>" ["<command>" ...]');
  process.exit(2);
}

const results = await Promise.all(
  commands.map(
    (command) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
        const output = [];
        child.stdout.on("data", (chunk) => output.push(chunk));
        child.stderr.on("data", (chunk) => output.push(chunk));
        child.on("close", (code, signal) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          const status = code === 0 ? "ok" : `failed (${signal ?? `exit ${code}`})`;
          process.stdout.write(`\n> ${command}: ${status} in ${seconds} s\n${Buffer.concat(output).toString()}`);
          resolve(code ?? 1);
        });
      }),
  ),
);

process.exit(results.find((code) => code !== 0) ?? 0);
