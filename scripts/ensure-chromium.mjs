// Playwright drives Debian's Chromium (its own browser download cannot be reached
// here). Install it when it is missing and we are allowed to; otherwise say how.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

if (fs.existsSync(chromium)) process.exit(0);

if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH points to ${chromium}, which does not exist.`);
  process.exit(1);
}

if (typeof process.getuid === "function" && process.getuid() === 0) {
  console.log("Chromium is missing; installing Debian's chromium package with apt-get...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], { stdio: "inherit", env });
  if (fs.existsSync(chromium)) process.exit(0);
  console.error("apt-get finished but /usr/bin/chromium is still missing.");
  process.exit(1);
}

console.error(
  "The browser tests need Chromium at /usr/bin/chromium.\n" +
    "Install it with:  sudo apt-get install chromium\n" +
    "or point CHROMIUM_PATH at an existing Chromium or Chrome binary.",
);
process.exit(1);
