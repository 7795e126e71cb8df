import type { Page } from "@playwright/test";
import { expect, login, test } from "../setup/fixtures";

// Links are Remix's <Link>, forms its <Form>, and React hydrates every part of a page, charts and
// long tables included (decision 051). About the page's JavaScript: @js-only; without JavaScript
// the same links and forms are plain anchors and posts, which the other specs walk through.

/** Whether React holds the element: hydrating or rendering a node gives it a `__reactFiber$…` key. */
const heldByReact = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$")));

/** Counts the documents the page loads from now on: an in-app navigation loads none. */
function countDocuments(page: Page) {
  const seen = { documents: 0 };
  page.on("request", (request) => {
    if (request.resourceType() === "document") seen.documents += 1;
  });
  return seen;
}

/** Errors the page reports: a hydration mismatch in a production build is one (React errors 418, 423, 425). */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

const chartTitles = (page: Page) => page.locator("svg[role='img'] > title").allTextContents();

test("pages with charts, long tables and dates hydrate as the server drew them", { tag: "@js-only" }, async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  const pages = [
    { path: "/trend-analysis", held: "svg[role='img']" },
    { path: "/market-data", held: "[data-testid='market-rows'] tr" },
    { path: "/crypto-analysis", held: "[data-testid='coin-rows'] tr" },
    { path: "/crypto-dictionary", held: "main li a[href^='/crypto-dictionary/']" },
    { path: "/blog", held: "main time" },
  ];
  for (const { path, held } of pages) {
    // The parsed element must be the one React holds afterwards: hydrated, not drawn again.
    await page.addInitScript((selector) => {
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { parsed: Element | null }).parsed = document.querySelector(selector);
      });
    }, held);
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    expect(await heldByReact(page, held), `${path}: ${held} hydrated`).toBe(true);
    const same = await page.evaluate(
      (selector) => (window as unknown as { parsed: Element | null }).parsed === document.querySelector(selector),
      held,
    );
    expect(same, `${path}: ${held} kept its parsed node`).toBe(true);
  }
  expect(errors).toEqual([]);
});

test("a chart draws new data in the app, and one reached by a link is drawn in the browser", { tag: "@js-only" }, async ({ page }) => {
  await page.goto("/services");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const seen = countDocuments(page);
  await page.locator("main a[href='/trend-analysis']").first().click();
  await expect(page).toHaveURL(/\/trend-analysis$/);
  await expect.poll(() => chartTitles(page)).toEqual(["Bitcoin fiyat grafiği, son 90 mum", "RSI(14)", "MACD(12, 26, 9)"]);

  await page.getByLabel("Coin", { exact: true }).selectOption("ETHUSDT");
  await page.getByRole("button", { name: "Göster" }).click();
  await expect(page).toHaveURL(/symbol=ETHUSDT/);
  await expect.poll(() => chartTitles(page)).toEqual(["Ethereum fiyat grafiği, son 90 mum", "RSI(14)", "MACD(12, 26, 9)"]);
  expect(seen.documents).toBe(0);
});

test("links in the header, the dictionary and the market table navigate in the app", { tag: "@js-only" }, async ({ page }) => {
  await page.goto("/crypto-dictionary");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const seen = countDocuments(page);
  const term = page.locator("main li a[href^='/crypto-dictionary/']").first();
  const name = (await term.textContent())!;
  await term.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  await page.getByRole("navigation", { name: "Ana menü" }).getByRole("link", { name: "Piyasa", exact: true }).first().click();
  await expect(page).toHaveURL(/\/crypto-analysis$/);
  expect(seen.documents).toBe(0);

  await page.goto("/market-data");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  seen.documents = 0;
  await page.getByRole("columnheader", { name: "Parite" }).getByRole("link").click();
  await expect(page).toHaveURL(/sort=name/);
  // The address changes a moment before React commits the sorted rows: read until they are in order.
  const rowNames = () =>
    page
      .getByTestId("market-rows")
      .locator("th")
      .evaluateAll((cells) => cells.map((cell) => cell.firstElementChild!.textContent!));
  await expect
    .poll(async () => {
      const names = await rowNames();
      return names.length > 1 && names.every((name, i) => i === 0 || names[i - 1].localeCompare(name, "tr") <= 0);
    })
    .toBe(true);

  const research = page.getByTestId("market-rows").locator("a[href^='/crypto-research/']").first();
  const coin = (await research.textContent())!;
  await research.click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(coin);
  expect(seen.documents).toBe(0);
});

test("a star in the coin table is sent once per click, in the app, and keeps the scroll", { tag: "@js-only" }, async ({ page }) => {
  await login(page, "ahmet", "/crypto-analysis");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const seen = countDocuments(page);
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/crypto-analysis")) posts += 1;
  });
  const rows = page.getByTestId("coin-rows");
  const star = rows.getByRole("button", { name: "Solana favorilere ekle" });
  await star.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  await star.click();
  await expect(page.getByRole("status").filter({ hasText: "Favorilere eklendi" })).toBeVisible();
  const unstar = rows.getByRole("button", { name: "Solana favorilerden çıkar" });
  await expect(unstar).toHaveAttribute("aria-pressed", "true");
  expect(posts).toBe(1);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  await unstar.click();
  await expect(page.getByRole("status").filter({ hasText: "Favorilerden çıkarıldı" })).toBeVisible();
  await expect(star).toHaveAttribute("aria-pressed", "false");
  expect(posts).toBe(2);
  expect(seen.documents).toBe(0);
});
