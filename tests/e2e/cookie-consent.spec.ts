import type { Page } from "@playwright/test";
import { changeGoogleServices } from "../setup/factories";
import { expect, test } from "../setup/fixtures";

// With the page cache on, so every flow below also goes through it (decision 022).
test.use({ pageCacheMb: "16" });

const GOOGLE = "script[src*='googletagmanager'], script[src*='adsbygoogle']";
const ANALYTICS = "script[src^='https://www.googletagmanager.com/gtag/js?id=G-CONSENT1']";
const ADSENSE = "script[src*='adsbygoogle.js?client=ca-pub-1111222233334444']";

/** Turns on Analytics and AdSense as the admin screen does (which raises the content version, so no older cached page survives). */
function enableGoogle() {
  return changeGoogleServices({
    analytics_enabled: 1,
    analytics_id: "G-CONSENT1",
    adsense_enabled: 1,
    adsense_publisher_id: "ca-pub-1111222233334444",
    tag_manager_enabled: 0,
  });
}

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === "cookie_consent");
}

const banner = (page: Page) => page.getByRole("region", { name: "Çerez tercihleri" });

test.describe("cookie consent", () => {
  let restore: () => Promise<void>;
  test.beforeEach(async ({ page }) => {
    // The Google URLs are never fetched in tests; only the tags in the page count.
    await page.route(/^https?:\/\/(?!localhost)/, (route) => route.abort());
    restore = await enableGoogle();
  });
  test.afterEach(() => restore());

  test("no Google script before a choice; rejecting keeps them out and hides the banner", async ({ page }) => {
    await page.goto("/about");
    await expect(banner(page)).toBeVisible();
    await expect(page.locator(GOOGLE)).toHaveCount(0);
    await expect(page.getByRole("complementary", { name: "Reklam" })).toHaveCount(0);

    await banner(page).getByRole("button", { name: "Reddet" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(banner(page)).toHaveCount(0);
    await expect(page.locator(GOOGLE)).toHaveCount(0);
    expect((await consentCookie(page))?.value).toBe("v1.a0.d0");
    await page.goto("/faq");
    await expect(banner(page)).toHaveCount(0);
    await expect(page.locator(GOOGLE)).toHaveCount(0);
  });

  test("choosing analytics only loads Analytics after Consent Mode's defaults, and no AdSense", async ({ page }) => {
    await page.goto("/about");
    await banner(page).getByText("Tercihler", { exact: true }).click();
    await banner(page).getByLabel("Analiz çerezleri").check();
    await banner(page).getByRole("button", { name: "Seçimimi kaydet" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(banner(page)).toHaveCount(0);
    await expect(page.locator(ANALYTICS)).toHaveCount(1);
    await expect(page.locator(ADSENSE)).toHaveCount(0);
    expect((await consentCookie(page))?.value).toBe("v1.a1.d0");
    // The denied defaults come before the first Google tag in the document.
    const order = await page.evaluate(() =>
      [...document.querySelectorAll("script")].map((script) => script.getAttribute("src") ?? script.textContent?.slice(0, 60) ?? ""),
    );
    const defaults = order.findIndex((entry) => entry.includes("window.dataLayer"));
    const analytics = order.findIndex((entry) => entry.includes("googletagmanager.com/gtag/js"));
    expect(defaults).toBeGreaterThan(-1);
    expect(defaults).toBeLessThan(analytics);
  });

  test("accepting all loads both; the footer link reopens the choice, prefilled, and withdrawing ads removes AdSense", async ({ page }) => {
    await page.goto("/faq");
    await banner(page).getByRole("button", { name: "Tümünü kabul et" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.locator(ANALYTICS)).toHaveCount(1);
    await expect(page.locator(ADSENSE)).toHaveCount(1);

    await page.getByRole("contentinfo").getByRole("link", { name: "Çerez tercihleri" }).click();
    await expect(page).toHaveURL(/\/cookie-consent$/);
    const choice = page.getByRole("region", { name: "Seçiminizi değiştirin" });
    await expect(choice.getByLabel("Analiz çerezleri")).toBeChecked();
    await expect(choice.getByLabel("Reklam çerezleri")).toBeChecked();
    await choice.getByLabel("Reklam çerezleri").uncheck();
    await choice.getByRole("button", { name: "Seçimimi kaydet" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Tercihleriniz kaydedildi." })).toBeVisible();
    await expect(choice.getByLabel("Reklam çerezleri")).not.toBeChecked();
    await page.goto("/faq");
    await expect(page.locator(ANALYTICS)).toHaveCount(1);
    await expect(page.locator(ADSENSE)).toHaveCount(0);
  });

  test("the page cache never hands one visitor's consent state to another", { tag: "@no-js-only" }, async ({ request }) => {
    const visit = async (cookie?: string) => {
      const response = await request.get("/terms", { headers: cookie ? { cookie } : {} });
      expect(response.status()).toBe(200);
      const html = await response.text();
      return {
        state: response.headers()["x-page-cache"],
        vary: response.headers()["vary"] ?? "",
        analytics: html.includes("googletagmanager.com/gtag/js?id=G-CONSENT1"),
        ads: html.includes("adsbygoogle.js?client=ca-pub-1111222233334444"),
        banner: html.includes("Tümünü kabul et"),
      };
    };
    const accepted = "cookie_consent=v1.a1.d1";
    // A consenting visitor's page is kept, and kept for consenting visitors only.
    expect(await visit(accepted)).toMatchObject({ state: "MISS", analytics: true, ads: true, banner: false });
    expect(await visit(accepted)).toMatchObject({ state: "HIT", analytics: true, ads: true, banner: false });
    // A new anonymous visitor gets a page of their own: banner, no tags.
    const anonymous = await visit();
    expect(anonymous).toMatchObject({ state: "MISS", analytics: false, ads: false, banner: true });
    expect(anonymous.vary).toMatch(/Cookie/);
    expect(await visit()).toMatchObject({ state: "HIT", analytics: false, ads: false, banner: true });
    // ...and the consenting one still theirs.
    expect(await visit(`_ga=1; ${accepted}`)).toMatchObject({ state: "HIT", analytics: true, ads: true });
    // Rejecting is a state of its own; a choice of an older policy is no choice at all.
    expect(await visit("cookie_consent=v1.a0.d0")).toMatchObject({ state: "MISS", analytics: false, ads: false, banner: false });
    expect(await visit("cookie_consent=v0.a1.d1")).toMatchObject({ state: "HIT", analytics: false, ads: false, banner: true });
  });
});
