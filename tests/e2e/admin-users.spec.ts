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

test("an admin adds, disables and deletes a FAQ", async ({ page }) => {
  const question = `${unique("Soru ")} nedir?`;
  await login(page, "admin", "/admin/faq");
  const create = page.locator("form#faq-create");
  await create.getByLabel("Soru").fill(question);
  await create.getByLabel("Cevap").fill("Deneme cevabı.");
  await create.getByRole("button", { name: "SSS Ekle" }).click();
  await expect(page.getByTestId("toast")).toHaveText("FAQ başarıyla eklendi");
  const item = page.getByRole("listitem").filter({ hasText: question });
  await expect(item).toContainText("Aktif");

  await item.getByRole("button", { name: "Devre Dışı Bırak" }).click();
  await expect(page.getByTestId("toast")).toHaveText("FAQ durumu başarıyla değiştirildi");
  await expect(item).toContainText("Pasif");
  await page.goto("/faq");
  await expect(page.getByText(question)).toHaveCount(0);

  await page.goto("/admin/faq");
  await item.getByRole("link", { name: "Sil" }).click();
  await expect(page.getByText("Bu SSS kaydını silmek istediğinizden emin misiniz?")).toBeVisible();
  await page.getByRole("button", { name: "Evet, sil" }).click();
  await expect(page.getByTestId("toast")).toHaveText("FAQ başarıyla silindi");
  await expect(item).toHaveCount(0);
});

test("an admin opens a new contact message and closes it", async ({ page, db }) => {
  const name = unique("Ziyaretçi ");
  db.prepare("insert into contact_messages (name, email, subject, message) values (?, ?, ?, ?)").run(
    name,
    "ziyaretci@example.com",
    "Fiyatlar",
    "Premium paket ne kadar?",
  );
  await login(page, "admin", "/admin/contact");
  await page.getByLabel("Ara", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Filtrele" }).click();
  const link = page.getByRole("link", { name: new RegExp(name) });
  await expect(link).toContainText("Yeni");
  await link.click();
  await expect(page.getByRole("heading", { name: "Fiyatlar" })).toBeVisible();
  await expect(page.getByText("Durum: Okundu")).toBeVisible();
  await expect(page.getByRole("link", { name: "E-posta ile Yanıtla" })).toHaveAttribute("href", /^mailto:ziyaretci@example\.com/);

  await page.getByLabel("Durum", { exact: true }).last().selectOption("closed");
  await page.getByRole("button", { name: "Güncelle" }).click();
  await expect(page.getByTestId("toast")).toHaveText("Durum başarıyla güncellendi");
  await expect(page.getByText("Durum: Kapatıldı")).toBeVisible();
  await expect(link).toContainText("Kapatıldı");
});
