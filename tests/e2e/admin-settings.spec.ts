import { expect, login, test } from "../setup/fixtures";
import { wcagViolations } from "../setup/axe";

const unique = (prefix: string) => `${prefix}-${test.info().project.name}-${Date.now()}`;

test("an admin finds, exports and deletes (after confirming) a newsletter subscriber", async ({ page, db }) => {
  const email = `${unique("bulten")}@example.com`;
  db.prepare("insert into newsletter_subscribers (email) values (?)").run(email);
  await login(page, "admin", "/admin");
  await page.getByRole("link", { name: "Bülten Aboneleri" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Bülten Aboneleri" })).toBeVisible();
  await page.getByLabel("E-posta ara").fill(email);
  await page.getByRole("button", { name: "Ara", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(email).replace(/\./g, "\\.")}`));
  await expect(page.getByText("1 abone bulundu")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toBeVisible();

  const href = await page.getByRole("link", { name: "CSV olarak indir" }).getAttribute("href");
  const csv = await page.request.get(href!);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const body = await csv.body();
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(body.toString("utf8")).toContain(`${email};`);

  await row.getByRole("link", { name: `Sil: ${email}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Aboneyi Sil" });
  await expect(dialog).toContainText(email);
  await dialog.getByRole("button", { name: "Evet, sil" }).click();
  await expect(page.getByTestId("toast")).toHaveText(`${email} bültenden çıkarıldı`);
  await expect(page.getByText("0 abone bulundu")).toBeVisible();
  expect(db.prepare("select count(*) from newsletter_subscribers where email = ?").pluck().get(email)).toBe(0);
});

test("site settings cover the admin e-mail and say what the other seeded settings do", async ({ page, db }) => {
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
    await expect.poll(() => db.prepare("select value from settings where key = 'email_verification'").pluck().get()).toBe("true");
  } finally {
    db.prepare("update settings set value = 'admin@kriptorehber.com' where key = 'admin_email'").run();
    db.prepare("update settings set value = 'false' where key = 'email_verification'").run();
  }
});

test("the admin lists say their counts and priorities in Turkish", async ({ page, db }) => {
  const title = unique("Öncelikli bildirim");
  const { lastInsertRowid } = db
    .prepare("insert into notifications (title, message, type, category, priority) values (?, 'Deneme', 'warning', 'system', 'high')")
    .run(title);
  await login(page, "admin", `/admin/notifications?id=${lastInsertRowid}`);
  const detail = page.getByRole("complementary", { name: "Bildirim detayı" });
  await expect(detail.getByText("Yüksek", { exact: true })).toBeVisible();
  await expect(detail.getByText("high", { exact: true })).toHaveCount(0);

  const users = db.prepare("select count(*) from users").pluck().get() as number;
  await page.goto("/admin/users");
  await expect(page.getByText(`${users} kullanıcı bulundu`)).toBeVisible();

  const posts = db.prepare("select count(*) from blog_posts").pluck().get() as number;
  const categories = db.prepare("select count(*) from blog_categories").pluck().get() as number;
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

test("the update screen says what the auto-update switch does", async ({ page }) => {
  await login(page, "admin", "/admin/update");
  await expect(page.getByRole("switch", { name: /Otomatik güncelleme/ })).toBeVisible();
  await expect(page.getByText(/Yalnızca tercih olarak kaydedilir: bu sürüm güncellemeleri kendiliğinden indirmez ve kurmaz/)).toBeVisible();
  await expect(page.getByRole("region", { name: "Manuel Güncelleme" })).toContainText("kurulmaz");
});

test.describe("consulting", () => {
  test("a visitor reads what the service is and sends a request that lands in the inbox as a consulting request", async ({ page, db }) => {
    const name = unique("Danışan");
    const response = await page.goto("/consulting");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Danışmanlık" })).toBeVisible();
    await expect(page.getByText("Bu sayfa hazırlanıyor")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Neleri yapmayız?" })).toBeVisible();
    await expect(page.getByRole("note")).toContainText("yatırım tavsiyesi değildir");

    // Blank-looking values pass the browser's own checks, so the server's rules answer without JavaScript too.
    await page.getByLabel("Ad Soyad *").fill("   ");
    await page.getByLabel("E-posta *").fill("elif@ornek");
    await page.getByLabel("Mesaj *").fill("   ");
    await page.getByRole("button", { name: "Talep Gönder" }).click();
    const alerts = page.getByRole("main").getByRole("alert");
    await expect(alerts.filter({ hasText: "Ad soyad gereklidir." })).toBeVisible();
    await expect(alerts.filter({ hasText: "Geçerli bir e-posta adresi girin." })).toBeVisible();
    await expect(alerts.filter({ hasText: "Bir konu seçin." })).toBeVisible();
    await expect(alerts.filter({ hasText: "Bir bütçe aralığı seçin." })).toBeVisible();
    await expect(alerts.filter({ hasText: "Mesaj gereklidir." })).toBeVisible();

    await page.getByLabel("Ad Soyad *").fill(name);
    await page.getByLabel("E-posta *").fill("elif@example.com");
    await page.getByLabel("Konu *").selectOption({ label: "Blokzincir projesi değerlendirmesi" });
    await page.getByLabel("Bütçe aralığı *").selectOption({ label: "20.000 – 50.000 TL" });
    await page.getByLabel("Mesaj *").fill("Token ekonomimizi birlikte gözden geçirmek istiyoruz.");
    await page.getByRole("button", { name: "Talep Gönder" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Danışmanlık talebiniz alındı!" })).toBeVisible();
    await expect(page.getByLabel("Ad Soyad *")).toHaveValue("");

    const stored = db.prepare("select kind, budget, subject from contact_messages where name = ?").all(name);
    expect(stored).toEqual([
      { kind: "consulting", budget: "20.000 – 50.000 TL", subject: "Danışmanlık: Blokzincir projesi değerlendirmesi" },
    ]);

    await login(page, "admin", "/admin/contact");
    await page.getByLabel("Tür").selectOption({ label: "Danışmanlık talebi" });
    await page.getByRole("button", { name: "Filtrele" }).click();
    await expect(page).toHaveURL(/kind=consulting/);
    const link = page.getByRole("link", { name: new RegExp(name) });
    await expect(link).toContainText("Danışmanlık talebi");
    await link.click();
    await expect(page.getByRole("heading", { name: "Danışmanlık: Blokzincir projesi değerlendirmesi" })).toBeVisible();
    await expect(page.getByText("Bütçe aralığı: 20.000 – 50.000 TL")).toBeVisible();
    await expect(page.getByText(/Tür: Danışmanlık talebi/)).toBeVisible();
  });

  test("the page is in the sitemap", async ({ page }) => {
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap).toMatch(/\/consulting<\/loc>/);
  });
});

test("the consulting and newsletter pages pass the WCAG A and AA checks", async ({ page }) => {
  test.skip(test.info().project.name !== "js", "Checked once, in the js project.");
  // Three pages through axe, each a few seconds on two busy cores.
  test.slow();
  for (const path of ["/consulting", "/admin/newsletter", "/admin/settings"]) {
    await login(page, "admin", path);
    expect(await wcagViolations(page, path)).toEqual([]);
  }
});
