import fs from "node:fs";
import path from "node:path";
import { wcagViolations } from "../setup/axe";
import { addTransaction } from "../setup/factories";
import { expect, test } from "../setup/fixtures";
import { ownAccount, returnsRow } from "../setup/portfolio-page";

test("a seeded portfolio's value over time is drawn with its returns, in dollars and, by the URL, in lira", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const username = `gecmis-${testInfo.project.name}`;
  await ownAccount(page, username, "/portfolio-tracker");
  const bought = { type: "buy", currency: "USD", date: "2026-11-01" } as const;
  await addTransaction(username, { ...bought, symbol: "BTC", amount: 0.1, price: 50_000 });
  // No pair on the fake exchange: named on the page, not counted as zero.
  await addTransaction(username, { ...bought, symbol: "XYZ", amount: 10, price: 1 });
  await page.goto("/portfolio-tracker");

  const section = page.locator("#value-history");
  await expect(section.getByRole("heading", { name: "Değer geçmişi ve getiriler" })).toBeVisible();
  await expect(section.getByRole("img", { name: /Portföyün günlük değeri, dolar olarak/ })).toBeVisible();
  // All time: 0,1 BTC bought for 5 000 dollars is worth 6 425,05 at the fake's 64 250,50: +28,50 %.
  // In lira: 5 000 × 34,00 (the fake's close of 1 November 2026) = 170 000 put in,
  // 6 425,05 × 34,25 (today's rate) = 220 057,96 now: +29,45 %.
  const allTime = returnsRow(page, "Tüm zamanlar");
  await expect(allTime).toContainText("+%28,50");
  await expect(allTime).toContainText("$1.425,05");
  await expect(allTime).toContainText("+%29,45");
  await expect(allTime).toContainText("₺50.057,96");
  // The same 170 000 lira held in dollars: 5 000 dollars at 34,00, worth 5 000 × 34,25 = 171 250 now: +0,74 %.
  await expect(page.getByTestId("portfolio-returns").getByRole("columnheader", { name: "Dolar tutsaydınız (TL)" })).toBeVisible();
  await expect(allTime).toContainText("+%0,74");
  await expect(allTime).toContainText("₺1.250,00");
  await expect(section.getByTestId("portfolio-yardsticks-note")).toContainText("gram altın sütunu gösterilmiyor");
  // A month ago the portfolio did not exist yet.
  await expect(returnsRow(page, "1 ay")).toContainText("Portföy bu dönemden yeni");
  await expect(returnsRow(page, "1 hafta")).toBeVisible();
  await expect(section.getByText("XYZ: Borsada USDT paritesi yok; günlük kapanış fiyatı bilinmiyor.")).toBeVisible();

  await section.getByRole("link", { name: "Türk lirası (TL)" }).click();
  await expect(page).toHaveURL(/currency=TRY/);
  await expect(section.getByRole("img", { name: /Portföyün günlük değeri, Türk lirası olarak/ })).toBeVisible();
  await expect(section.getByRole("link", { name: "Türk lirası (TL)" })).toHaveAttribute("aria-current", "true");
  await section.getByText("Grafiğin verileri (ay sonları)").click();
  await expect(section.getByRole("cell", { name: /^₺/ }).first()).toBeVisible();
  // axe runs as a script in the page: the no-js project cannot inject it.
  if (testInfo.project.name === "js") expect(await wcagViolations(page, "/portfolio-tracker?currency=TRY")).toEqual([]);
});

test("a Binance trade history file is previewed with its rejected rows, then saved on confirmation", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await ownAccount(page, `aktar-${testInfo.project.name}`, "/portfolio-tracker/import");
  await expect(page.getByRole("heading", { level: 1, name: "Borsa dosyasından içe aktar" })).toBeVisible();
  await expect(page.getByText("BtcTurk, Paribu ve diğer borsalar:")).toBeVisible();

  const file = fs.readFileSync(path.resolve("tests/fixtures/binance/trade-history-new.csv"));
  await page.getByLabel("Binance işlem geçmişi (CSV)").setInputFiles({ name: "binance.csv", mimeType: "text/csv", buffer: file });
  await page.getByRole("button", { name: "Önizle" }).click();

  await expect(page.getByRole("heading", { name: "Önizleme: henüz hiçbir şey kaydedilmedi" })).toBeVisible();
  const preview = page.getByTestId("import-preview");
  await expect(preview.getByRole("row")).toHaveCount(4);
  await expect(preview.getByRole("row").nth(1)).toContainText("0,01998");
  await expect(page.getByText("Satır 5: ETH/BTC paritesi aktarılamaz")).toBeVisible();
  await expect(page.getByText('Satır 6: İşlem yönü BUY veya SELL olmalı, "HOLD" yazıyor.')).toBeVisible();
  if (testInfo.project.name === "js") expect(await wcagViolations(page, "import preview")).toEqual([]);

  await page.getByRole("button", { name: "3 işlemi portföye kaydet" }).click();
  await expect(page).toHaveURL(/\/portfolio-tracker$/);
  await expect(page.getByRole("status").filter({ hasText: "3 işlem Binance dosyasından içe aktarıldı." })).toBeVisible();
  const btc = page
    .getByTestId("holding-rows")
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: "BTC", exact: true }) });
  // 0,01998 bought, 0,005 sold for lira.
  await expect(btc).toContainText("0,01498");

  // A file over the limit is refused before it is read.
  const tooBig = await page.request.post("/portfolio-tracker/import", {
    multipart: { intent: "preview", file: { name: "buyuk.csv", mimeType: "text/csv", buffer: Buffer.alloc(600 * 1024, "a") } },
  });
  expect(tooBig.status()).toBe(413);
});
