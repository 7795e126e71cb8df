import { ETH_ADDRESS } from "../fakes/eth-rpc-server";
import { wcagViolations } from "../setup/axe";
import { expect, login, test } from "../setup/fixtures";

// TRON's developer docs' example address (https://developers.tron.network/docs/account).
const TRON_ADDRESS = "TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL";

test("the pre-send check warns that an 0x address cannot take a TRC20 transfer", async ({ page }) => {
  await page.goto("/wallet-analyzer");
  await page.getByRole("link", { name: "Göndermeden önce" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Göndermeden Önce" })).toBeVisible();
  await page.getByLabel("Alıcı adresi").fill(ETH_ADDRESS);
  await page.getByLabel("Coin").fill("USDT");
  await page.getByLabel("Ağ", { exact: true }).selectOption("TRC20");
  await page.getByRole("button", { name: "Denetle" }).click();
  await expect(page).toHaveURL(`/send-check?address=${ETH_ADDRESS}&coin=USDT&network=TRC20`);

  const verdict = page.getByTestId("send-check-verdict");
  await expect(verdict.getByRole("heading", { name: "Dikkat: adres bu ağa ait olamaz" })).toBeVisible();
  await expect(verdict.getByRole("alert")).toHaveText(
    "Bu bir Ethereum biçimli (0x) adresi; TRC20 (TRON ağı) ağına ait olamaz. Bu ağla gönderirseniz para kaybolabilir.",
  );
  await expect(verdict).toContainText("TRC20 ağı T ile başlayan TRON adresi ister");
  await expect(page.getByRole("region", { name: "Borsalar USDT için hangi ağları kabul ediyor?" })).toContainText("Bilinmiyor");
  // The form keeps what was asked.
  await expect(page.getByLabel("Alıcı adresi")).toHaveValue(ETH_ADDRESS);
  await expect(page.getByLabel("Ağ", { exact: true })).toHaveValue("TRC20");
});

test("the pre-send check shows the shared-form warning and the fee in lira for ERC20", { tag: "@no-js-only" }, async ({ page }) => {
  await page.goto(`/send-check?address=${ETH_ADDRESS}&coin=USDT&network=ERC20`);
  await expect(page.getByRole("heading", { name: "Adres bu ağa uyuyor" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Uyarılar" })).toContainText("0x ile başlayan adresler ERC20 ile ETH, BEP20");
  const fee = page.getByRole("region", { name: "ERC20 ağında şu anki ücret" });
  // (20 gwei base + 2 gwei tip) × 65,000 gas = 0.00143 ETH; × $3,120.75 = $4.46; × ₺34.25 = ₺152.845, shown ₺152,85.
  await expect(fee).toContainText("0,00143 ETH ≈ $4,46 · ₺152,85");
});

test("the pre-send check answers a bad network with the page and a Turkish message", { tag: "@no-js-only" }, async ({ page }) => {
  const response = await page.goto(`/send-check?address=${ETH_ADDRESS}&network=SOLANA`);
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("Ağ şunlardan biri olmalı");
});

test("a TRON address is checked on the wallet analyzer", async ({ page }) => {
  await page.goto("/wallet-analyzer");
  await page.getByLabel("Bitcoin, Ethereum veya TRON adresi").fill(TRON_ADDRESS);
  await page.getByRole("button", { name: "Analiz Et" }).click();
  const result = page.getByRole("region", { name: "Geçerli adres" });
  await expect(result).toContainText("TRON – hesap adresi (Base58Check)");
  await expect(result).toContainText("TRON zincir verisi (bakiye, işlemler) bu sitede okunmuyor");

  await page.getByLabel("Bitcoin, Ethereum veya TRON adresi").fill(`${TRON_ADDRESS.slice(0, -1)}M`);
  await page.getByRole("button", { name: "Analiz Et" }).click();
  await expect(page.getByRole("heading", { name: "Geçersiz adres" })).toBeVisible();
  await expect(page.getByText("Base58Check sağlama toplamı tutmuyor")).toBeVisible();
});

test("a row the admin enters shows on the pre-send check with its source and date", async ({ page }) => {
  const exchange = `Deneme ${test.info().project.name} ${Date.now().toString(36)}`;
  await login(page, "admin", "/admin/send-networks");
  await expect(page.getByRole("heading", { name: "Nasıl doldurulur?" })).toBeVisible();
  await page.getByLabel(/^Borsa/).fill(exchange);
  await page.getByLabel(/^Coin/).fill("USDT");
  await page.getByLabel(/^Ağ/).selectOption("TRC20");
  await page.getByLabel("Bu ağla yatırmayı kabul ediyor mu?").selectOption("yes");
  await page.getByLabel("Kaynak (borsanın kendi sayfası)").fill("https://example.com/yatirma");
  await page.getByLabel("Denetim tarihi").fill("2026-11-20");
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByRole("cell", { name: exchange, exact: true })).toBeVisible();

  await page.goto(`/send-check?address=${TRON_ADDRESS}&coin=USDT&network=TRC20`);
  const row = page.getByRole("row", { name: new RegExp(exchange) });
  await expect(row).toContainText("Kabul ediyor");
  await expect(row.getByRole("link", { name: "20 Kasım 2026 tarihinde denetlendi" })).toHaveAttribute(
    "href",
    "https://example.com/yatirma",
  );
});

test("the pre-send check, the watch page and the admin's table pass the WCAG A and AA checks", { tag: "@js-only" }, async ({ page }) => {
  // @js-only: checked once, in the js project.
  const found: string[] = [];
  for (const path of [
    `/send-check?address=${ETH_ADDRESS}&coin=USDT&network=TRC20`,
    `/send-check?address=${ETH_ADDRESS}&coin=USDT&network=ERC20`,
  ]) {
    await page.goto(path);
    found.push(...(await wcagViolations(page, path)));
  }
  await login(page, "admin", "/admin/send-networks");
  found.push(...(await wcagViolations(page, "/admin/send-networks")));
  await page.goto("/tx-watches");
  found.push(...(await wcagViolations(page, "/tx-watches")));
  expect(found).toEqual([]);
});
