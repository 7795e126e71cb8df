import { expect, test } from "../setup/fixtures";
import { wcagViolations } from "../setup/axe";

test("trend analysis draws the candles and indicators from the exchange and reads them in Turkish", async ({ page }) => {
  await page.goto("/trend-analysis");
  await expect(page).toHaveTitle(/Trend Analizi/);
  await expect(page.getByRole("heading", { level: 1, name: "Trend Analizi" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /Bitcoin \(BTC\/USDT\) · Günlük/ })).toBeVisible();
  await expect(page.getByTestId("candle-source")).toContainText("Canlı");
  await expect(page.getByText("Örnek veri")).toHaveCount(0);

  await expect(page.getByRole("img", { name: /Bitcoin fiyat grafiği, son 90 mum/ })).toBeVisible();
  await expect(page.getByTestId("price-chart").locator("rect")).toHaveCount(90);
  await expect(page.getByRole("img", { name: /RSI\(14\)/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /MACD\(12, 26, 9\)/ })).toBeVisible();
  const readings = page.getByTestId("readings").getByRole("listitem");
  await expect(readings).toHaveCount(3);
  await expect(readings.nth(0)).toContainText(/^SMA: /);
  await expect(readings.nth(1)).toContainText(/RSI \d+: /);
  await expect(readings.nth(2)).toContainText(/MACD -?[\d.,]+: sinyal çizgisini/);
  await expect(page.getByText("yatırım tavsiyesi değildir")).toBeVisible();

  // Another coin and interval through the GET form: the result has its own URL.
  await page.getByLabel("Coin", { exact: true }).selectOption("ETHUSDT");
  await page.getByLabel("Zaman aralığı").selectOption("4h");
  await page.getByRole("button", { name: "Göster" }).click();
  await expect(page).toHaveURL(/symbol=ETHUSDT&interval=4h/);
  await expect(page.getByRole("heading", { level: 2, name: /Ethereum \(ETH\/USDT\) · 4 saatlik/ })).toBeVisible();
  await expect(page.getByTestId("price-chart")).toBeVisible();
});

test("trend analysis answers bad input with the page and a Turkish message, status 400", { tag: "@no-js-only" }, async ({ page }) => {
  for (const [search, message] of [
    ["?symbol=NOPEUSDT", "NOPEUSDT piyasa listesinde bulunamadı"],
    ["?interval=7m", "Zaman aralığı 1d, 4h veya 1h olmalı."],
    [`?symbol=${"A".repeat(10_000)}`, "Coin sembolü en fazla 20 karakter olabilir."],
  ] as const) {
    const response = await page.goto(`/trend-analysis${search}`);
    expect(response?.status()).toBe(400);
    await expect(page.getByTestId("query-error")).toHaveText(new RegExp(message.replace(/[().]/g, "\\$&")));
    await expect(page.getByLabel("Coin", { exact: true })).toBeVisible();
    await expect(page.getByTestId("price-chart")).toHaveCount(0);
  }
});

test("market predictions show 1- and 7-day ranges with what they mean, drawn as a fan", { tag: "@no-js-only" }, async ({ page }) => {
  await page.goto("/market-predictions?symbol=ETHUSDT");
  await expect(page).toHaveTitle(/Piyasa Tahminleri/);
  await expect(page.getByRole("heading", { level: 2, name: "Ethereum: 1 ve 7 günlük oynaklık aralıkları" })).toBeVisible();
  await expect(page.getByTestId("candle-source")).toContainText("Canlı");
  const rows = page.getByTestId("range-rows").getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("1 gün");
  await expect(rows.nth(1)).toContainText("7 gün");
  // Dollar and lira figures, written the Turkish way.
  await expect(rows.nth(0)).toContainText(/\$\d{1}\.\d{3},\d{2}/);
  await expect(rows.nth(0)).toContainText("₺");
  await expect(page.getByTestId("range-meaning")).toContainText("%68 olasılıkla 1σ");
  await expect(page.getByText("Bu bir tahmin değildir")).toBeVisible();
  await expect(page.getByRole("img", { name: /oynaklık yelpazesi/ })).toBeVisible();

  const response = await page.goto("/market-predictions?symbol=%3Cscript%3E");
  expect(response?.status()).toBe(400);
  await expect(page.getByTestId("query-error")).toContainText("yalnızca harf ve rakam");
});

test("the candle pages pass the WCAG A and AA checks", { tag: "@js-only" }, async ({ page }) => {
  // @js-only: checked once, in the js project.
  const found: string[] = [];
  for (const path of ["/trend-analysis", "/market-predictions", "/crypto-analysis"]) {
    await page.goto(path);
    found.push(...(await wcagViolations(page, path)));
  }
  expect(found).toEqual([]);
});

test(
  "crypto analysis draws a 7-day sparkline per row and a 30-day chart for the selected coin",
  { tag: "@no-js-only" },
  async ({ page }) => {
    await page.goto("/crypto-analysis?coin=SOLUSDT");
    const rows = page.getByTestId("coin-rows").getByRole("row");
    await expect(rows).toHaveCount(8);
    await expect(rows.getByRole("img", { name: /^Bitcoin, son 7 gün: [+-]?%\d/ })).toBeVisible();
    await expect(page.getByTestId("coin-rows").getByTestId("sparkline")).toHaveCount(8);
    await expect(page.getByTestId("month-chart")).toContainText("Son 30 gün");
    await expect(page.getByRole("img", { name: "Solana, son 30 günlük kapanış fiyatları" })).toBeVisible();
  },
);

test(
  "market sentiment shows our gauge with its parts, stores the day's value and shows no card for an outside index that is not set",
  { tag: "@no-js-only" },
  async ({ page }) => {
    await page.goto("/market-sentiment");
    await expect(page).toHaveTitle(/Piyasa Duyarlılığı/);
    await expect(page.getByRole("img", { name: /Korku ve açgözlülük göstergesi: \d+, / })).toBeVisible();
    await expect(page.getByTestId("sentiment-parts").getByRole("row")).toHaveCount(4);
    await expect(page.getByTestId("sentiment-parts")).toContainText("5 coin yükseldi, 3 coin düştü.");
    // No outside index is configured here: its card is not shown at all, rather than shown empty.
    await expect(page.getByTestId("outside-index")).toHaveCount(0);
    await expect(page.getByTestId("history-note")).toContainText("1 gün kaydedildi");
    await expect(page.getByText("yatırım tavsiyesi değildir")).toBeVisible();
  },
);
