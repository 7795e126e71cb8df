import { unsetNftSource } from "../setup/factories";
import { expect, test } from "../setup/fixtures";

test("the converter works from a shareable URL, and a bad amount gets a Turkish message", async ({ page }) => {
  const response = await page.goto("/converter?amount=2&from=BTC&to=TRY");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Kripto Para Çevirici/);
  // 2 × 64,250.5 × 34.25 = 4,401,159.25
  await expect(page.getByTestId("converter-result")).toContainText("4.401.159,25");
  await expect(page.getByTestId("converter-btcturk")).toContainText("4.445.170,84");

  await page.getByLabel("Miktar").fill("1000");
  await page.getByLabel("Bu birimden").selectOption("TRY");
  await page.getByLabel("Bu birime").selectOption("ETH");
  await page.getByRole("button", { name: "Çevir" }).click();
  await expect(page).toHaveURL(/amount=1000&from=TRY&to=ETH/);
  // 1000 / 34.25 / 3120.75 = 0.0093557…
  await expect(page.getByTestId("converter-result")).toContainText("0,0093557");

  // Numbers as Turks write them (issue 49): "10.000" is ten thousand, and the page says how it read it.
  const grouped = await page.goto("/converter?amount=10.000&from=TRY&to=USD");
  expect(grouped?.status()).toBe(200);
  await expect(page.getByTestId("converter-result")).toContainText("10.000");
  await expect(page.getByTestId("converter-read-note")).toContainText('"10.000" binlik ayırıcıyla 10000 olarak okundu');
  const bad = await page.goto("/converter?amount=1,000,5&from=BTC&to=TRY");
  expect(bad?.status()).toBe(400);
  await expect(page.getByTestId("query-notices")).toContainText("Miktarı rakamla yazın");
});

test(
  "/converter/btc gives the price on each exchange, common amounts and the 30-day chart; unknown coins are 404",
  { tag: "@no-js-only" },
  async ({ page }) => {
    await page.goto("/converter/btc");
    await expect(page).toHaveTitle("1 BTC kaç TL? Bitcoin Türk lirası fiyatı | Kripto Rehber");
    await expect(page.getByRole("heading", { level: 1, name: "1 BTC kaç TL?" })).toBeVisible();
    const prices = page.getByTestId("exchange-prices");
    await expect(prices.getByRole("row", { name: /Binance/ })).toContainText("2.200.579,63");
    await expect(prices.getByRole("row", { name: /BtcTurk/ })).toContainText("2.222.585,42");
    await expect(page.getByTestId("btcturk-source")).toContainText("Canlı");
    await expect(page.getByTestId("coin-amounts").getByRole("row", { name: /^0,5 BTC/ })).toContainText("1.100.289,81");
    await expect(page.getByTestId("converter-chart").getByRole("img", { name: /Bitcoin, son 30 günlük/ })).toBeVisible();

    const sitemap = await page.request.get("/sitemap.xml");
    expect(await sitemap.text()).toContain("/converter/btc</loc>");

    const missing = await page.goto("/converter/notacoin");
    expect(missing?.status()).toBe(404);
    await expect(page.getByText("Bu coin için bir çevirici sayfamız yok.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Çeviriciye dön" })).toBeVisible();
  },
);

test(
  "the Turkish premium table compares BtcTurk with Binance in lira, fees and transfer times stated",
  { tag: "@no-js-only" },
  async ({ page }) => {
    await page.goto("/arbitrage-opportunities");
    const premium = page.getByTestId("lira-premium");
    await expect(premium).toContainText("BtcTurk başlangıç kademesi");
    const table = page.getByTestId("premium-table");
    // BTC, at the middle of BtcTurk's book (the fake's last × 1.001): 2,224,808 / (64,250.5 × 34.25) − 1 = +1.101 %
    await expect(table.getByRole("row", { name: /^BTC/ })).toContainText("+%1,101");
    await expect(table.getByRole("row", { name: /^BTC/ })).toContainText("30-60 dk");
    await expect(table.getByRole("row", { name: /^XRP/ })).toContainText("-%0,206");
    await expect(page.getByTestId("premium-btcturk-source")).toContainText("Canlı");
    await expect(premium.locator("a[href*='ref']")).toHaveCount(0);
  },
);

test("the NFT page is filled from CoinGecko's keyless API and says so", { tag: "@no-js-only" }, async ({ page }) => {
  await unsetNftSource();
  await page.goto("/nft-analytics");
  await expect(page.getByTestId("nft-public-source")).toContainText("CoinGecko genel API");
  // The reader fills the table in the background; a reload shows what it has stored.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("collections-table").getByRole("rowheader")).toHaveCount(20, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  const table = page.getByTestId("collections-table");
  await expect(table.getByRole("row", { name: /CryptoPunks/ })).toContainText("40 ETH");
  await expect(page.getByTestId("nft-public-source")).toContainText("Son güncelleme");
  expect(await page.content()).not.toContain("127.0.0.1");
});
