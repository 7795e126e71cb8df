import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db.server";
import { env, resetEnv } from "~/server/env.server";

// Issue 26, finding 9: the database (password hashes, encrypted keys), its WAL and
// shared-memory files and the session secret are readable by the server's user alone,
// whatever the umask, and files left readable by an earlier version are tightened.

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

let dir: string;
let umask: number;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "kripto-modes-"));
  // The usual umask, which leaves new files readable by everyone.
  umask = process.umask(0o022);
});
afterEach(() => {
  process.umask(umask);
  fs.rmSync(dir, { recursive: true, force: true });
});

function writeSomething(file: string) {
  const { sqlite } = openDatabase(file);
  sqlite.exec("CREATE TABLE IF NOT EXISTS t (x); INSERT INTO t VALUES (1);");
  return sqlite;
}

describe("database file modes", () => {
  it("creates the database, its -wal and its -shm readable by the owner alone", () => {
    const file = path.join(dir, "data", "app.db");
    const sqlite = writeSomething(file);
    try {
      for (const name of [file, `${file}-wal`, `${file}-shm`]) {
        expect(fs.existsSync(name), name).toBe(true);
        expect(modeOf(name).toString(8), name).toBe("600");
      }
    } finally {
      sqlite.close();
    }
  });

  it("tightens a database and WAL left readable by everyone", () => {
    const file = path.join(dir, "app.db");
    writeSomething(file).close();
    // An earlier version left them 0644; the WAL file stays behind after a crash.
    fs.writeFileSync(`${file}-wal`, "");
    for (const name of [file, `${file}-wal`]) fs.chmodSync(name, 0o644);
    const sqlite = writeSomething(file);
    try {
      for (const name of [file, `${file}-wal`, `${file}-shm`]) expect(modeOf(name).toString(8), name).toBe("600");
    } finally {
      sqlite.close();
    }
  });
});

describe("the generated session secret", () => {
  it("is written readable by the owner alone, and tightened when it was not", () => {
    delete process.env.SESSION_SECRET;
    process.env.DATABASE_PATH = path.join(dir, "app.db");
    resetEnv();
    const secret = env().SESSION_SECRET;
    const file = path.join(dir, "session-secret");
    expect(fs.readFileSync(file, "utf8")).toBe(secret);
    expect(modeOf(file).toString(8)).toBe("600");
    fs.chmodSync(file, 0o644);
    resetEnv();
    expect(env().SESSION_SECRET).toBe(secret);
    expect(modeOf(file).toString(8)).toBe("600");
    resetEnv();
  });
});
