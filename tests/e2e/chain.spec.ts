import { BTC_ADDRESS, BTC_BLOCK, BTC_TXID } from "../fakes/esplora-server";
import { ETH_ADDRESS, ETH_RECIPIENT, ETH_TOKEN_TX_HASH } from "../fakes/eth-rpc-server";
import { expect, test } from "../setup/fixtures";
import { wcagViolations } from "../setup/axe";

test("the wallet analyzer checks a Bech32 address and shows its balance from the chain source", async ({ page }) => {
  await page.goto("/wallet-analyzer");
  await expect(page.getByRole("heading", { level: 1, name: "Cüzdan Analizi" })).toBeVisible();
  await page.getByLabel("Bitcoin, Ethereum veya TRON adresi").fill(BTC_ADDRESS);
  await page.getByRole("button", { name: "Analiz Et" }).click();
  await expect(page).toHaveURL(`/wallet-analyzer?address=${BTC_ADDRESS}`);

  const result = page.getByRole("region", { name: "Geçerli adres" });
  await expect(result.getByRole("heading", { name: "Geçerli adres" })).toBeVisible();
  await expect(result).toContainText("Bitcoin – Native SegWit P2WPKH (Bech32) · ana ağ");
  await expect(result.getByRole("definition").first()).toHaveText("0,75 BTC ≈ $48.187,88 · ₺1.650.434,72");
  await expect(result.getByRole("table", { name: "Son işlemler (bakiyeye etkisiyle)" }).getByRole("row")).toHaveCount(3);
  await expect(page.getByText(/Zincir verisi .* itibarıyla canlı\./)).toBeVisible();
});

test("the wallet analyzer rejects a mistyped address and an Ethereum address with a wrong checksum", async ({ page }) => {
  const typo = await page.goto(`/wallet-analyzer?address=${BTC_ADDRESS.slice(0, -1)}5`);
  expect(typo?.status()).toBe(400);
  await expect(page.getByRole("heading", { name: "Geçersiz adres" })).toBeVisible();
  await expect(page.getByText("Bech32 sağlama toplamı tutmuyor")).toBeVisible();

  const wrongCase = ETH_ADDRESS.replace("aA", "Aa");
  await page.getByLabel("Bitcoin, Ethereum veya TRON adresi").fill(wrongCase);
  await page.getByRole("button", { name: "Analiz Et" }).click();
  await expect(page.getByRole("heading", { name: "Geçersiz adres" })).toBeVisible();
  await expect(page.getByText(/EIP-55 sağlama toplamı tutmuyor/)).toBeVisible();
  await expect(page.getByLabel("Bitcoin, Ethereum veya TRON adresi")).toHaveValue(wrongCase);
});

test("the explorer finds a transaction and follows its block link", async ({ page }) => {
  await page.goto("/blockchain-explorer");
  await page.getByLabel("İşlem kimliği, blok karması, blok numarası ya da adres").fill(BTC_TXID);
  await page.getByRole("button", { name: "Ara" }).click();
  await expect(page.getByRole("heading", { name: "Bitcoin işlemi" })).toBeVisible();
  await expect(page.getByText("0,0000141 BTC")).toBeVisible();
  await expect(page.getByRole("table", { name: "Çıktılar" })).toContainText("0,5 BTC");

  await page.getByRole("link", { name: "#869.990" }).click();
  await expect(page).toHaveURL(`/blockchain-explorer?chain=btc&q=${BTC_BLOCK.id}`);
  await expect(page.getByRole("heading", { name: "Bitcoin bloğu #869.990" })).toBeVisible();
  await expect(
    page.getByRole("table", { name: /Bloktaki işlemler/ }).getByRole("link", { name: new RegExp(BTC_TXID.slice(0, 12)) }),
  ).toBeVisible();
});

