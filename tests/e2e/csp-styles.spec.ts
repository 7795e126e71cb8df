import { changeHomeSection, createSection, deleteSection, homeSections } from "../setup/factories";
import { expect, login, test } from "../setup/fixtures";

// Issue 26, finding 9: the policy's style-src has no 'unsafe-inline'. The site's own
// pages set no inline style (SVG attributes and classes instead), so a browser finds
// nothing to refuse on them, with or without JavaScript. The site's stylesheet is one
// linked file (decision 050), so no inline <style> is needed either.

/** Pages that draw what used to be inline styles: the home sections, score gauge, legends, allocation. */
const PAGES = [
  "/",
  "/about",
  "/blog",
  "/market-data",
  "/crypto-analysis?coin=BTCUSDT",
  "/trend-analysis",
  "/market-predictions",
  "/staking-calculator",
];

test("pages carry a style-src without 'unsafe-inline' and break none of it", async ({ page }) => {
  test.setTimeout(120_000);
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to apply/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  // The home page's hero with the admin's image, and a call to action in the admin's colour.
  const hero = (await homeSections()).filter((section) => section.type === "hero");
  const cta = await createSection({ type: "cta", title: "Renkli çağrı", content: { backgroundColor: "#123456" } });
  try {
    for (const row of hero) await changeHomeSection(row.id, { content: { ...row.content, backgroundImage: "/images/values.svg" } });
    for (const path of PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const styles = (response?.headers()["content-security-policy"] ?? "").split("; ").find((part) => part.startsWith("style-src"));
      expect(styles, path).toBe("style-src 'self'");
      expect(await page.locator("style").count(), path).toBe(0);
      // One stylesheet, the built file, and the page is styled by it.
      await expect(page.locator("link[rel='stylesheet']"), path).toHaveAttribute("href", /^\/build\/_assets\/tailwind-[\w-]+\.css$/);
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily), path).not.toMatch(/^(Times|serif)/);
      expect(await page.locator("[style]").count(), path).toBe(0);
    }
    await page.goto("/");
    await expect(page.locator("section img[aria-hidden='true']").first()).toHaveAttribute("src", "/images/values.svg");
    await expect(page.locator("rect[fill='#123456']")).toHaveCount(1);
    // The portfolio's allocation chart, signed in.
    await login(page, "ahmet", "/portfolio-tracker");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.locator("[style]").count()).toBe(0);
  } finally {
    await deleteSection(cta);
    for (const row of hero) await changeHomeSection(row.id, { content: row.content });
  }
  expect(violations).toEqual([]);
});
