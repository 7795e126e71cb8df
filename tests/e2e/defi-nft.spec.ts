import { startFakeNftProvider, type FakeNftProvider } from "../fakes/nft-server";
import { unsetNftSource } from "../setup/factories";
import { expect, login, test } from "../setup/fixtures";

const KEY = "CG-e2e-secret-key-7c1d";
let provider: FakeNftProvider;

test.beforeAll(async () => {
  provider = await startFakeNftProvider({ requireKey: KEY });
});

test.afterAll(async () => {
  await provider.close();
});

test("the DeFi page shows the TVL chart, the chains and the protocols, sortable by URL", async ({ page }) => {
  const response = await page.goto("/defi-analytics");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("DeFi Analitiği: Kilitli Toplam Değer (TVL) | Kripto Rehber");
  await expect(page.getByRole("heading", { level: 1, name: "DeFi Analitiği" })).toBeVisible();
  await expect(page.getByRole("img", { name: /kilitli toplam değer/ })).toBeVisible();
  await expect(page.getByTestId("history-source")).toContainText("Canlı");
  await expect(page.getByTestId("defi-source")).toContainText("DeFiLlama uyumlu bir API");
  expect(await page.content()).not.toContain("127.0.0.1");

  const chains = page.getByTestId("chains-table");
  await expect(chains.getByRole("rowheader")).toHaveText(["Ethereum", "Solana", "Tron", "BSC"]);

  const protocols = page.getByTestId("protocols-table");
  await expect(protocols.getByRole("rowheader")).toHaveText(["Aave V3", "Lido", "EigenLayer", "Jito"]);
  await expect(protocols.getByRole("row", { name: /Aave V3/ })).toContainText("+%1,25");
  await expect(page.getByText("Binance CEX")).toHaveCount(0);

  await protocols.getByRole("link", { name: "7 günlük değişim" }).click();
  await expect(page).toHaveURL(/sort=change7d&dir=desc/);
  await expect(protocols.getByRole("rowheader")).toHaveText(["Lido", "EigenLayer", "Aave V3", "Jito"]);
  await protocols.getByRole("link", { name: /7 günlük değişim/ }).click();
  await expect(page).toHaveURL(/sort=change7d&dir=asc/);
  await expect(protocols.getByRole("rowheader")).toHaveText(["Aave V3", "EigenLayer", "Lido", "Jito"]);
});

test("an unknown sort gets the page with a Turkish message and 400", { tag: "@no-js-only" }, async ({ page }) => {
  const response = await page.goto("/defi-analytics?sort=apy");
  expect(response?.status()).toBe(400);
  await expect(page.getByTestId("query-notices")).toContainText("Bilinmeyen sıralama");
  await expect(page.getByTestId("protocols-table").getByRole("rowheader").first()).toHaveText("Aave V3");
});

test("an admin sets the NFT source and visitors see the collections, never the key", async ({ page }) => {
  // Unconfigured first: visitors get the keyless public source, the admin is told what a paid one adds.
  await unsetNftSource();
  await page.goto("/nft-analytics");
  await expect(page).toHaveTitle("NFT Analitiği: Önde Gelen Koleksiyonlar | Kripto Rehber");
  await expect(page.getByTestId("nft-public-source")).toContainText("CoinGecko genel API");
  await expect(page.getByTestId("nft-admin-note")).toHaveCount(0);

  await login(page, "admin", "/nft-analytics");
  await expect(page.getByTestId("nft-admin-note")).toContainText("Eksik olan");
  await page.getByTestId("nft-admin-note").getByRole("link", { name: "NFT veri kaynağını ayarla" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "NFT Veri Kaynağı" })).toBeVisible();

  await page.getByLabel("API adresi (base URL)").fill("ftp://example.com");
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("Adres http:// veya https:// ile başlamalıdır.")).toBeVisible();

  await page.getByLabel("API adresi (base URL)").fill(provider.url);
  await page.getByLabel("API anahtarı").fill(KEY);
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByTestId("toast")).toHaveText("NFT veri kaynağı kaydedildi.");
  await expect(page.getByTestId("nft-source-status")).toContainText("Kaynak 3 koleksiyon bildirdi.");
  await expect(page.getByLabel("API anahtarı")).toHaveAttribute("placeholder", "Kayıtlı anahtar: ••••••••7c1d");
  expect(await page.content()).not.toContain(KEY);

  await page.goto("/nft-analytics");
  const table = page.getByTestId("collections-table");
  await expect(table.getByRole("rowheader")).toHaveText([/Pudgy Penguins/, /CryptoPunks/, /Mad Lads/]);
  await expect(table.getByRole("row", { name: /Pudgy Penguins/ })).toContainText("10,25 ETH");
  await expect(table.getByRole("row", { name: /Pudgy Penguins/ })).toContainText("+%3,42");
  await expect(table.getByRole("row", { name: /Mad Lads/ })).toContainText("Solana");
  await expect(page.getByTestId("collections-source")).toContainText("Canlı");
  expect(await page.content()).not.toContain(KEY);
  expect(provider.keysSeen()).toContain(KEY);

  // A visitor sees the same collections.
  await page.context().clearCookies();
  await page.goto("/nft-analytics");
  await expect(page.getByTestId("collections-table").getByRole("rowheader").first()).toContainText("Pudgy Penguins");
  await expect(page.getByTestId("nft-admin-note")).toHaveCount(0);
  expect(await page.content()).not.toContain(KEY);
});
