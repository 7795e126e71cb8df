import { deleteBlogPost, deleteFooterLinksTitled, homeSections, postTitled } from "../setup/factories";
import { expect, login, test } from "../setup/fixtures";

function unique(prefix: string) {
  return `${prefix} ${test.info().project.name} ${Date.now().toString(36)}`;
}

test("reordering home sections changes the order on the home page", async ({ page }) => {
  const [first, second] = (await homeSections()).filter((section) => section.enabled === 1 && section.type !== "hero");
  await login(page, "admin", "/");
  const headings = page.getByRole("main").getByRole("heading", { level: 2 });
  const before = await headings.allTextContents();
  expect(before.indexOf(first.title)).toBeLessThan(before.indexOf(second.title));

  await page.goto("/admin/home-layout");
  await page.getByRole("button", { name: `Aşağı taşı: ${first.title}` }).click();
  await expect(page.getByTestId("home-section").filter({ hasText: first.title })).toContainText(String(before.indexOf(first.title) + 3));
  try {
    await page.goto("/");
    const after = await headings.allTextContents();
    expect(after.indexOf(first.title)).toBeGreaterThan(after.indexOf(second.title));
  } finally {
    await page.goto("/admin/home-layout");
    await page.getByRole("button", { name: `Yukarı taşı: ${first.title}` }).click();
    await expect(page.getByRole("button", { name: `Yukarı taşı: ${first.title}` })).toBeVisible();
  }
  await page.goto("/");
  await expect(headings).toHaveText(before);
});

test("a footer link added in the admin shows in the site footer", async ({ page }) => {
  const title = unique("Sözlük");
  await login(page, "admin", "/admin/footer?tab=links");
  await page.getByRole("link", { name: "Link Ekle" }).click();
  const dialog = page.getByRole("dialog", { name: "Yeni Link" });
  await dialog.getByLabel("Başlık").fill(title);
  await dialog.getByLabel("URL").fill("javascript:alert(1)");
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByRole("dialog").getByText("Geçerli bir URL veya / ile başlayan bir yol girin.")).toBeVisible();
  await page.getByRole("dialog").getByLabel("URL").fill("/services");
  await page.getByRole("dialog").getByLabel("Sütun").selectOption("2");
  await page.getByRole("dialog").getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByTestId("toast")).toHaveText("Link kaydedildi.");
  await expect(page.getByRole("row").filter({ hasText: title })).toBeVisible();
  try {
    await page.goto("/about");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: title })).toHaveAttribute("href", "/services");
  } finally {
    await deleteFooterLinksTitled(title);
  }
});

test("a published post appears on the blog, in the sitemap and in the RSS feed", async ({ page }) => {
  const title = unique("Yayın testi");
  await login(page, "admin", "/admin/blog");
  await page.getByRole("link", { name: "Yeni Yazı" }).click();
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("Başlık gereklidir.")).toBeVisible();

  await page.getByLabel("Başlık", { exact: true }).fill(title);
  await page.getByLabel("Özet").fill("Yayın akışı için kısa özet.");
  const content = page.getByRole("textbox", { name: "İçerik" });
  if (test.info().project.name === "no-js") await content.fill("<p>Merhaba <strong>dünya</strong></p><script>alert(1)</script>");
  else {
    await content.click();
    await content.pressSequentially("Merhaba dünya");
  }
  await page.getByLabel("Durum").selectOption("published");
  await page.getByLabel("Etiketler").fill("test, yayın");
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByTestId("toast")).toHaveText("Yazı başarıyla oluşturuldu");
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Yayında");
  const { id, slug } = (await postTitled(title))!;
  try {
    await page.goto("/blog");
    await page.getByRole("link", { name: title }).first().click();
    await expect(page).toHaveURL(`/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("article").first()).toContainText("Merhaba dünya");
    await expect(page.locator("article script")).toHaveCount(0);

    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`/blog/${slug}</loc>`);
    const rss = await (await page.request.get("/rss.xml")).text();
    expect(rss).toContain(`<title>${title}</title>`);
  } finally {
    await deleteBlogPost(id);
  }
});

test("with JavaScript a dialog keeps keyboard focus inside and Escape closes it", { tag: "@js-only" }, async ({ page }) => {
  // @js-only: focus handling is the JavaScript enhancement.
  await login(page, "admin", "/admin/footer?tab=social&new=1");
  const dialog = page.getByRole("dialog", { name: "Yeni Sosyal Medya Linki" });
  await expect(dialog.getByLabel("Platform")).toBeFocused();
  // More presses than the dialog has controls, forwards and then backwards.
  for (const key of [...Array(10).fill("Tab"), ...Array(12).fill("Shift+Tab")]) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/admin\/footer\/social$/);
  await expect(dialog).toHaveCount(0);
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
