import type { Page } from "@playwright/test";
import { expect, login, test } from "../setup/fixtures";

// Issue 49: on a 360 px phone the figures a visitor came for (the row's name, its price and its
// change) are on screen without scrolling sideways, on every market table; the tax calculator's
// rows are stacked fields; an admin table keeps its actions in view. Measured in the laid-out
// page with JavaScript on and off: the server's markup must do it alone.
test.use({ viewport: { width: 360, height: 740 } });

/** Every cell marked as a key figure ([data-key-figure]) in `rows`, with its box; none may lie past either edge of the window. */
async function keyFiguresOutside(page: Page, rows: string) {
  await expect(page.locator(`${rows} [data-key-figure]`).first()).toBeAttached();
  return page.evaluate((selector) => {
    const outside: string[] = [];
    let counted = 0;
    for (const row of document.querySelectorAll(selector)) {
      for (const cell of row.querySelectorAll<HTMLElement>("[data-key-figure]")) {
        counted++;
        const box = cell.getBoundingClientRect();
        if (box.left < 0 || box.right > window.innerWidth + 0.5 || box.width === 0) {
          outside.push(`${cell.dataset.keyFigure} "${cell.textContent?.trim()}" ${Math.round(box.left)}-${Math.round(box.right)}`);
        }
      }
    }
    return { counted, outside };
  }, rows);
}

for (const { url, rows, perRow } of [
  { url: "/crypto-analysis", rows: "[data-testid=coin-rows] tr", perRow: 3 },
  { url: "/market-data", rows: "[data-testid=market-rows] tr", perRow: 3 },
  { url: "/", rows: "[data-testid=home-market-row]", perRow: 4 },
]) {
  test(`${url}: every row's name, price and change are on a 360 px screen`, async ({ page }, testInfo) => {
    await page.goto(url);
    // With JavaScript, measured once the page has hydrated and drawn what it draws in the browser.
    if (testInfo.project.name === "js") await page.waitForLoadState("networkidle");
    const { counted, outside } = await keyFiguresOutside(page, rows);
    expect(outside).toEqual([]);
    expect(counted % perRow).toBe(0);
    expect(counted).toBeGreaterThanOrEqual(5 * perRow);
  });
}

test("the tax calculator's rows are stacked fields on a phone, every one on screen", async ({ page }) => {
  await page.goto("/crypto-tax-calculator");
  const fields = page.locator("#typed-form tbody").getByRole("textbox").or(page.locator("#typed-form tbody select"));
  await expect(fields.first()).toBeVisible();
  const boxes = await fields.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
  expect(boxes.length).toBeGreaterThanOrEqual(8);
  for (const box of boxes) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(360);
  }
  // Stacked: a row's eight fields take several lines, each shown with its name.
  const firstRow = boxes.slice(0, 8);
  expect(new Set(firstRow.map((box) => Math.round(box.top))).size).toBeGreaterThan(2);
  await expect(page.locator("#typed-form tbody tr").first().getByText("Birim fiyat", { exact: true })).toBeVisible();
});

test("/admin/users keeps each user's actions in view on a phone", { tag: "@no-js-only" }, async ({ page }) => {
  await login(page, "admin", "/admin/users");
  const actions = page.getByRole("link", { name: "admin düzenle" });
  await expect(actions).toBeVisible();
  const box = (await actions.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
});

test("a buy at 85.000 TL on a phone is saved as eighty-five thousand lira", async ({ page }, testInfo) => {
  // Each project keeps to its own coin: both may share a worker's database.
  const symbol = testInfo.project.name === "js" ? "DOT" : "XLM";
  await login(page, "ahmet", "/portfolio-tracker");
  const form = page.locator("#transaction-form");
  await form.getByLabel("Coin (sembol)").fill(symbol);
  await form.getByLabel("Miktar").fill("0,5");
  await form.getByLabel("Birim fiyat").fill("85.000");
  await form.getByLabel("Para birimi").selectOption("TRY");
  await form.getByLabel("Tarih").fill("2024-01-05");
  await form.getByRole("button", { name: "İşlemi ekle" }).click();
  await expect(page.getByRole("status").filter({ hasText: 'Birim fiyat "85.000" binlik ayırıcıyla 85000 olarak okundu' })).toBeVisible();
  const row = page.getByTestId("transaction-rows").getByRole("row").filter({ hasText: symbol }).first();
  await expect(row).toContainText("₺85.000");
  // The edit form gives the figure back as it reads it again: no grouping, nothing to misread.
  await page.getByRole("link", { name: `Düzenle: 05.01.2024 ${symbol} Alış` }).click();
  await expect(form.getByLabel("Birim fiyat")).toHaveValue("85000");
  // Clean up, so that a retry or the other project starts from the same portfolio.
  await page.goto("/portfolio-tracker");
  const remove = page.getByRole(testInfo.project.name === "js" ? "button" : "link", { name: `Sil: 05.01.2024 ${symbol} Alış` });
  if (testInfo.project.name === "js") {
    page.once("dialog", (dialog) => dialog.accept());
    await remove.click();
  } else {
    await remove.click();
    await page.getByRole("button", { name: "Evet, sil" }).click();
  }
  await expect(page.getByRole("status").filter({ hasText: "İşlem silindi." })).toBeVisible();
});
