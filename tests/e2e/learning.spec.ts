import { expect, login, test } from "../setup/fixtures";

// These flows take several page loads each; on a shared two-core machine they need more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

function unique(prefix: string) {
  return `${prefix} ${test.info().project.name} ${Date.now().toString(36)}`;
}

test("the dictionary index groups Turkish letters, searches, and links to a term page", async ({ page }) => {
  await page.goto("/crypto-dictionary");
  await expect(page.getByRole("heading", { level: 1, name: "Kripto Sözlük" })).toBeVisible();
  const index = page.getByRole("navigation", { name: "Harf dizini" });
  await expect(index.getByRole("link", { name: "Ç", exact: true })).toHaveAttribute("href", "#harf-Ç");
  await expect(page.getByRole("heading", { level: 2, name: "İ", exact: true })).toBeVisible();

  await page.getByLabel("Sözlükte ara").fill("ÖZEL ANAHTAR");
  await page.getByRole("button", { name: "Ara" }).click();
  await expect(page).toHaveURL(/q=%C3%96ZEL\+ANAHTAR|q=ÖZEL/);
  await page.getByRole("link", { name: "Özel Anahtar", exact: true }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Özel Anahtar" })).toBeVisible();
  await expect(page.getByText("Private Key")).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent()) ?? "{}");
  expect(jsonLd).toMatchObject({ "@type": "DefinedTerm", name: "Özel Anahtar" });
  await page.getByRole("complementary").getByRole("link", { name: "Genel Anahtar" }).click();
  await expect(page).toHaveURL(/\/crypto-dictionary\/genel-anahtar$/);

  const missing = await page.goto("/crypto-dictionary/boyle-bir-terim-yok");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Sayfa bulunamadı" })).toBeVisible();
});

test("an admin adds a term after a blank field is refused, and deletes it after confirming", async ({ page }) => {
  const term = unique("Test Terimi");
  await login(page, "admin");
  await page.goto("/admin/dictionary");
  await page.getByRole("link", { name: "Terim Ekle" }).click();
  const dialog = page.getByRole("dialog", { name: "Yeni Terim" });
  await dialog.getByLabel(/^Terim/).fill(term);
  await dialog.getByLabel(/^Açıklama/).fill("Uçtan uca testte eklenen terim.");
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByRole("dialog").getByText("Kısa tanım gereklidir.")).toBeVisible();
  await page
    .getByRole("dialog")
    .getByLabel(/^Kısa tanım/)
    .fill("Sınama amaçlı bir terim.");
  await page.getByRole("dialog").getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByTestId("toast")).toHaveText("Terim sözlüğe eklendi.");

  await page.goto(`/crypto-dictionary?q=${encodeURIComponent(term)}`);
  await page.getByRole("link", { name: term }).click();
  await expect(page.getByRole("heading", { level: 1, name: term })).toBeVisible();

  await page.goto(`/admin/dictionary?q=${encodeURIComponent(term)}`);
  page.once("dialog", (confirm) => confirm.accept());
  await page
    .getByRole("row")
    .filter({ hasText: term })
    .getByRole("link", { name: `Sil: ${term}` })
    .or(page.getByRole("button", { name: `Sil: ${term}` }))
    .click();
  if (test.info().project.name === "no-js") {
    await page.getByRole("alertdialog", { name: "Silmeyi Onayla" }).getByRole("button", { name: "Evet, sil" }).click();
  }
  await expect(page.getByTestId("toast")).toHaveText("Terim silindi.");
  await expect(page.getByRole("row").filter({ hasText: term })).toHaveCount(0);
});

test("a lesson quiz is checked on the server and a signed-in learner's score shows on the course page", async ({ page }) => {
  await page.goto("/education");
  await page.getByRole("link", { name: "Kripto Paraya İlk Adım" }).click();
  await page.getByRole("link", { name: "Bitcoin nasıl çalışır?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bitcoin nasıl çalışır?" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Önceki ders: Blokzincir nedir\?/ })).toBeVisible();

  // A visitor can take the quiz; an unanswered question gets a clear message.
  await page.getByRole("button", { name: "Cevapları kontrol et" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Lütfen tüm soruları cevaplayın." })).toBeVisible();

  await login(page, "ayse", "/crypto-education/kriptoya-ilk-adim/bitcoin-nasil-calisir");
  await page
    .getByRole("group", { name: /en fazla arzı/ })
    .getByLabel("21 milyon", { exact: true })
    .check();
  await page
    .getByRole("group", { name: /yarıya inmesine/ })
    .getByLabel("Yarılanma (halving)")
    .check();
  await page
    .getByRole("group", { name: /kaç satoshi/ })
    .getByLabel("1 milyon", { exact: true })
    .check();
  await page.getByRole("button", { name: "Cevapları kontrol et" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Sonuç: 3 sorudan 2 doğru. İlerlemenize kaydedildi." })).toBeVisible();
  await expect(page.getByText("Satoshi bitcoinin en küçük birimidir")).toBeVisible();

  await page.getByRole("link", { name: "Kripto Paraya İlk Adım" }).first().click();
  await expect(page.getByRole("listitem").filter({ hasText: "Bitcoin nasıl çalışır?" })).toContainText("En iyi test puanı: 2/3");
});
