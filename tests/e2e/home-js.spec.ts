import type { Page } from "@playwright/test";
import { changeGoogleServices, withHomeSections } from "../setup/factories";
import { expect, test } from "../setup/fixtures";

// What the home page's smaller JavaScript must not cost: the built-in home page
// (its code fetched only when shown) hydrates and navigates in the app, and the
// Google setups that moved to files in public/js still run.

// About the page's JavaScript: the js project only (tag @js-only, playwright.config.ts).

/** Runs `body` with every home section switched off, so the built-in page shows; puts them back afterwards. */
function withBuiltInHome(body: () => Promise<void>) {
  return withHomeSections(() => ({ enabled: false }), body);
}

/** Collects uncaught errors and console errors (React reports hydration mismatches there). */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

test("the built-in home page loads its code on demand, hydrates and navigates in the app", { tag: "@js-only" }, async ({ page }) => {
  await withBuiltInHome(async () => {
    const errors = collectErrors(page);
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (/\/build\/.*\.js$/.test(request.url())) fetched.push(new URL(request.url()).pathname);
    });

    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const preloaded = await page.locator("link[rel=modulepreload]").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    // The built-in page's code is a file of its own, fetched although no preload names it.
    await expect.poll(() => fetched.filter((url) => !preloaded.includes(url)).length).toBeGreaterThan(0);

    // A link inside it is handled by the app: the document (and this marker) survives.
    await page.evaluate(() => ((window as unknown as { homeMarker: number }).homeMarker = 1));
    await page.getByRole("main").getByRole("link", { name: "Daha Fazla Bilgi" }).click();
    await expect(page).toHaveURL(/\/about$/);
    expect(await page.evaluate(() => (window as unknown as { homeMarker?: number }).homeMarker)).toBe(1);

    // Back to the home page in the app: the built-in page is drawn again.
    await page.getByRole("navigation", { name: "Ana menü" }).getByRole("link", { name: "Ana Sayfa" }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("main").getByRole("link", { name: "AI Sohbet Başlat" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { homeMarker?: number }).homeMarker)).toBe(1);
    expect(errors).toEqual([]);
  });
});

test("the analytics and tag manager setups run from their files", { tag: "@js-only" }, async ({ page, baseURL }) => {
  await page.route(/^https?:\/\/(?!localhost)/, (route) => route.abort());
  const restore = await changeGoogleServices({
    analytics_enabled: 1,
    analytics_id: "G-TEST123",
    tag_manager_enabled: 1,
    tag_manager_id: "GTM-TEST",
  });
  // The tags load only after consent (decision 022): this visitor has accepted both categories.
  await page.context().addCookies([{ name: "cookie_consent", value: "v1.a1.d1", url: baseURL! }]);
  try {
    await page.goto("/");
    // gtag() queues its arguments objects; the tag manager queues a plain event object.
    const queued = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).map((entry) =>
          entry.event === undefined ? `${String(entry[0])} ${String(entry[1])}` : String(entry.event),
        ),
      );
    await expect.poll(queued).toContain("config G-TEST123");
    expect(await queued()).toContain("gtm.js");
    // The tag manager's container script is added beside its setup, asking for our container.
    await expect(page.locator("script[src^='https://www.googletagmanager.com/gtm.js?id=GTM-TEST']")).toHaveCount(1);
  } finally {
    await restore();
  }
});

test("a page's scripts are fetched after its first paint and still hydrate it (decision 051)", { tag: "@js-only" }, async ({ page }) => {
  const errors = collectErrors(page);
  const response = await page.goto("/crypto-dictionary");
  // The HTML names its scripts only inertly: nothing fetches them while the page is parsed.
  const html = await response!.text();
  expect(html).toContain('data-after-paint="modulepreload"');
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).not.toMatch(/<script[^>]* type="module"/);

  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // The browser's own clock: when it first painted, and when it began fetching each script.
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
    scriptStarts: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/build\/.*\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(timing.firstPaint).not.toBeNull();
  expect(timing.scriptStarts.length).toBeGreaterThan(0);
  expect(Math.min(...timing.scriptStarts)).toBeGreaterThanOrEqual(timing.firstPaint!);
  // React reported no hydration mismatch.
  expect(errors).toEqual([]);
});
