import type { Page } from "@playwright/test";
import { defaultRows, type FakeTicker, type TickerRow } from "../fakes/ticker-server";
import { expect, login, test } from "../setup/fixtures";

const noJs = () => test.info().project.name === "no-js";
const rows = (page: Page) => page.getByTestId("coin-rows").getByRole("row");
const coinNames = (page: Page) => page.getByTestId("coin-rows").getByRole("row").locator("td:nth-child(2) a");

/** Waits until the server's cache (1 s in the tests) serves the given number of coins. */
async function serverShows(page: Page, count: number, source = "live") {
  await expect
    .poll(async () => {
      const body = await (await page.request.get("/api/ticker")).json();
      return `${body.source}:${body.coins.length}`;
    })
    .toBe(`${source}:${count}`);
}

async function withMarket(page: Page, ticker: FakeTicker, next: TickerRow[], count: number, body: () => Promise<void>) {
  try {
    ticker.setRows(next);
    await serverShows(page, count);
    await body();
  } finally {
    ticker.setRows(defaultRows);
    await serverShows(page, 8);
  }
}

test("lists live coins, searches, sorts and selects a coin", async ({ page }) => {
  await page.goto("/crypto-analysis");
  await expect(page.getByRole("heading", { level: 1, name: "Kripto Analiz" })).toBeVisible();
  await expect(page.getByText("Canlı", { exact: true })).toBeVisible();
  await expect(page.getByText("Örnek veri")).toHaveCount(0);
  await expect(page.getByText("yatırım tavsiyesi değildir")).toBeVisible();

  // Only USDT pairs above the volume floor, by quote volume; prices in dollars and in lira.
  await expect(coinNames(page)).toHaveText(["Bitcoin", "Ethereum", "BNB", "Solana", "XRP", "Cardano", "Dogecoin", "Chainlink"]);
  await expect(rows(page).first()).toContainText("$64.250,50");
  await expect(rows(page).first()).toContainText("₺2.200.579,63");
  await expect(page.getByText("Yükselen", { exact: true }).locator("xpath=..")).toContainText("5");

  // The first coin is selected until the visitor picks another.
  await expect(page.getByRole("heading", { level: 2, name: "Bitcoin" })).toBeVisible();

  await page.getByLabel("Coin ara").fill("sol");
  await page.getByRole("button", { name: "Uygula" }).click();
  await expect(page).toHaveURL(/q=sol/);
  await expect(coinNames(page)).toHaveText(["Solana"]);

  await page.getByLabel("Coin ara").fill("");
  await page.getByLabel("Sıralama", { exact: true }).selectOption("change");
  await page.getByRole("button", { name: "Uygula" }).click();
  await expect(page).toHaveURL(/sort=change/);
  await expect(coinNames(page)).toHaveText(["Dogecoin", "BNB", "Chainlink", "Bitcoin", "XRP", "Ethereum", "Cardano", "Solana"]);

  // Names read A to Z unless the visitor asks otherwise.
  await page.getByLabel("Sıralama", { exact: true }).selectOption("name");
  await page.getByRole("button", { name: "Uygula" }).click();
  await expect(coinNames(page).first()).toHaveText("Bitcoin");
  await page.getByLabel("Sıralama yönü").selectOption("desc");
  await page.getByRole("button", { name: "Uygula" }).click();
  await expect(page).toHaveURL(/dir=desc/);
  await expect(coinNames(page).first()).toHaveText("XRP");

  await coinNames(page).filter({ hasText: "Ethereum" }).click();
  await expect(page).toHaveURL(/coin=ETHUSDT/);
  await expect(page).toHaveURL(/sort=name/);
  const detail = page.getByTestId("coin-detail");
  await expect(detail.getByRole("heading", { name: "Ethereum" })).toBeVisible();
  await expect(detail).toContainText("$3.120,75");
  // -1.2% change, 6% range, >100M volume (+20), near both the high and the low (-5 +10, one "narrow
  // range" reason since they would contradict each other), Ethereum (+5).
  const analysis = page.getByTestId("analysis-card");
  await expect(analysis.getByTestId("analysis-score")).toHaveText("80/100");
  await expect(analysis).toContainText("Yükseliş");
  await expect(analysis).toContainText("Güçlü Al");
  await expect(analysis).toContainText("1-4 hafta");
  await expect(analysis.getByRole("listitem")).toHaveCount(3);
});

