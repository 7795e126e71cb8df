import type { Page } from "@playwright/test";
import { expect, login, test } from "../setup/fixtures";

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const holding = (page: Page, symbol: string) =>
  page
    .getByTestId("holding-rows")
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: symbol, exact: true }) });

test("a visitor sees a sample portfolio labelled 'Örnek' and is asked to sign in", { tag: "@no-js-only" }, async ({ page }) => {
  await page.goto("/portfolio-tracker");
  await expect(page.getByRole("heading", { level: 1, name: "Portföy Takibi" })).toBeVisible();
  await expect(page.getByText("Örnek", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Örnek portföy" })).toBeVisible();
  await expect(page.getByText("Canlı fiyatlar")).toBeVisible();
  // 0,2 BTC of the sample at the fake market's 64 250,50 dollars.
  await expect(holding(page, "BTC")).toContainText("$12.850,10");
  await expect(page.getByRole("img", { name: /Portföy dağılımı/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "giriş yapın" })).toHaveAttribute("href", "/login?redirectTo=/portfolio-tracker");
  await expect(page.getByRole("button", { name: "İşlemi ekle" })).toHaveCount(0);
});

test("a user adds, edits and deletes (after confirming) a transaction and sees the holding", async ({ page }, testInfo) => {
  const js = testInfo.project.name === "js";
  // Both projects may share a worker's database; each keeps to its own coin.
  const symbol = js ? "LINK" : "ADA";
  await login(page, "ahmet", "/portfolio-tracker");
  await expect(page.getByRole("heading", { name: "Varlıklarım" })).toBeVisible();
  await expect(page.getByText("Örnek", { exact: true })).toHaveCount(0);

  const form = page.locator("#transaction-form");
  await form.getByLabel("Coin (sembol)").fill(symbol);
  await form.getByLabel("Miktar").fill("iki");
  await form.getByLabel("Birim fiyat").fill("10");
  await form.getByLabel("Tarih").fill("2024-01-05");
  await form.getByRole("button", { name: "İşlemi ekle" }).click();
  await expect(form.getByText("Miktar bir sayı olmalıdır (ör. 0,25).")).toBeVisible();

  await form.getByLabel("Miktar").fill("2,5");
  await form.getByRole("button", { name: "İşlemi ekle" }).click();
  await expect(toast(page, "İşlem eklendi.")).toBeVisible();
  await expect(holding(page, symbol)).toContainText("2,5");

  await page.getByRole("link", { name: `Düzenle: 05.01.2024 ${symbol} Alış` }).click();
  await expect(page.getByRole("heading", { name: "İşlemi düzenle" })).toBeVisible();
  await expect(form.getByLabel("Miktar")).toHaveValue("2,5");
  await form.getByLabel("Miktar").fill("4");
  await form.getByRole("button", { name: "Değişiklikleri kaydet" }).click();
  await expect(toast(page, "İşlem güncellendi.")).toBeVisible();
  await expect(holding(page, symbol)).toContainText("4");

  const remove = page.getByRole(js ? "button" : "link", { name: `Sil: 05.01.2024 ${symbol} Alış` });
  if (js) {
    page.once("dialog", (dialog) => dialog.accept());
    await remove.click();
  } else {
    await remove.click();
    await expect(page.getByText(`05.01.2024 tarihli ${symbol} alış işlemi silinsin mi?`)).toBeVisible();
    await page.getByRole("button", { name: "Evet, sil" }).click();
  }
  await expect(toast(page, "İşlem silindi.")).toBeVisible();
  await expect(holding(page, symbol)).toHaveCount(0);
});
