// Writes to the database without pause, in a process of its own, and prints the id of each
// row once its insert has committed (acknowledged), until its parent closes stdin.
import SQLite from "better-sqlite3";

const sqlite = new SQLite(process.env.DATABASE_PATH);
sqlite.pragma("journal_mode = WAL");
sqlite.pragma("busy_timeout = 5000");
const insert = sqlite.prepare("INSERT INTO acks (at, payload) VALUES (?, ?)");
let stop = false;
process.stdin.on("end", () => (stop = true));
process.stdin.resume();
const payload = "x".repeat(500);
while (!stop) {
  const { lastInsertRowid } = insert.run(Date.now(), payload);
  process.stdout.write(`${lastInsertRowid}\n`);
  await new Promise((resolve) => setImmediate(resolve));
}
sqlite.close();
