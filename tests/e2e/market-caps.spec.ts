import type { Page } from "@playwright/test";
import { expect, test } from "../setup/fixtures";

// The fake exchange's eight pairs beside the fake CoinGecko's /coins/markets (tests/fakes/coingecko-server.ts):
// market cap = the exchange's price × CoinGecko's circulating supply; Chainlink is not in CoinGecko's list.
const rowNames = (page: Page) => page.getByTestId("market-rows").getByRole("rowheader");
const marketCapHeader = (page: Page) => page.getByRole("columnheader", { name: "Piyasa Değeri", exact: true });

test("market data: sorted by market cap, with rank, supply, 1 h and 7 d change and research links", async ({ page }) => {
  await page.goto("/market-data");
  const caps = page.getByTestId("caps-source");
  await expect(caps).toContainText("Canlı");
  await expect(caps.getByRole("link", { name: "CoinGecko" })).toBeVisible();
  await expect(marketCapHeader(page)).not.toHaveAttribute("aria-sort");

  // The column header is a link: the sort lives in the URL, with or without JavaScript.
  await marketCapHeader(page).getByRole("link").click();
  await expect(page).toHaveURL(/\/market-data\?sort=marketCap$/);
  await expect(marketCapHeader(page)).toHaveAttribute("aria-sort", "descending");
  await expect(page.getByLabel("Sıralama", { exact: true })).toHaveValue("marketCap");
  await expect(rowNames(page)).toHaveText([/^Bitcoin/, /^Ethereum/, /^BNB/, /^Solana/, /^XRP/, /^Dogecoin/, /^Cardano/, /^Chainlink/]);
  // CoinGecko's ranks count the coins the exchange has no USDT pair for (USDT 3, USDC 6, stETH 7).
  await expect(page.getByTestId("market-rank")).toHaveText(["1", "2", "4", "5", "8", "9", "10", "—"]);
  const bitcoin = page.locator('tr[data-symbol="BTCUSDT"]');
  // 64,250.5 × 19,750,000 = $1.27 tn; 21 M maximum; +0.12 % in 1 h, +5.3 % in 7 d beside the exchange's +2.4 % in 24 h.
  await expect(bitcoin.getByTestId("market-cap")).toHaveText("$1,27 Tn");
  await expect(bitcoin.getByTestId("circulating-supply")).toHaveText("19,75 Mn");
  await expect(bitcoin.getByTestId("max-supply")).toHaveText("21 Mn");
  await expect(bitcoin).toContainText("+%0,12");
  await expect(bitcoin).toContainText("+%2,40");
  await expect(bitcoin).toContainText("+%5,30");
  // No maximum supply for Ethereum, and no CoinGecko figure at all for Chainlink: a dash, not 0.
  await expect(page.locator('tr[data-symbol="ETHUSDT"]').getByTestId("max-supply")).toHaveText("—");
  await expect(page.locator('tr[data-symbol="LINKUSDT"]').getByTestId("market-cap")).toHaveText("—");

  // A second click turns the order; the coins CoinGecko lacks stay last.
  await marketCapHeader(page).getByRole("link").click();
  await expect(page).toHaveURL(/\/market-data\?sort=marketCap&dir=asc$/);
  await expect(marketCapHeader(page)).toHaveAttribute("aria-sort", "ascending");
  await expect(rowNames(page).first()).toHaveText(/^Cardano/);
  await expect(rowNames(page).last()).toHaveText(/^Chainlink/);

  await bitcoin.getByRole("link", { name: "Bitcoin" }).click();
  await expect(page).toHaveURL(/\/crypto-research\/btc$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bitcoin (BTC)" })).toBeVisible();
});

test("market data: says when CoinGecko is unreachable, apart from the exchange's label", async ({ page, server }) => {
  await page.goto("/market-data?sort=marketCap");
  await expect(page.getByTestId("caps-source")).toContainText("Canlı");
  try {
    server.coingecko.setMarketsMode("down");
    await expect(async () => {
      await page.goto("/market-data?sort=marketCap");
      await expect(page.getByTestId("caps-source")).toContainText("Eski veri", { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    const caps = page.getByTestId("caps-source");
    await expect(caps.getByRole("alert")).toContainText("şu anda alınamıyor");
    await expect(caps.getByRole("alert")).toContainText("tarihli son veriler gösteriliyor. Kaynağa bağlanılamadı.");
    await expect(caps.getByRole("alert").locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
    // The exchange is still live, and the last good market caps still fill the table.
    await expect(page.getByTestId("data-source")).toContainText("Canlı");
    await expect(page.getByTestId("market-rank").first()).toHaveText("1");
  } finally {
    server.coingecko.setMarketsMode("ok");
  }
  await expect(async () => {
    await page.goto("/market-data?sort=marketCap");
    await expect(page.getByTestId("caps-source")).toContainText("Canlı", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId("caps-source").getByRole("alert")).toHaveCount(0);
});
