import { countRows, createNotification, settingValue, storeSetting } from "../setup/factories";
import { expect, login, test } from "../setup/fixtures";

const unique = (prefix: string) => `${prefix}-${test.info().project.name}-${Date.now()}`;

test("site settings cover the admin e-mail and say what the other seeded settings do", async ({ page }) => {
  await login(page, "admin", "/admin/settings");
  try {
    await page.getByLabel("Yönetici e-posta adresi").fill("yanlis-adres");
    await page.getByRole("button", { name: "Kaydet" }).click();
    await expect(page.getByText("Geçerli bir e-posta adresi girin.")).toBeVisible();
    await page.getByLabel("Yönetici e-posta adresi").fill("yonetim@example.com");
    await page.getByRole("button", { name: "Kaydet" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Site ayarları kaydedildi" })).toBeVisible();
    await expect(page.getByLabel("Yönetici e-posta adresi")).toHaveValue("yonetim@example.com");
    const others = page.getByRole("region", { name: "Diğer Kayıtlı Ayarlar" });
    for (const label of ["Site adı", "Site adresi", "Sürüm bildirimi adresi"]) {
      await expect(others.getByText(label, { exact: true })).toBeVisible();
    }
    // Mail verification is a switch of the form, saved like the others.
    await page.getByLabel("Kayıtta e-posta doğrulaması").check();
    await page.getByRole("button", { name: "Kaydet" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Site ayarları kaydedildi" })).toBeVisible();
    await expect(page.getByLabel("Kayıtta e-posta doğrulaması")).toBeChecked();
    // The first save's message is still on screen: wait for the second save itself.
    await expect.poll(() => settingValue("email_verification")).toBe("true");
  } finally {
    await storeSetting("admin_email", "admin@kriptorehber.com");
    await storeSetting("email_verification", "false");
  }
});

test("the admin lists say their counts and priorities in Turkish", async ({ page }) => {
  const title = unique("Öncelikli bildirim");
  const id = await createNotification({ title, message: "Deneme", type: "warning", category: "system", priority: "high" });
  await login(page, "admin", `/admin/notifications?id=${id}`);
  const detail = page.getByRole("complementary", { name: "Bildirim detayı" });
  await expect(detail.getByText("Yüksek", { exact: true })).toBeVisible();
  await expect(detail.getByText("high", { exact: true })).toHaveCount(0);

  const users = await countRows("users");
  await page.goto("/admin/users");
  await expect(page.getByText(`${users} kullanıcı bulundu`)).toBeVisible();

  const posts = await countRows("blog_posts");
  const categories = await countRows("blog_categories");
  await page.goto("/admin/blog");
  const tabs = page.getByRole("navigation", { name: "Blog sekmeleri" });
  await expect(tabs.getByRole("link", { name: new RegExp(`^Yazılar\\s*${posts}$`) })).toHaveAttribute("aria-current", "page");
  const categoriesTab = tabs.getByRole("link", { name: new RegExp(`^Kategoriler\\s*${categories}$`) });
  await categoriesTab.click();
  await expect(categoriesTab).toHaveAttribute("aria-current", "page");

  await page.goto("/admin/contact");
  const cards = page.locator("dl").first();
  await expect(cards.locator("dt")).toHaveText(["Toplam", "Yeni", "Acil", "Yanıtlandı"]);
});

test("the update screen says what the auto-update switch does", { tag: "@no-js-only" }, async ({ page }) => {
  await login(page, "admin", "/admin/update");
  await expect(page.getByRole("switch", { name: /Otomatik güncelleme/ })).toBeVisible();
  await expect(page.getByText(/Yalnızca tercih olarak kaydedilir: bu sürüm güncellemeleri kendiliğinden indirmez ve kurmaz/)).toBeVisible();
  await expect(page.getByRole("region", { name: "Manuel Güncelleme" })).toContainText("kurulmaz");
});
