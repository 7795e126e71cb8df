import { expect, test } from "../setup/fixtures";

// A page that logs errors or policy violations loses Lighthouse's best-practices points and hides
// real faults among the noise. The pages with client-side forms are the ones that once did.
// Only scripts can log: checked in the js project (tag @js-only, playwright.config.ts).

test("the dictionary and the analysis pages log no error and break no security policy", { tag: "@js-only" }, async ({ page }) => {
  test.setTimeout(90_000);
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => console.error(`CSP: ${event.violatedDirective}`));
  });
  for (const path of ["/crypto-dictionary", "/crypto-analysis"]) {
    await page.goto(path);
    // The hydrated search box parses with zod as the visitor types: that is when the probe ran.
    await page.getByRole("searchbox").first().fill("bit");
    await expect(page.getByRole("searchbox").first()).toHaveValue("bit");
  }
  expect(problems).toEqual([]);
});
