import { expect, test } from "../setup/fixtures";

test("the staking calculator shows the monthly table, the chart and the totals at a URL of its own", async ({ page }) => {
  await page.goto("/staking-calculator");
  await expect(page.getByRole("heading", { level: 1, name: "Staking Hesaplayıcı" })).toBeVisible();
  await expect(page.getByText("canlı piyasa verisi")).toBeVisible();
  await expect(page.getByText("yatırım tavsiyesi değildir")).toBeVisible();

  await page.getByLabel("Miktar (coin)").fill("10");
  await page.getByLabel("Coin", { exact: true }).selectOption("ETH");
  await page.getByLabel("Oran türü").selectOption("apr");
  await page.getByLabel("Yıllık oran (%)").fill("12");
  await page.getByLabel("Bileşik getiri").selectOption("none");
  await page.getByLabel("Süre (ay)").fill("12");
  await page.getByRole("button", { name: "Hesapla" }).click();

  // Simple interest: 10 ETH × 12 % = 1,2 ETH, 0,1 a month; at the fake market's $3.120,75 and 34,25 TL/$.
  await expect(page.getByTestId("total-reward")).toHaveText("1,2 ETH");
  await expect(page.getByText("$3.744,90")).toBeVisible();
  await expect(page.getByTestId("apr-apy")).toHaveText("APR %12,00 = APY %12,00");
  await expect(page.getByTestId("staking-rows").getByRole("row")).toHaveCount(12);
  await expect(page.getByTestId("staking-rows").getByRole("row").first()).toContainText("0,1");
  await expect(page.getByRole("img", { name: /ETH staking bakiyesinin aylara göre dolar değeri/ })).toBeVisible();
  await expect(page).toHaveURL(/amount=10&coin=ETH&rateType=apr&rate=12&compounding=none&months=12/);
});

test("the staking calculator answers bad input per field in Turkish", async ({ page }) => {
  await page.goto("/staking-calculator");
  await page.getByLabel("Miktar (coin)").fill("on");
  await page.getByLabel("Yıllık oran (%)").fill("5");
  await page.getByLabel("Süre (ay)").fill("-3");
  await page.getByRole("button", { name: "Hesapla" }).click();
  await expect(page.getByText("Miktar bir sayı olmalıdır")).toBeVisible();
  await expect(page.getByText("Süre en az 1 ay olmalıdır.")).toBeVisible();
  await expect(page.getByLabel("Miktar (coin)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("staking-rows")).toHaveCount(0);

  const response = await page.request.get("/staking-calculator?amount=1&coin=NOPE&rate=5&months=12");
  expect(response.status()).toBe(400);
});
