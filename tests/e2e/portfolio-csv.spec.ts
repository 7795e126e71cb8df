import type { Page } from "@playwright/test";
import { deleteTransactionsOf } from "../setup/factories";
import { expect, login, test } from "../setup/fixtures";

const holding = (page: Page, symbol: string) =>
  page
    .getByTestId("holding-rows")
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: symbol, exact: true }) });

test("a user imports transactions from CSV (a bad row imports nothing) and exports them", async ({ page, request }, testInfo) => {
  // Both projects may share a worker's database; each keeps to its own coin.
  const symbol = testInfo.project.name === "js" ? "ATOM" : "NEAR";
  await deleteTransactionsOf("ayse", symbol);

  await login(page, "ayse", "/portfolio-tracker");
  const header = "date,type,symbol,amount,price,currency,fee,note";
  await page
    .getByLabel("veya CSV metni")
    .fill(`${header}\n2024-02-01,buy,${symbol},10,5,USD,0,ilk\n2024-03-01,sell,${symbol},abc,6,USD,0,\n`);
  await page.getByRole("button", { name: "İçe aktar" }).click();
  await expect(page.getByText("İçe aktarma yapılmadı:")).toBeVisible();
  await expect(page.getByText("Satır 3: Miktar bir sayı olmalıdır (ör. 0,25).")).toBeVisible();
  await expect(holding(page, symbol)).toHaveCount(0);

  await page
    .getByLabel("veya CSV metni")
    .fill(`${header}\n2024-02-01,buy,${symbol},10,5,USD,0,ilk\n2024-03-01,sell,${symbol},4,6,USD,0,\n`);
  await page.getByRole("button", { name: "İçe aktar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "2 işlem içe aktarıldı." })).toBeVisible();
  await expect(holding(page, symbol)).toContainText("6");

  const exported = await page.request.get("/portfolio-tracker.csv");
  expect(exported.headers()["content-type"]).toContain("text/csv");
  const text = await exported.text();
  expect(text.startsWith("\uFEFF")).toBe(true);
  expect(text).toContain(`2024-03-01,sell,${symbol},4,6,USD,0,`);

  // A visitor has no file to download: the sign-in page instead.
  const anonymous = await request.get("/portfolio-tracker.csv", { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toContain("/login");
});
