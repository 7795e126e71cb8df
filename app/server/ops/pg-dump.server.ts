import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

const DEBIAN_ROOT = "/usr/lib/postgresql";
/** A dump that has not finished in an hour is stuck (a lock it waits on, a dead network): it is stopped and recorded as failed. */
const DUMP_TIMEOUT_MS = 60 * 60_000;
const LIST_TIMEOUT_MS = 5 * 60_000;
/** `pg_restore --list` prints one line per object: a large schema's table of contents stays far below this. */
const LIST_MAX_BYTES = 64 * 1024 * 1024;

/**
 * A PostgreSQL client program: the newest Debian install's (pg_dump must be at least the
 * server's version, and Debian keeps each major version in its own folder), else the PATH's.
 */
export function pgTool(name: "pg_dump" | "pg_restore"): string {
  if (fs.existsSync(DEBIAN_ROOT)) {
    const newest = fs
      .readdirSync(DEBIAN_ROOT)
      .filter((version) => fs.existsSync(path.join(DEBIAN_ROOT, version, "bin", name)))
      .sort((a, b) => Number(b) - Number(a))[0];
    if (newest) return path.join(DEBIAN_ROOT, newest, "bin", name);
  }
  return name;
}

/**
 * The URL without its password, which goes in PGPASSWORD instead: a password in the command
 * line is visible to every user of the machine (`ps`).
 */
function connection(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/**
 * `pg_dump --format=custom` of the database at `url` into `file` (which should already exist
 * with the mode wanted: pg_dump keeps it). One snapshot: every write committed before the dump
 * began and none after. Throws with pg_dump's own message when it fails.
 */
export async function dumpPostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  try {
    await run(pgTool("pg_dump"), ["--format=custom", `--file=${file}`, `--dbname=${dbname}`], {
      env,
      timeout: DUMP_TIMEOUT_MS,
    });
  } catch (error) {
    throw new Error(`pg_dump: ${failure(error)}`);
  }
}

/** Reads a dump's table of contents (`pg_restore --list`): the number of entries; throws when it cannot be read. */
export async function listDump(file: string): Promise<number> {
  try {
    const { stdout } = await run(pgTool("pg_restore"), ["--list", file], { timeout: LIST_TIMEOUT_MS, maxBuffer: LIST_MAX_BYTES });
    const entries = stdout.split("\n").filter((line) => line && !line.startsWith(";")).length;
    if (entries === 0) throw new Error("the dump lists nothing");
    return entries;
  } catch (error) {
    throw new Error(`pg_restore --list: ${failure(error)}`);
  }
}

function failure(error: unknown): string {
  const failed = error as { stderr?: string; killed?: boolean; message?: string };
  if (failed.killed) return "timed out";
  return (failed.stderr?.trim() || failed.message || String(error)).slice(0, 500);
}
