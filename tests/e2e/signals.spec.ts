import { arrangeOpenSignal, follow, markUserNoticesRead } from "../setup/factories";
import { accounts, expect, fillLoginForm, login, test } from "../setup/fixtures";

test("a visitor is asked to sign in, comes back to the signal, follows and unfollows it", async ({ page }) => {
  // The fake exchange keeps BTC in 'Güçlü Al', so this signal stays open.
  const id = await arrangeOpenSignal("BTCUSDT", "Güçlü Al", 60000);
  await page.goto("/signals?status=open&coin=BTCUSDT");
  await expect(page.getByRole("heading", { level: 1, name: "BTCUSDT sinyal geçmişi" })).toBeVisible();
  await expect(page.getByText("yatırım tavsiyesi değildir")).toBeVisible();
  const row = page.getByTestId(`signal-${id}`);
  await expect(row).toContainText("Bekle → Güçlü Al");
  await expect(row).toContainText("$60.000,00 → $64.250,50");
  await expect(row).toContainText("+%7,08");

  await row.getByRole("button", { name: "BTCUSDT sinyalini takip et" }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=%2Fsignals%2F${id}$`));
  await expect(page.getByRole("status").filter({ hasText: "Sinyalleri takip etmek için giriş yapın." })).toBeVisible();
  await fillLoginForm(page, accounts.ahmet);
  await expect(page).toHaveURL(new RegExp(`/signals/${id}$`));

  await page.getByRole("button", { name: "BTCUSDT sinyalini takip et" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Sinyal takip edildi" })).toBeVisible();
  await expect(page.getByText("Takipçi").locator("xpath=..")).toContainText("1");

  await page.goto("/signals/followed");
  await expect(page.getByTestId(`signal-${id}`)).toBeVisible();
  await page.getByTestId(`signal-${id}`).getByRole("button", { name: "BTCUSDT sinyalini takipten çıkar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Sinyal takipten çıkarıldı" })).toBeVisible();
  await expect(page.getByText("Henüz bir sinyal takip etmiyorsunuz.")).toBeVisible();
});

test("a follower is notified when the signal closes, and the track record shows it", async ({ page }) => {
  // The fake exchange has ADA in 'Bekle': the next live snapshot moves it down from 'Güçlü Al' and closes the signal.
  // Any page that reads the market may close it, so ayse follows it before the next page load.
  const id = await arrangeOpenSignal("ADAUSDT", "Güçlü Al", 0.411);
  await follow("ayse", id);
  // Other tests on this worker's database may have left ayse an unread notice (an alert, the other
  // project's run of this test); the count below is about this close only.
  await markUserNoticesRead("ayse");
  await login(page, "ayse");

  // The server asks the fake exchange again after its 1 s cache; any page that reads the market triggers it.
  await expect
    .poll(async () => {
      await page.goto(`/signals/${id}`);
      return page.getByText("Kapandı").count();
    })
    .toBeGreaterThan(0);
  await expect(page.getByText("Sonuç", { exact: true }).locator("xpath=..")).toContainText("+%10,00");
  // The header is read beside the page's own data, so the bell counts the close from the next page on.
  await page.goto("/signals");
  await expect(page.getByRole("link", { name: /Bildirimler \(1 okunmamış\)/ })).toBeVisible();

  await page.goto("/notifications");
  await expect(page.getByText("Takip ettiğiniz sinyal kapandı")).toBeVisible();
  await expect(page.getByText("ADAUSDT sinyali kapandı. Sonuç: +%10,00")).toBeVisible();
  await page.getByRole("button", { name: "Tümünü okundu işaretle" }).click();
  await expect(page.getByRole("link", { name: /Bildirimler \(0 okunmamış\)/ })).toBeVisible();

  await page.goto("/social-trading");
  await expect(page.getByRole("heading", { level: 1, name: "Sosyal Trading" })).toBeVisible();
  const coinRow = page.getByRole("row", { name: /ADAUSDT/ }).filter({ has: page.getByRole("rowheader") });
  await expect(coinRow.first()).toContainText("%100");
});

test("bad input gets a Turkish message, never a server error", { tag: "@no-js-only" }, async ({ page, request }) => {
  const bad = await page.goto("/signals?direction=sideways");
  expect(bad?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("Geçersiz yön");
  expect((await page.goto("/signals/abc"))?.status()).toBe(400);
  expect((await page.goto("/signals/999999"))?.status()).toBe(404);
  const api = await request.post("/api/signals/1/follow");
  expect(api.status()).toBe(401);
  expect((await api.json()).error).toContain("giriş");
});

test("an admin sees counts per day and turns signal generation off and on", async ({ page }) => {
  await login(page, "admin", "/admin/signals");
  await expect(page.getByRole("heading", { level: 1, name: "Sinyaller" })).toBeVisible();
  await expect(page.getByRole("table", { name: /günlük sinyal sayıları/i })).toBeVisible();
  await page.getByRole("button", { name: "Sinyal üretimini kapat" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Sinyal üretimi kapatıldı" })).toBeVisible();
  await expect(page.getByText("Durum: Kapalı")).toBeVisible();
  await page.getByRole("button", { name: "Sinyal üretimini aç" }).click();
  await expect(page.getByText("Durum: Açık")).toBeVisible();
});
