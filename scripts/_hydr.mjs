import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell", args: ["--no-sandbox"] });
const page = await browser.newPage();
const errors = [];
page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") errors.push(m.type() + ": " + m.text()); });
page.on("pageerror", (e) => errors.push("pageerror: " + e.message));
for (const path of process.argv.slice(2)) {
  const t = Date.now();
  await page.goto("http://localhost:3999" + path);
  await page.waitForSelector("html[data-hydrated=true]", { timeout: 10000 });
  console.log(path, "hydrated in", Date.now() - t, "ms");
}
console.log(errors.join("\n") || "no console errors");
await browser.close();
