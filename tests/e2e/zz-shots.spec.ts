import { login, test } from "../setup/fixtures";

test.use({ viewport: { width: 360, height: 740 } });
const shots = (process.env.SHOTS ?? "/").split(",");
test("shots", { tag: "@js-only" }, async ({ page }) => {
  test.setTimeout(180_000);
  if (process.env.SHOT_LOGIN) await login(page, process.env.SHOT_LOGIN as "ahmet", "/");
  for (const shot of shots) {
    const [url, selector] = shot.split("|");
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    if (selector) await page.locator(selector).first().scrollIntoViewIfNeeded();
    if (selector) await page.locator(selector).first().evaluate((el) => el.scrollIntoView({ block: "start" }));
    const name = (url + (selector ?? "")).replace(/[^a-z0-9]+/gi, "_");
    await page.screenshot({ path: `/tmp/numbers-shots/${process.env.SHOT_PREFIX ?? ""}${name}.png`, fullPage: process.env.FULL === "1" });
  }
});
