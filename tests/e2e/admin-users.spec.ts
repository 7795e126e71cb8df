import { expect, login, test } from "../setup/fixtures";

function unique(prefix: string) {
  return `${prefix}${test.info().project.name.replace("-", "")}${Date.now().toString(36)}`;
}

test("an admin creates, edits, re-passwords and deletes a user", async ({ page }) => {
  test.setTimeout(60_000);
  const username = unique("e2e_");
  await login(page, "admin", "/admin/users");
  await page.getByText("Yeni Kullanıcı Ekle").click();
  const create = page.locator("form#user-create");
  await create.getByLabel("Kullanıcı Adı").fill(username);
  await create.getByLabel("E-posta").fill(`${username}@example.com`);
  await create.getByLabel("Şifre").fill("sifre123");
  await create.getByRole("button", { name: "Oluştur" }).click();
  await expect(page.getByTestId("toast")).toHaveText("Kullanıcı başarıyla oluşturuldu");

  await page.getByLabel("Ara", { exact: true }).fill(username);
  await page.getByRole("button", { name: "Filtrele" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${username}`));
  await expect(page.getByText("1 kullanıcı bulundu")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: username });
  await expect(row).toContainText("Kullanıcı");
  await expect(row).toContainText("Aktif");
  await expect(row).toContainText("Ücretsiz");

  await row.getByRole("link", { name: `${username} düzenle` }).click();
  const edit = page.locator("form[id^=user-edit-]");
  await edit.getByLabel("E-posta").fill(`${username}@yeni.example.com`);
  await edit.getByLabel("Durum").selectOption("inactive");
  await edit.getByLabel("Abonelik").selectOption("premium");
  await edit.getByRole("button", { name: "Güncelle" }).click();
  await expect(page.getByTestId("toast")).toHaveText("Kullanıcı başarıyla güncellendi");
  await expect(page).toHaveURL(new RegExp(`q=${username}`));
  await expect(row).toContainText(`${username}@yeni.example.com`);
  await expect(row).toContainText("Pasif");
  await expect(row).toContainText("Premium");

  await row.getByRole("link", { name: `${username} şifre değiştir` }).click();
  const password = page.locator("form[id^=user-password-]");
  await password.getByLabel("Yeni Şifre", { exact: true }).fill("yeni-sifre");
  await password.getByLabel("Yeni Şifre (Tekrar)").fill("baska-sifre");
  await password.getByRole("button", { name: "Şifreyi Değiştir" }).click();
  await expect(password.getByText("Şifreler eşleşmiyor")).toBeVisible();
  await password.getByLabel("Yeni Şifre", { exact: true }).fill("yeni-sifre");
  await password.getByLabel("Yeni Şifre (Tekrar)").fill("yeni-sifre");
  await password.getByRole("button", { name: "Şifreyi Değiştir" }).click();
  await expect(page.getByTestId("toast")).toHaveText("Şifre başarıyla değiştirildi");

  await row.getByRole("link", { name: `${username} sil` }).click();
  await expect(page.getByText("Bu kullanıcıyı silmek istediğinizden emin misiniz?")).toBeVisible();
  await page.getByRole("button", { name: "Evet, sil" }).click();
  await expect(page.getByTestId("toast")).toHaveText("Kullanıcı başarıyla silindi");
  await expect(page.getByText("0 kullanıcı bulundu")).toBeVisible();
});

test("the last active admin cannot be deleted", async ({ page }) => {
  await login(page, "admin", "/admin/users?q=admin%40kriptorehber.com");
  await page.getByRole("link", { name: "admin sil" }).click();
  await page.getByRole("button", { name: "Evet, sil" }).click();
  await expect(page.getByTestId("toast")).toContainText("Son aktif yönetici silinemez");
  await expect(page.getByRole("row").filter({ hasText: "admin@kriptorehber.com" })).toBeVisible();
});
