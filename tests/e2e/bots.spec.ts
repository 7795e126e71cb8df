import { expect, login, test } from "../setup/fixtures";

/**
 * A paper trading bot from end to end, with JavaScript on and off: made with the plain form,
 * its first DCA purchase appears after a live market refresh (every second here), it is made
 * public and found on the leaderboard, then paused and deleted after a confirmation step.
 */
test("a DCA bot: created, trades after a market refresh, public on the leaderboard, paused and deleted", async ({ page }, testInfo) => {
  // Many page loads in one flow: room for a busy machine.
  test.setTimeout(90_000);
  const name = `Günlük BTC ${testInfo.project.name}`;
  await login(page, "ahmet", "/trading-bots");
  await expect(page.getByRole("note")).toContainText("sanal parayla yapılan simülasyonlardır");
  await page.getByLabel("Bot adı").fill(name);
  await page.getByLabel("Strateji").selectOption("dca");
  await page.getByLabel("Coin (tek coin için, ör. BTCUSDT)").fill("BTCUSDT");
  await page.getByLabel(/^Bütçe/).fill("1000");
  await page.getByLabel(/^Alım tutarı/).fill("50");
  await page.getByLabel("Sıklık").selectOption("day");
  await page.getByRole("button", { name: "Botu oluştur" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  // The first purchase happens at the first live refresh after creation, at the fake book's ask.
  const trades = page.getByRole("region", { name: "İşlem listesi" });
  await expect(async () => {
    await page.reload();
    await expect(trades).toContainText("Günlük düzenli alım", { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(trades).toContainText("64.251,00");
  await expect(trades).toContainText("0,05 USDT");
  await expect(page.getByRole("img", { name: "Botun değeri ve al-tut karşılaştırması" })).toBeVisible();
  // Issue 49: no inline style for the policy to refuse, and no axis label said twice in a row
  // (measurements a second apart once gave five "28/11 06:24", and a narrow range "999, 1.000, 1.000").
  expect(await page.locator("main [style]").count()).toBe(0);
  const labels = await page.getByTestId("equity-chart").locator("text").allTextContents();
  expect(labels.filter((label, index) => label === labels[index - 1])).toEqual([]);

  await page.getByRole("button", { name: "Herkese aç" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Bot artık herkese açık." })).toBeVisible();
  await page.goto("/social-trading");
  await expect(page.getByRole("note")).toContainText("yatırım tavsiyesi değildir");
  await page.getByRole("region", { name: "Sıralama", exact: true }).getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  await page.getByRole("button", { name: "Duraklat" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Bot duraklatıldı." })).toBeVisible();
  await expect(page.getByText("Durum: Duraklatıldı")).toBeVisible();

  await page.getByRole("link", { name: "Botu sil" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Evet, sil" }).click();
  await expect(page).toHaveURL(/\/trading-bots$/);
  await expect(page.getByRole("link", { name })).toHaveCount(0);
});
