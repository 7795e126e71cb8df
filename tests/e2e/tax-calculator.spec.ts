import type { Page } from "@playwright/test";
import { addTransaction, deleteTransactionsOf } from "../setup/factories";
import { expect, login, test } from "../setup/fixtures";

const cell = (page: Page, row: number, field: string) => page.getByLabel(`Satır ${row}: ${field}`, { exact: true });
const yearRow = (page: Page, year: string) =>
  page
    .getByTestId("tax-years")
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: year, exact: true }) });

async function typeRow(
  page: Page,
  row: number,
  values: { date: string; type: string; symbol: string; amount: string; price: string; fee?: string },
) {
  await cell(page, row, "Tarih").fill(values.date);
  await cell(page, row, "İşlem").selectOption({ label: values.type });
  await cell(page, row, "Coin").fill(values.symbol);
  await cell(page, row, "Miktar").fill(values.amount);
  await cell(page, row, "Birim fiyat").fill(values.price);
  if (values.fee) await cell(page, row, "Ücret").fill(values.fee);
}

test("typed-in transactions give the year's gain and tax in lira at a URL of their own", async ({ page }) => {
  await page.goto("/crypto-tax-calculator");
  await expect(page.getByRole("heading", { level: 1, name: "Kripto Vergi Hesaplayıcı" })).toBeVisible();
  await expect(page.getByText("vergi danışmanlığı değildir")).toBeVisible();

  await typeRow(page, 1, { date: "2024-01-10", type: "Alış", symbol: "btc", amount: "1", price: "100000", fee: "100" });
  await typeRow(page, 2, { date: "2024-06-01", type: "Satış", symbol: "BTC", amount: "0,5", price: "150000", fee: "50" });
  await page.getByLabel("Vergi oranı (%)").first().fill("20");
  await page.getByRole("button", { name: "Hesapla", exact: true }).click();

  // Cost 0,5 × 100 100 = 50 050; proceeds 75 000 − 50 = 74 950; gain 24 900; tax 20 % = 4 980.
  await expect(yearRow(page, "2024")).toContainText("₺74.950");
  await expect(yearRow(page, "2024")).toContainText("₺50.050");
  await expect(yearRow(page, "2024")).toContainText("₺24.900");
  await expect(yearRow(page, "2024")).toContainText("₺4.980");
  await expect(page.getByText(/Elde kalan: 0,5 BTC/)).toBeVisible();
  await expect(page).toHaveURL(/[?&]taxRate=20(&|$)/);

  // The result's URL opens the same result.
  await page.goto(page.url());
  await expect(yearRow(page, "2024")).toContainText("₺4.980");
  await expect(cell(page, 2, "Miktar")).toHaveValue("0,5");
});

test("bad input is answered per field in Turkish, and a sell larger than the holdings is refused", async ({ page }) => {
  await page.goto("/crypto-tax-calculator");
  await typeRow(page, 1, { date: "2024-01-10", type: "Alış", symbol: "ETH", amount: "iki", price: "100" });
  await page.getByLabel("Vergi oranı (%)").first().fill("-3");
  await page.getByRole("button", { name: "Hesapla", exact: true }).click();
  await expect(page.getByText("Miktar bir sayı olmalıdır (ör. 0,25).")).toBeVisible();
  await expect(page.getByText("Vergi oranı negatif olamaz.")).toBeVisible();
  await expect(page.getByTestId("tax-years")).toHaveCount(0);

  await cell(page, 1, "Miktar").fill("1");
  await page.getByLabel("Vergi oranı (%)").first().fill("");
  await typeRow(page, 2, { date: "2024-02-01", type: "Satış", symbol: "ETH", amount: "2", price: "120" });
  await page.getByRole("button", { name: "Hesapla", exact: true }).click();
  await expect(page.getByTestId("tax-notice")).toHaveText(
    "Satır 2: 01.02.2024 tarihli ETH satış (2), o tarihte eldeki miktarı (1) aşıyor.",
  );
  await expect(page.getByTestId("tax-years")).toHaveCount(0);

  const response = await page.request.get("/crypto-tax-calculator?date=2024-99-01&type=buy&symbol=BTC&amount=1&price=1&currency=TRY&fee=");
  expect(response.status()).toBe(400);
});

test("a pasted CSV in the portfolio's columns is computed, a 2024 dollar price at its 2024 rate", async ({ page }) => {
  await page.goto("/crypto-tax-calculator");
  await page.getByLabel("CSV metni").fill("date,type,symbol,amount,price,currency,fee,note\n2024-03-01,buy,SOL;1\n");
  await page.getByRole("button", { name: "CSV ile hesapla" }).click();
  await expect(page.getByText("Satır 2: 8 sütun olmalı, 3 sütun var.")).toBeVisible();

  await page
    .getByLabel("CSV metni")
    .fill("date,type,symbol,amount,price,currency,fee,note\n2024-03-01,buy,SOL,10,100,USD,,ilk\n2025-02-01,sell,SOL,4,5000,TRY,,\n");
  // The exchange's rate, picked instead of TCMB's (tests/e2e/tax-tcmb.spec.ts covers TCMB's).
  await page.locator("#csv-tax-rates").selectOption("exchange");
  await page.getByRole("button", { name: "CSV ile hesapla" }).click();
  // The list now sits in the typed-in rows, at its own URL. The fake exchange's USDT/TRY closed at
  // 24,25 on 2024-03-01 (today's rate is 34,25): cost 4 × 100 $ × 24,25 = 9 700 TL; proceeds 20 000 TL.
  await expect(page).toHaveURL(/symbol=SOL.*rates=exchange/);
  await expect(cell(page, 1, "Coin")).toHaveValue("SOL");
  await expect(yearRow(page, "2025")).toContainText("₺9.700");
  await expect(yearRow(page, "2025")).toContainText("₺10.300");
  await expect(page.getByTestId("rate-note")).toContainText("01.03.2024 ₺24,25");
});

test("a signed-in user computes from their own portfolio; a visitor is asked to sign in", async ({ page }, testInfo) => {
  await page.goto("/crypto-tax-calculator?source=portfolio");
  await expect(page.getByTestId("tax-notice")).toHaveText("Portföyünüzdeki işlemleri kullanmak için giriş yapın.");
  await expect(page.getByRole("link", { name: "giriş yapın" })).toHaveAttribute(
    "href",
    `/login?redirectTo=${encodeURIComponent("/crypto-tax-calculator?source=portfolio")}`,
  );

  // Both projects may share a worker's database; each keeps to its own coin.
  const symbol = testInfo.project.name === "js" ? "AVAX" : "DOT";
  await deleteTransactionsOf("ayse", symbol);
  await addTransaction("ayse", { type: "buy", symbol, amount: 2, price: 1000, currency: "TRY", date: "2023-05-01" });
  await addTransaction("ayse", { type: "sell", symbol, amount: 1, price: 1777, currency: "TRY", date: "2023-09-01" });

  await login(page, "ayse", "/crypto-tax-calculator");
  await page.getByLabel("Vergi oranı (%)").nth(1).fill("10");
  await page.getByRole("button", { name: "Portföyümdeki işlemlerle hesapla" }).click();
  await expect(page).toHaveURL(/source=portfolio/);
  await expect(page.getByTestId("tax-events").getByRole("row").filter({ hasText: symbol })).toContainText("₺777");
});