test("the explorer shows a USDT transfer as USDT, from → to, not as 0 ETH alone", { tag: "@no-js-only" }, async ({ page }) => {
  await page.goto(`/blockchain-explorer?chain=eth&q=${ETH_TOKEN_TX_HASH}`);
  await expect(page.getByRole("heading", { name: "Ethereum işlemi" })).toBeVisible();
  const transfers = page.getByTestId("token-transfers");
  await expect(transfers).toContainText("1.250 USDT");
  await expect(transfers.getByRole("link", { name: ETH_ADDRESS })).toBeVisible();
  await expect(transfers.getByRole("link", { name: ETH_RECIPIENT })).toBeVisible();
});

test("the explorer shows what a transfer costs now, in lira, before any search", async ({ page }) => {
  await page.goto("/blockchain-explorer");
  const fees = page.getByTestId("fee-estimates");
  await expect(fees.getByRole("heading", { name: "Şu an işlem ücreti ne kadar?" })).toBeVisible();
  // 12 sat/vB × 141 vB = 1,692 sat at $64,250.5 and ₺34.25 per dollar.
  const btc = fees.getByRole("table", { name: "Bitcoin ücret tahmini (onay süresine göre)" });
  await expect(btc.getByRole("row", { name: /Sonraki blok/ })).toContainText("1.692 sat = 0,00001692 BTC ≈ $1,09 · ₺37,23");
  await expect(fees).toContainText("141 sanal bayt");
  // (20 gwei base + 2 gwei tip) × 21,000 gas = 0.000462 ETH at $3,120.75.
  const eth = fees.getByRole("table", { name: "Ethereum ücret tahmini (hıza göre)" });
  await expect(eth.getByRole("row", { name: /Normal/ })).toContainText("0,000462 ETH ≈ $1,44 · ₺49,38");
  await expect(fees.getByText("Canlı")).toHaveCount(2);
});

test("an Ethereum address shows its USDT balance as USDT", async ({ page }) => {
  await page.goto("/blockchain-explorer");
  await page.getByLabel("İşlem kimliği, blok karması, blok numarası ya da adres").fill(ETH_ADDRESS);
  await page.getByRole("button", { name: "Ara" }).click();
  await expect(page.getByRole("heading", { name: "Ethereum adresi" })).toBeVisible();
  const tokens = page.getByTestId("token-balances");
  await expect(tokens.getByRole("listitem").first()).toHaveText("3.456,78 USDT (Tether USD)");
  await expect(tokens).toContainText("0,5 WBTC");
  await expect(tokens).toContainText("7 tanesinde bakiye yok");
  await expect(page.getByTestId("fee-estimates")).toHaveCount(0);
});

test("the explorer answers nonsense with 400 and an unknown hash with 404", { tag: "@no-js-only" }, async ({ page }) => {
  const bad = await page.goto("/blockchain-explorer?q=merhaba");
  expect(bad?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("Aranan şey tanınmadı");
  const missing = await page.goto(`/blockchain-explorer?q=${"e".repeat(64)}`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("alert")).toContainText("bulunamadı");
});

test("the chain pages pass the WCAG A and AA checks", { tag: "@js-only" }, async ({ page }) => {
  // @js-only: checked once, in the js project.
  const found: string[] = [];
  for (const path of [
    `/wallet-analyzer?address=${BTC_ADDRESS}`,
    `/blockchain-explorer?q=${BTC_TXID}`,
    `/blockchain-explorer?q=${BTC_BLOCK.id}`,
  ]) {
    await page.goto(path);
    found.push(...(await wcagViolations(page, path)));
  }
  expect(found).toEqual([]);
});

test("the fee estimates and token balances pass the WCAG A and AA checks", { tag: "@js-only" }, async ({ page }) => {
  const found: string[] = [];
  for (const path of ["/blockchain-explorer", `/blockchain-explorer?q=${ETH_ADDRESS}`]) {
    await page.goto(path);
    found.push(...(await wcagViolations(page, path)));
  }
  expect(found).toEqual([]);
});
