import type { Page } from "@playwright/test";
import { expect, test } from "../setup/fixtures";

/** The record is computed in the background a few seconds after the server starts, from the fake's daily candles. */
async function recordReady(page: Page) {
  await expect
    .poll(async () => (await (await page.request.get("/api/track-record")).json()).generatedAt, { timeout: 45_000 })
    .not.toBeNull();
}

test("the analysis card shows the band's measured record beside 'Güçlü Al' and links to the method", async ({ page }) => {
  test.setTimeout(60_000);
  await recordReady(page);
  await page.goto("/crypto-analysis?coin=BTCUSDT");
  const card = page.getByTestId("analysis-card");
  await expect(card.getByTestId("analysis-recommendation")).toHaveText("Güçlü Al");
  await expect(card.getByTestId("record-line")).toContainText(
    /^Bu banttaki [\d.]+ geçmiş çağrı: 30 günde ort\. [+-]?%\d+,\d; aynı dönemde piyasa [+-]?%\d+,\d; isabet %\d+\./,
  );
  // The fake's record does not back the rule's timeframe: it is named as the rule's label.
  await expect(card.getByTestId("analysis-timeframe")).toContainText("kuralın etiketi");

  await card.getByRole("link", { name: "Nasıl ölçülür?" }).click();
  await expect(page).toHaveURL(/\/methodology$/);
  await expect(page.getByRole("heading", { level: 1, name: "Yöntem ve geçmiş kayıt" })).toBeVisible();
});

test(
  "the methodology page explains the rule and shows the record per band and grade, the ranges' calibration and the signals' baseline",
  { tag: "@no-js-only" },
  async ({ page }) => {
    test.setTimeout(60_000);
    await recordReady(page);
    await page.goto("/methodology");
    await expect(page).toHaveTitle(/Yöntem ve Geçmiş Kayıt/);
    await expect(page.getByRole("heading", { name: "Puan nasıl hesaplanır?" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Kayıt nasıl ölçülür?" })).toBeVisible();
    await expect(page.getByText("İddia etmediği:")).toBeVisible();
    const bands = page.getByTestId("band-record").locator("tbody tr");
    await expect(bands).toHaveCount(5);
    await expect(bands.nth(0).getByRole("rowheader")).toHaveText("Güçlü Al");
    await expect(page.getByTestId("grade-record").locator("tbody tr")).toHaveCount(5);
    await expect(page.getByTestId("record-span")).toContainText("Çağrı günleri:");
    await expect(page.getByTestId("calibration")).toContainText("1σ bandının içinde %");

    await page.goto("/crypto-rating");
    await expect(page.getByTestId("grade-records").getByTestId("record-line")).toHaveCount(5);
    await page.goto("/market-predictions?symbol=BTCUSDT");
    await expect(page.getByTestId("record-line")).toContainText("1 günlük aralığında kapanış 1σ bandının içinde");

    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/methodology</loc>");
  },
);
