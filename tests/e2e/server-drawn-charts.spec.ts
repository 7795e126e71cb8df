import { expect, test } from "../setup/fixtures";

// Charts are drawn on the server; hydration keeps the server's drawing instead of drawing it
// again (components/charts/server-drawn.tsx), and the browser draws a chart itself when it gets
// new data or arrives by a client-side navigation. About the page's JavaScript: @js-only.

const chartTitles = (page: import("@playwright/test").Page) => page.locator("svg[role='img'] > title").allTextContents();

test("hydration keeps the server's chart drawing, and new data is drawn in the browser", { tag: "@js-only" }, async ({ page }) => {
  // Remembers the chart elements the HTML parser made, before any script of the page runs.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { parsedCharts: Element[] }).parsedCharts = [...document.querySelectorAll("svg[role='img']")];
    });
  });
  await page.goto("/trend-analysis");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  expect(await chartTitles(page)).toEqual(["Bitcoin fiyat grafiği, son 90 mum", "RSI(14)", "MACD(12, 26, 9)"]);
  const kept = await page.evaluate(() => {
    const parsed = (window as unknown as { parsedCharts: Element[] }).parsedCharts;
    const now = [...document.querySelectorAll("svg[role='img']")];
    return parsed.length === now.length && parsed.every((chart, index) => chart === now[index] && chart.isConnected);
  });
  expect(kept).toBe(true);

  // A new coin by the form (a client-side navigation): the same charts, drawn for the new data.
  await page.getByLabel("Coin", { exact: true }).selectOption("ETHUSDT");
  await page.getByRole("button", { name: "Göster" }).click();
  await expect(page).toHaveURL(/symbol=ETHUSDT/);
  await expect.poll(() => chartTitles(page)).toEqual(["Ethereum fiyat grafiği, son 90 mum", "RSI(14)", "MACD(12, 26, 9)"]);
  await expect(page.locator("svg[role='img'] path").first()).toBeVisible();
});

test("a chart reached by a client-side navigation is drawn in the browser", { tag: "@js-only" }, async ({ page }) => {
  await page.goto("/services");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.locator("main a[href='/trend-analysis']").first().click();
  await expect(page).toHaveURL(/\/trend-analysis$/);
  await expect.poll(() => chartTitles(page)).toEqual(["Bitcoin fiyat grafiği, son 90 mum", "RSI(14)", "MACD(12, 26, 9)"]);
  await expect(page.locator("svg[role='img'] path").first()).toBeVisible();
});
