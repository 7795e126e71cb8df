import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const APP = path.resolve(__dirname, "../../../app");

/**
 * Calls that may write an activity on the default connection, with the reason. Each is a
 * record of something that is not a database write, so there is no transaction to join.
 */
const ALLOWED: Record<string, string> = {
  // A provider failure is logged when the AI call fails; nothing else is written with it.
  "services/ai-chat.server.ts": "reportFailure records a provider failure, not a write",
};

function tsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The top-level arguments of the call opening at `open` (the index of its "("), split on the
 * commas outside nested brackets, strings, template literals and comments.
 */
function callArguments(source: string, open: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = open + 1;
  let quote: string | null = null;
  for (let i = open; i < source.length; i++) {
    const char = source[i];
    if (quote) {
      if (char === "\\") i++;
      else if (char === quote) quote = null;
    } else if (char === "/" && (source[i + 1] === "/" || source[i + 1] === "*")) {
      i = source[i + 1] === "/" ? source.indexOf("\n", i) : source.indexOf("*/", i) + 1;
    } else if (char === '"' || char === "'" || char === "`") {
      quote = char;
    } else if ("([{".includes(char)) {
      depth++;
    } else if (")]}".includes(char) && --depth === 0) {
      args.push(source.slice(start, i));
      // A trailing comma leaves an empty last piece: it is no argument.
      return args.map((arg) => arg.trim()).filter(Boolean);
    } else if (char === "," && depth === 1) {
      args.push(source.slice(start, i));
      start = i + 1;
    }
  }
  throw new Error("unbalanced call");
}

/** Every `recordActivity(...)` call in app/ that passes no transaction, as "file:line". */
function callsWithoutExecutor(): string[] {
  const found: string[] = [];
  for (const file of tsFiles(APP)) {
    const source = fs.readFileSync(file, "utf8");
    for (const match of source.matchAll(/\brecordActivity\(/g)) {
      // The definition itself (`function recordActivity(input, executor = db())`) is no call.
      if (/function\s+$/.test(source.slice(Math.max(0, match.index - 20), match.index))) continue;
      const args = callArguments(source, match.index + match[0].length - 1);
      // No executor, or the default connection named outright: either way outside the write's transaction.
      if (args.length > 1 && args[1] !== "db()") continue;
      found.push(`${path.relative(APP, file)}:${source.slice(0, match.index).split("\n").length}`);
    }
  }
  return found;
}

const fileOf = (call: string) => call.slice(0, call.lastIndexOf(":"));

describe("every write records its activity inside its own transaction", () => {
  const calls = callsWithoutExecutor();

  it("no recordActivity call in app/ leaves out the executor (the write's transaction)", () => {
    expect(calls.filter((call) => !(fileOf(call) in ALLOWED))).toEqual([]);
  });

  it("each allowed file has exactly its one such call: no write joins it unnoticed, and none is left over", () => {
    for (const file of Object.keys(ALLOWED)) {
      expect(
        calls.filter((call) => fileOf(call) === file),
        `${file}: ${ALLOWED[file]}`,
      ).toHaveLength(1);
    }
  });
});
