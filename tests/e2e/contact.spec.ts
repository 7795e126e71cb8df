import { expect, login, test } from "../setup/fixtures";
import { wcagViolations } from "../setup/axe";
import { contactMessages, sendContactMessage } from "../setup/factories";

const unique = (prefix: string) => `${prefix}-${test.info().project.name}-${Date.now()}`;

test("an admin opens a new contact message and closes it", async ({ page }) => {
  const name = unique("Ziyaretçi ");
  await sendContactMessage({ name, email: "ziyaretci@example.com", subject: "Fiyatlar", message: "Premium paket ne kadar?" });
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

test.describe("consulting", () => {
  test("a visitor reads what the service is and sends a request that lands in the inbox as a consulting request", async ({ page }) => {
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

    const stored = (await contactMessages({ q: name })).map(({ kind, budget, subject }) => ({ kind, budget, subject }));
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

  test("the page is in the sitemap", { tag: "@no-js-only" }, async ({ page }) => {
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap).toMatch(/\/consulting<\/loc>/);
  });
});

test("the consulting and newsletter pages pass the WCAG A and AA checks", { tag: "@js-only" }, async ({ page }) => {
  // @js-only: checked once, in the js project.
  // Three pages through axe, each a few seconds on two busy cores.
  test.slow();
  for (const path of ["/consulting", "/admin/newsletter", "/admin/settings"]) {
    await login(page, "admin", path);
    expect(await wcagViolations(page, path)).toEqual([]);
  }
});
