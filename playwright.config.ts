import fs from "node:fs";
import { defineConfig } from "@playwright/test";

// Debian's headless shell (package chromium-headless-shell) runs the suite about a third
// faster than the full browser, which draws its own UI even when headless; either works.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

const chromium = {
  executablePath: process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
  args: [
    "--no-sandbox",
    "--headless",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
  ],
};

// Each worker starts its own server on its own database (tests/setup/fixtures.ts), and
// every test arranges the data it changes, so any test can run on any worker in any order.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three workers on two cores: with two, the cores were busy about 45 % of the run (browsers and
  // servers mostly wait on each other), and the suite took 9 to 11 minutes. Four were no faster
  // (7.9 min against 7.4 and 7.8 with three): the cores are the limit from three on.
  workers: 3,
  // Two cores run two browsers and two servers: a step can miss its window under load.
  // One retry absorbs that; a test that needs it is reported as flaky, not hidden.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? "line" : [["list"]],
  use: {
    launchOptions: chromium,
    locale: "tr-TR",
    timezoneId: "Europe/Istanbul",
    // Recording a trace (snapshots and a screencast of every action) cost about a fifth of
    // the run's time and CPU even for the tests that pass, so a trace is recorded when a
    // failed test is retried: the retry's trace is kept, the first failure's is not.
    trace: "on-first-retry",
  },
  // Every test runs with JavaScript and without, unless its tag says otherwise (decision 040):
  // `@no-js-only` marks a test that only reads what the server sends (navigations, requests and
  // assertions; no click, typing or script-driven behaviour), so one run without JavaScript
  // checks it all; `@js-only` marks a test about the page's JavaScript, or a check made once on
  // the page as JavaScript leaves it (axe, phone width, console).
  projects: [
    { name: "js", use: { javaScriptEnabled: true }, grepInvert: /@no-js-only/ },
    { name: "no-js", use: { javaScriptEnabled: false }, grepInvert: /@js-only/ },
  ],
});
