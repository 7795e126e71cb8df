import { countNotifications, createNotification, markNotificationsRead } from "../setup/factories";
import { expect, login, test } from "../setup/fixtures";

test.describe("admin dashboard, notifications and activity log", () => {
  test("the dashboard shows real figures and recent activities", async ({ page }) => {
    await login(page, "admin", "/admin");
    await expect(page.getByRole("heading", { name: "Hoş geldiniz, admin!" })).toBeVisible();
    const stats = page.getByRole("list", { name: "İstatistikler" });
    await expect(stats.getByText("Yeni Ziyaretçiler")).toBeVisible();
    await expect(stats.getByText("Yayındaki Yazılar")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Son Aktiviteler" })).toBeVisible();
    await page.getByRole("link", { name: "Tüm aktiviteleri gör" }).click();
    await expect(page.getByRole("heading", { name: "Aktivite Kayıtları" })).toBeVisible();
  });

  test("an admin reads a notification, deletes it after confirming, and marks all read", async ({ page }) => {
    const title = `Test bildirimi ${test.info().project.name} ${Date.now()}`;
    await createNotification({ title, message: "Disk alanı azalıyor.", type: "warning", category: "system" });
    await createNotification({ title: "İkinci bildirim", message: "Okunmamış kalan" });

    await login(page, "admin", "/admin/notifications");
    await page.getByText("Filtreler").click();
    await page.getByRole("searchbox", { name: "Ara" }).fill(title);
    await page.getByRole("button", { name: "Uygula" }).click();
    await expect(page).toHaveURL(/q=/);
    const list = page.getByRole("region", { name: "Bildirim listesi" });
    await expect(list.getByRole("listitem")).toHaveCount(1);

    await list.getByText(title).click();
    const detail = page.getByRole("complementary", { name: "Bildirim detayı" });
    await expect(detail.getByText("Disk alanı azalıyor.")).toBeVisible();
    await expect(detail.getByText("Okunmadı")).toBeVisible();
    await detail.getByRole("button", { name: "Okundu işaretle" }).click();
    await expect(page.getByText("Bildirim okundu olarak işaretlendi")).toBeVisible();
    await expect(detail.getByText("Okundu", { exact: true })).toBeVisible();

    await detail.getByRole("link", { name: "Sil" }).click();
    await expect(page.getByRole("alertdialog")).toContainText("Bu bildirimi silmek istediğinizden emin misiniz?");
    await page.getByRole("button", { name: "Evet, sil" }).click();
    await expect(page.getByText("Bildirim silindi")).toBeVisible();
    await expect(page.getByText("Bildirim bulunamadı")).toBeVisible();
    expect(await countNotifications({ search: title })).toBe(0);

    await page.goto("/admin/notifications");
    await page.getByRole("button", { name: "Tümünü okundu işaretle" }).click();
    await expect(page.getByText("Tüm bildirimler okundu olarak işaretlendi")).toBeVisible();
    await expect(page.getByTestId("count-Okunmamış")).toHaveText("0");
    expect(await countNotifications({ isRead: false })).toBe(0);

    await page.goto("/admin/logs?q=Bildirim+silindi");
    await expect(page.getByRole("cell", { name: /Bildirim silindi/ }).first()).toBeVisible();
  });
});

test("the admin sidebar collapses and remembers it; the bell shows the unread count", async ({ page }) => {
  await markNotificationsRead();
  await createNotification({ title: "Zil bildirimi", message: "Bir" });
  await login(page, "admin", "/admin/logs");
  await expect(page.getByTestId("admin-unread-count")).toHaveText("1");
  const sidebar = page.locator("aside[data-collapsed]");
  await expect(sidebar).toHaveAttribute("data-collapsed", "false");
  await page.getByRole("button", { name: "Menüyü daralt" }).click();
  await expect(sidebar).toHaveAttribute("data-collapsed", "true");
  await expect(page).toHaveURL("/admin/logs");
  await page.goto("/admin/faq");
  await expect(sidebar).toHaveAttribute("data-collapsed", "true");
  await page.getByRole("button", { name: "Menüyü genişlet" }).click();
  await expect(sidebar).toHaveAttribute("data-collapsed", "false");
});
