import fs from "node:fs";
import type { Page } from "@playwright/test";
import { settingValue, storeSetting } from "../setup/factories";
import { expect, login, test } from "../setup/fixtures";
import { wcagViolations } from "../setup/axe";

const marketRows = (page: Page) => page.getByTestId("market-rows").getByRole("row");

test("market data: every pair from the exchange, search in the URL, bad input explained", async ({ page }) => {
  await page.goto("/market-data");
  await expect(page.getByRole("heading", { level: 1, name: "Piyasa Verileri" })).toBeVisible();
  await expect(page.getByTestId("data-source")).toContainText("Canlı");
  await expect(page.getByText("yatırım tavsiyesi değildir")).toBeVisible();
  // The fake exchange's eight USDT pairs above the floor, by volume, with the lira price.
  await expect(marketRows(page)).toHaveCount(8);
  await expect(marketRows(page).first()).toContainText("Bitcoin");
  await expect(marketRows(page).first()).toContainText("$64.250,50");
  await expect(marketRows(page).first()).toContainText("₺2.200.579,63");

  await page.getByLabel("Parite ara").fill("sol");
  await page.getByRole("button", { name: "Uygula" }).click();
  await expect(page).toHaveURL(/\/market-data\?q=sol(&|$)/);
  await expect(marketRows(page)).toHaveCount(1);
  await expect(marketRows(page).first()).toContainText("Solana");

  await page.getByLabel("Parite ara").fill("");
  await page.getByLabel("Sıralama", { exact: true }).selectOption("change");
  await page.getByRole("button", { name: "Uygula" }).click();
  await expect(page).toHaveURL(/sort=change/);
  await expect(marketRows(page).first()).toContainText("Dogecoin");

  const response = await page.goto(`/market-data?q=${"x".repeat(10_000)}&sort=nope&page=-4`);
  expect(response?.status()).toBe(200);
  const notices = page.getByTestId("query-notices");
  await expect(notices).toContainText("Arama metni en fazla 50 karakter olabilir");
  await expect(notices).toContainText("Bilinmeyen sıralama seçildi");
  await expect(notices).toContainText("Sayfa numarası 1 veya daha büyük");
});

test("market data: the CSV download is the same table, UTF-8 with BOM and Turkish headers", async ({ page }) => {
  await page.goto("/market-data?q=eth");
  const downloading = page.waitForEvent("download");
  await page.getByTestId("csv-link").click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^piyasa-verileri-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = fs.readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").trimEnd().split("\r\n");
  expect(lines[0]).toBe(
    "Sembol;Coin;Fiyat (USD);Fiyat (TRY);24s Değişim (%);24s En Yüksek (USD);24s En Düşük (USD);24s Hacim (adet);24s Hacim (USDT);" +
      "Piyasa Değeri Sırası;Piyasa Değeri (USD);Dolaşımdaki Arz;Maksimum Arz;1s Değişim (%);7g Değişim (%)",
  );
  expect(lines.slice(1).map((line) => line.split(";")[0])).toEqual(["ETHUSDT"]);
  expect(lines[1]).toContain(";3120,75;");

  const response = await page.request.get("/market-data.csv");
  expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect((await response.text()).trimEnd().split("\r\n")).toHaveLength(9);
});

