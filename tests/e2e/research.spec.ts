import { expect, login, test } from "../setup/fixtures";

test("the research index filters by category in the URL and leads to a coin's page", async ({ page }) => {
  await page.goto("/crypto-research");
  await expect(page.getByRole("heading", { level: 1, name: "Kripto Araştırma" })).toBeVisible();
  await expect(page.getByTestId("research-list").getByRole("listitem")).toHaveCount(32);

  await page.getByLabel("Kategori").selectOption("layer2");
  await page.getByRole("button", { name: "Filtrele" }).click();
  await expect(page).toHaveURL(/\/crypto-research\?category=layer2$/);
  await expect(page.getByTestId("research-list").getByRole("heading")).toHaveText(["Polygon (POL)", "Arbitrum (ARB)", "Optimism (OP)"]);

  await page.getByRole("link", { name: "Arbitrum (ARB)" }).click();
  await expect(page).toHaveURL(/\/crypto-research\/arb$/);
  await expect(page.getByRole("heading", { level: 1, name: "Arbitrum (ARB)" })).toBeVisible();
});

test(
  "a coin's page shows the text, the facts, official links and the live figures beside them",
  { tag: "@no-js-only" },
  async ({ page }) => {
    await page.goto("/crypto-research/btc");
    await expect(page).toHaveTitle(/Bitcoin \(BTC\) nedir\?/);
    await expect(page.getByRole("heading", { level: 2, name: "Bitcoin nedir?" })).toBeVisible();
    const facts = page.getByTestId("research-facts");
    await expect(facts).toContainText("Ödeme ve değer saklama");
    await expect(facts).toContainText("2009");
    await expect(facts).toContainText("İş ispatı");
    await expect(facts).toContainText("21 milyon");
    await expect(page.getByRole("link", { name: "Resmî site" })).toHaveAttribute("href", "https://bitcoin.org");

    // The fake market's BTC: $64.250,50 at 34,25 TL/$, analysed and so rated.
    const market = page.getByTestId("research-market");
    await expect(market).toContainText("$64.250,50");
    await expect(market).toContainText("₺2.200.579,63");
    await expect(market).toContainText("Analiz puanı");
    await expect(page.getByTestId("research-grade")).toContainText(/^[A-E] \(/);
    await expect(page.getByText("Canlı", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Son sinyaller" })).toBeVisible();

    // A coin the exchange has no USDT pair for still has its page, without figures.
    await page.goto("/crypto-research/usdt");
    await expect(page.getByTestId("research-no-market")).toBeVisible();

    const missing = await page.goto("/crypto-research/nope");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Sayfa bulunamadı" })).toBeVisible();
  },
);

test("an admin adds, edits and deletes (after confirming) a coin's research page", async ({ page }, testInfo) => {
  const js = testInfo.project.name === "js";
  // Both projects may share a worker's database; each keeps to its own coin.
  const [symbol, name] = js ? ["KAS", "Kaspa"] : ["TAO", "Bittensor"];
  await login(page, "admin", "/admin/research");
  await expect(page.getByRole("heading", { level: 1, name: "Coin Araştırmaları" })).toBeVisible();
  await page.getByRole("link", { name: "Coin Ekle" }).click();
  const dialog = page.getByRole("dialog", { name: "Yeni Coin Araştırması" });
  await dialog.getByLabel("Sembol").fill(symbol.toLowerCase());
  await dialog.getByLabel("Ad *", { exact: true }).fill(name);
  await dialog.getByLabel("Kategori").selectOption("infrastructure");
  await dialog.getByLabel("Çıkış yılı").fill("iki bin");
  await dialog.getByLabel("Mutabakat mekanizması").fill("Test mutabakatı");
  await dialog.getByLabel("Arz modeli").fill("Test arz modeli.");
  await dialog.getByLabel("Tanıtım metni").fill("Birinci paragraf.\n\nİkinci paragraf.");
  await dialog.getByLabel("Resmî site").fill("https://example.org");
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("Çıkış yılı bir yıl olmalıdır (ör. 2015).")).toBeVisible();

  await page.getByLabel("Çıkış yılı").fill("2021");
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByTestId("toast")).toHaveText("Coin araştırması kaydedildi.");
  await page.goto(`/crypto-research/${symbol.toLowerCase()}`);
  await expect(page.getByRole("heading", { level: 1, name: `${name} (${symbol})` })).toBeVisible();
  await expect(page.getByText("İkinci paragraf.")).toBeVisible();

  await page.goto("/admin/research");
  await page
    .getByRole("row", { name: new RegExp(`${name} \\(${symbol}\\)`) })
    .getByRole("link", { name: `Düzenle: ${name} (${symbol})` })
    .click();
  await page.getByLabel("Mutabakat mekanizması").fill("Güncel mutabakat");
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByTestId("toast")).toHaveText("Coin araştırması kaydedildi.");

  const row = page.getByRole("row", { name: new RegExp(`${name} \\(${symbol}\\)`) });
  if (js) {
    page.once("dialog", (d) => d.accept());
    await row.getByRole("button", { name: `Sil: ${name} (${symbol})` }).click();
  } else {
    await row.getByRole("link", { name: `Sil: ${name} (${symbol})` }).click();
    await page.getByRole("button", { name: "Evet, sil" }).click();
  }
  await expect(page.getByTestId("toast")).toHaveText("Coin araştırması silindi.");
  expect((await page.request.get(`/crypto-research/${symbol.toLowerCase()}`)).status()).toBe(404);
});
