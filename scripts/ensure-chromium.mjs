// Playwright drives Debian's Chromium (its own browser download cannot be reached
// here): /usr/bin/chromium, or CHROMIUM_PATH. Debian's headless build of the same
// browser (chromium-headless-shell) runs the suite about a third faster, so the
// tests use it when it is installed. As root, whichever of the two is missing is
// installed with apt-get; otherwise this says how.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const CHROMIUM = "/usr/bin/chromium";
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

if (process.env.CHROMIUM_PATH) {
  if (fs.existsSync(process.env.CHROMIUM_PATH)) process.exit(0);
  console.error(`CHROMIUM_PATH points to ${process.env.CHROMIUM_PATH}, which does not exist.`);
  process.exit(1);
}

const missing = [
  [CHROMIUM, "chromium"],
  [HEADLESS_SHELL, "chromium-headless-shell"],
].filter(([file]) => !fs.existsSync(file));
if (missing.length === 0) process.exit(0);

if (typeof process.getuid === "function" && process.getuid() === 0) {
  const packages = missing.map(([, name]) => name);
  console.log(`Installing Debian's ${packages.join(" and ")} with apt-get...`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "--no-install-recommends", ...packages], { stdio: "inherit", env });
  if (fs.existsSync(CHROMIUM)) process.exit(0);
  console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
  process.exit(1);
}

// Without root the full browser alone will do, only slower.
if (fs.existsSync(CHROMIUM)) process.exit(0);
console.error(
  `The browser tests need Chromium at ${CHROMIUM}.\n` +
    "Install it with:  sudo apt-get install chromium chromium-headless-shell\n" +
    "or point CHROMIUM_PATH at an existing Chromium or Chrome binary.",
);
process.exit(1);