test("pages through a large market 50 coins at a time", async ({ page, server }) => {
  const many: TickerRow[] = Array.from({ length: 120 }, (_, i) => ({
    symbol: `COIN${i}USDT`,
    lastPrice: "1",
    priceChangePercent: "0",
    highPrice: "1.05",
    lowPrice: "0.95",
    volume: "1000",
    quoteVolume: String(200_000_000 - i * 1000),
  }));
  await withMarket(page, server.ticker, many, 120, async () => {
    await page.goto("/crypto-analysis");
    await expect(page.getByText("120 coin · Sayfa 1 / 3")).toBeVisible();
    await expect(rows(page)).toHaveCount(50);
    await expect(coinNames(page).first()).toHaveText("COIN0");
    await page.getByRole("link", { name: "Sonraki Sayfa" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(coinNames(page).first()).toHaveText("COIN50");
    await page.getByRole("link", { name: "Sonraki Sayfa" }).click();
    await expect(rows(page)).toHaveCount(20);
    await expect(page.getByRole("link", { name: "Sonraki Sayfa" })).toHaveCount(0);
    // Beyond the top 100 there is no analysis.
    await coinNames(page).last().click();
    await expect(page.getByTestId("analysis-card")).toContainText("ilk 100 coin arasında değil");
  });
});

test("a signed-in user keeps favourites; a visitor is asked to sign in", async ({ page }) => {
  await page.goto("/crypto-analysis");
  await page.getByRole("button", { name: "Solana favorilere ekle" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Favori eklemek için giriş yapmalısınız" })).toBeVisible();

  await login(page, "ahmet", "/crypto-analysis?coin=BNBUSDT");
  const detail = page.getByTestId("coin-detail");
  await detail.getByRole("button", { name: "Favorilere Ekle" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Favorilere eklendi" })).toBeVisible();
  await expect(page).toHaveURL(/coin=BNBUSDT/);
  try {
    await expect(detail.getByRole("button", { name: "Favorilerden Çıkar" })).toBeVisible();
    await page.getByLabel("Sadece favoriler").check();
    await page.getByRole("button", { name: "Uygula" }).click();
    await expect(page).toHaveURL(/fav=1/);
    await expect(coinNames(page)).toHaveText(["BNB"]);
  } finally {
    await detail.getByRole("button", { name: "Favorilerden Çıkar" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Favorilerden çıkarıldı" })).toBeVisible();
  }
  await expect(page.getByText("Henüz favori coininiz yok.")).toBeVisible();
});

test("refreshes without a reload and says when the source fails", async ({ page, server }) => {
  await page.goto("/crypto-analysis?coin=ETHUSDT");
  const refresh = noJs() ? page.getByRole("link", { name: "Yenile" }) : page.getByRole("button", { name: "Yenile" });
  // A marker that a full reload would wipe.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1)).catch(() => undefined);

  await refresh.click();
  if (!noJs()) await expect(page.getByTestId("market-status")).toHaveText("Veriler güncellendi");

  try {
    server.ticker.setFailing(true);
    await page.waitForTimeout(1_100);
    await refresh.click();
    if (!noJs()) await expect(page.getByTestId("market-status")).toHaveText("Veriler güncellenirken bir hata oluştu");
    await expect(page.getByText("Piyasa verileri şu anda alınamıyor")).toBeVisible();
    await expect(page.getByText("Eski veri")).toBeVisible();
  } finally {
    server.ticker.setFailing(false);
  }
  await expect(page).toHaveURL(/coin=ETHUSDT/);
  await expect(page.getByTestId("coin-detail").getByRole("heading", { name: "Ethereum" })).toBeVisible();
  if (!noJs()) {
    await serverShows(page, 8);
    await refresh.click();
    await expect(page.getByTestId("market-status")).toHaveText("Veriler güncellendi");
    // The site itself unreachable: the figures stay and the status says so.
    await page.route("**/api/ticker", (route) => route.abort());
    await refresh.click();
    await expect(page.getByTestId("market-status")).toHaveText("Veriler güncellenirken bir hata oluştu");
    await expect(page.getByTestId("coin-detail").getByRole("heading", { name: "Ethereum" })).toBeVisible();
    await page.unroute("**/api/ticker");
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  }
  await serverShows(page, 8);
});
