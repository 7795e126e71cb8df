import { expect, login, test } from "../setup/fixtures";
import { wcagViolations } from "../setup/axe";

// Several page loads each; on a shared two-core machine they need more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test("an unknown course or lesson answers 404 with the site's 404 page", { tag: "@no-js-only" }, async ({ page }) => {
  for (const path of ["/crypto-education/boyle-bir-kurs-yok", "/crypto-education/kriptoya-ilk-adim/boyle-bir-ders-yok"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Sayfa bulunamadı" })).toBeVisible();
  }
});

test("an admin adds a quiz question to the chosen lesson after a refused blank field, and deletes it", async ({ page }, testInfo) => {
  const prompt = `Test sorusu ${testInfo.project.name} ${Date.now().toString(36)}?`;
  await login(page, "admin", "/admin/education");
  await expect(page.getByRole("heading", { level: 1, name: "Eğitim Yönetimi" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Kripto Paraya İlk Adım" })).toBeVisible();

  await page.getByRole("navigation", { name: "Eğitim bölümleri" }).getByRole("link", { name: "Test Soruları" }).click();
  await expect(page).toHaveURL(/\/admin\/education\/questions$/);
  await page.getByLabel("Ders", { exact: true }).selectOption({ label: "Kripto Paraya İlk Adım › Bitcoin nasıl çalışır?" });
  await page.getByRole("button", { name: "Göster" }).click();
  await expect(page).toHaveURL(/\/admin\/education\/questions\?lesson=\d+$/);
  await expect(page.getByRole("row").filter({ hasText: "en fazla arzı" })).toBeVisible();

  await page.getByRole("link", { name: "Soru Ekle" }).click();
  const dialog = page.getByRole("dialog", { name: "Yeni Soru" });
  // The form starts on the lesson whose list was shown.
  await expect(dialog.getByRole("combobox", { name: /^Ders/ }).locator("option:checked")).toHaveText(
    "Kripto Paraya İlk Adım › Bitcoin nasıl çalışır?",
  );
  await dialog.getByLabel(/^1\. cevap/).fill("Doğru olan");
  await dialog.getByLabel(/^2\. cevap/).fill("Yanlış olan");
  await dialog.getByLabel(/^Açıklama/).fill("Uçtan uca testte eklenen soru.");
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByRole("dialog").getByText("Soru gereklidir.")).toBeVisible();
  await page.getByRole("dialog").getByLabel(/^Soru/).fill(prompt);
  await page.getByRole("dialog").getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByTestId("toast")).toHaveText("Kaydedildi.");
  // Back on the same lesson's list, with the new question in it.
  await expect(page).toHaveURL(/\/admin\/education\/questions\?lesson=\d+$/);
  await expect(page.getByRole("row").filter({ hasText: "en fazla arzı" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: prompt });
  await expect(row).toContainText("Doğru olan");

  page.once("dialog", (confirm) => confirm.accept());
  await row
    .getByRole("link", { name: `Sil: ${prompt}` })
    .or(row.getByRole("button", { name: `Sil: ${prompt}` }))
    .click();
  if (testInfo.project.name === "no-js") {
    await page.getByRole("alertdialog", { name: "Silmeyi Onayla" }).getByRole("button", { name: "Evet, sil" }).click();
  }
  await expect(page.getByTestId("toast")).toHaveText("Silindi.");
  await expect(page.getByRole("row").filter({ hasText: prompt })).toHaveCount(0);
  await expect(page.getByRole("row").filter({ hasText: "en fazla arzı" })).toBeVisible();
});

// One test per page, so the axe scans spread over the workers.
const learningPages: [string, boolean][] = [
  ["/education", false],
  ["/crypto-dictionary", false],
  ["/crypto-dictionary/ozel-anahtar", false],
  ["/crypto-education/kriptoya-ilk-adim/bitcoin-nasil-calisir", false],
  ["/admin/dictionary?new=1", true],
  ["/admin/education", true],
  ["/admin/education/lessons?new=1", true],
  ["/admin/education/questions", true],
];

for (const [path, asAdmin] of learningPages) {
  test(`${path} passes the WCAG A and AA checks`, { tag: "@js-only" }, async ({ page }) => {
    // @js-only: the markup is the same without JavaScript.
    // The whole dictionary on one page: axe needs time on a loaded machine.
    test.setTimeout(90_000);
    if (asAdmin) await login(page, "admin");
    await page.goto(path);
    expect(await wcagViolations(page)).toEqual([]);
  });
}