test("crypto rating: grades with their reasons, filtered by grade in the URL", async ({ page }) => {
  await page.goto("/crypto-rating");
  await expect(page.getByRole("heading", { level: 1, name: "Kripto Derecelendirme" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Yöntem" })).toBeVisible();
  // Bitcoin: score 90, 1.85 billion USDT (100), a 6 % range (82.4): 45 + 30 + 16.5 = 91.5, grade A.
  const btc = page.locator('tr[data-symbol="BTCUSDT"]');
  await expect(btc.getByTestId("grade")).toHaveText("A");
  await expect(btc).toContainText("91,5");
  await expect(btc).toContainText("Analiz puanı 90/100 (olumlu)");
  await expect(btc).toContainText("Günlük fiyat aralığı %6,00 (sakin)");

  await page.getByLabel(/^A \(/).check();
  await page.getByRole("button", { name: "Süz" }).click();
  await expect(page).toHaveURL(/\/crypto-rating\?grade=A$/);
  // With JavaScript the address changes before the filtered rows arrive: wait for the rows.
  const grades = page.getByTestId("rating-rows").getByTestId("grade");
  await expect(grades.filter({ hasNotText: /^A$/ })).toHaveCount(0);
  expect(await grades.count()).toBeGreaterThan(0);

  await page.goto("/crypto-rating?grade=Q");
  await expect(page.getByTestId("query-notices")).toContainText("Bilinmeyen not seçildi");
});

test("arbitrage: the best cycles from the fake book, net of the fee, explained", { tag: "@no-js-only" }, async ({ page }) => {
  await page.goto("/arbitrage-opportunities");
  await expect(page.getByRole("heading", { level: 1, name: "Arbitraj Fırsatları" })).toBeVisible();
  await expect(page.getByText("bir döngü nadirdir")).toBeVisible();
  await expect(page.getByTestId("arbitrage-summary")).toContainText("adım başına %0,1");
  await expect(page.getByTestId("arbitrage-summary")).toContainText(
    "4 çapraz paritede 8 döngü hesaplandı; hiçbiri ücret sonrası kârlı değil.",
  );
  const rows = page.getByTestId("arbitrage-rows").getByRole("row");
  await expect(rows).toHaveCount(8);
  // 1 / 3121 × 0.0487 × 64250 = 1.002555: +0.256 % before fees, -0.045 % after 0.1 % on each of three legs.
  await expect(rows.first()).toContainText("USDT → ETH → BTC → USDT");
  await expect(rows.first()).toContainText("+%0,256");
  await expect(rows.first()).toContainText("-%0,045");
  await expect(rows.first()).toContainText("ETHBTC: sat @ 0,0487");
});

test("reports: today's report is written, listed and has its own page; bad days are refused", async ({ page }) => {
  await page.goto("/crypto-reports");
  await expect(page.getByRole("heading", { level: 1, name: "Kripto Raporlar" })).toBeVisible();
  const first = page.getByTestId("report-list").getByRole("link").first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/crypto-reports\/\d{4}-\d{2}-\d{2}$/);
  const report = page.getByTestId("market-report");
  await expect(report).toContainText("8 USDT paritesinden 5 tanesi yükseldi, 3 tanesi düştü");
  await expect(report.getByRole("heading", { name: "En çok yükselenler" })).toBeVisible();
  await expect(report).toContainText("Dogecoin");
  await expect(page.getByText("yatırım tavsiyesi değildir")).toBeVisible();

  expect((await page.goto("/crypto-reports/2026-02-30"))?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("Geçersiz tarih");
  expect((await page.goto("/crypto-reports/2001-01-01"))?.status()).toBe(404);
  await expect(page.getByRole("alert")).toContainText("için rapor bulunamadı");

  const feed = await (await page.request.get("/rss.xml")).text();
  expect(feed).toMatch(/<link>[^<]*\/crypto-reports\/\d{4}-\d{2}-\d{2}<\/link>/);
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toMatch(/\/crypto-reports\/\d{4}-\d{2}-\d{2}<\/loc>/);
});

test("crypto API documents the public calls with relative curl examples", { tag: "@no-js-only" }, async ({ page }) => {
  await page.goto("/crypto-api");
  const ticker = page.getByTestId("endpoint-api-ticker");
  await expect(ticker.getByRole("heading", { name: "GET /api/ticker" })).toBeVisible();
  await expect(ticker).toContainText('curl -s --compressed "$SITE/api/ticker"');
  await expect(ticker).toContainText("If-None-Match");
  await expect(ticker).toContainText('"symbol": "BTCUSDT"');
  await expect(page.getByTestId("endpoint-market-data-csv")).toContainText("/market-data.csv");
});

test("admin settings: a bad fee is refused in Turkish, a good one is saved and used", async ({ page }) => {
  await login(page, "admin");
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Site Ayarları" })).toBeVisible();
  const fee = page.getByLabel("Arbitraj işlem ücreti (%, her adım için)");
  await expect(fee).toHaveValue("0,1");
  try {
    await fee.fill("-1");
    await page.getByRole("button", { name: "Kaydet" }).click();
    await expect(page.getByText("İşlem ücreti negatif olamaz.")).toBeVisible();
    expect(await settingValue("arbitrage_fee_percent")).toBe("0.1");

    await page.getByLabel("Arbitraj işlem ücreti (%, her adım için)").fill("0,2");
    await page.getByRole("button", { name: "Kaydet" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Site ayarları kaydedildi" })).toBeVisible();
    await expect(page.getByLabel("Arbitraj işlem ücreti (%, her adım için)")).toHaveValue("0,2");
    await page.goto("/arbitrage-opportunities");
    await expect(page.getByTestId("arbitrage-summary")).toContainText("adım başına %0,2");

    await page.goto("/admin/logs");
    await expect(page.getByText("Site ayarları güncellendi").first()).toBeVisible();
  } finally {
    await storeSetting("arbitrage_fee_percent", "0.1");
  }
});

test("the market snapshot pages pass the WCAG A and AA checks", { tag: "@js-only" }, async ({ page }) => {
  // @js-only: checked once, in the js project.
  test.setTimeout(90_000);
  const found: string[] = [];
  for (const path of ["/market-data", "/crypto-rating", "/arbitrage-opportunities", "/crypto-reports", "/crypto-api"]) {
    await page.goto(path);
    found.push(...(await wcagViolations(page, path)));
  }
  expect(found).toEqual([]);
});
