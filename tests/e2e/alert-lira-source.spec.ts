import { deleteAlertsOf } from "../setup/factories";
import { expect, login, test } from "../setup/fixtures";

// A TRY price alert says which lira price it watches, and may watch BtcTurk's own TRY pair (the
// worker's fake BtcTurk lists BTC/TRY at 2.222.585,42 ₺).

// Named so the worker's server (and with it the factories' database) is up before the hook.
test.beforeEach(async ({ server: _server }) => {
  await deleteAlertsOf("ayse");
});

test("a lira alert on BtcTurk's BTC/TRY is set from the form and named for the price it watches", async ({ page }) => {
  await login(page, "ayse", "/alerts");
  await page.getByLabel("Coin", { exact: true }).fill("BTC");
  await page.getByLabel("Değer (fiyat ya da % eşiği)").fill("2300000");
  await page.getByLabel("Para birimi").selectOption("TRY");
  await page.getByLabel("TL fiyatı (TRY alarmı için)").selectOption({ label: "BtcTurk'ün TL paritesi" });
  await page.getByRole("button", { name: "Alarmı kur" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Alarm kuruldu." })).toBeVisible();
  await expect(page.getByTestId("alert-row")).toContainText("BTC fiyatı (BtcTurk BTC/TRY) ₺2.300.000 üstüne çıkınca");

  // The same alert on the converted price says so too.
  await page.getByLabel("Coin", { exact: true }).fill("BTC");
  await page.getByLabel("Değer (fiyat ya da % eşiği)").fill("2100000");
  await page.getByLabel("Para birimi").selectOption("TRY");
  await page.getByLabel("TL fiyatı (TRY alarmı için)").selectOption({ label: "Dolar fiyatı × USDT/TRY" });
  await page.getByRole("button", { name: "Alarmı kur" }).click();
  await expect(page.getByTestId("alert-row").filter({ hasText: "2.100.000" })).toContainText("BTC fiyatı (dolar fiyatı × USDT/TRY)");
});
